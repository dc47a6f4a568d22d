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

/**
 * `ETag: "<version>"` for a versioned record (CONTRACT §8): the value an update sends back in `If-Match`.
 * Strong: the version changes with every stored change of the record.
 */
export function versionHeaders(data: unknown): Record<string, string> | undefined {
  const version = data && typeof data === 'object' && !Array.isArray(data) ? (data as { version?: unknown }).version : undefined;
  return typeof version === 'number' && Number.isInteger(version) ? { ETag: `"${version}"` } : undefined;
}

export const respond = {
  ok: <T>(data: T) => json(envelope.ok(data), 200, versionHeaders(data)),
  /** 201 with `Location`: the URL where the new resource (or, for entries without their own URL, its list) is read. */
  created: <T>(message: string, data: T, location: string) => json(envelope.created(message, data), 201, { Location: location, ...versionHeaders(data) }),
  updated: <T>(message: string, data: T) => json(envelope.updated(message, data), 200, versionHeaders(data)),
  paginated: <T>(page: Paginated<T>) => json(envelope.paginated(page)),
};
