import type { FieldErrors } from '@/lib/errors';
import type { Paginated } from '@/lib/list/paging';

/** The response bodies of CONTRACT §1, in one place. */
export const envelope = {
  ok: <T>(data: T) => ({ success: true as const, data }),
  created: <T>(message: string, data: T) => ({ success: true as const, message, data }),
  updated: <T>(message: string, data: T) => ({ success: true as const, message, data }),
  message: (message: string) => ({ success: true as const, message }),
  paginated: <T>(page: Paginated<T>) => ({ success: true as const, ...page }),
  error: (message: string, errors?: FieldErrors) => (errors ? { success: false as const, message, errors } : { success: false as const, message }),
};

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export const respond = {
  ok: <T>(data: T) => json(envelope.ok(data)),
  created: <T>(message: string, data: T) => json(envelope.created(message, data), 201),
  updated: <T>(message: string, data: T) => json(envelope.updated(message, data)),
  paginated: <T>(page: Paginated<T>) => json(envelope.paginated(page)),
};
