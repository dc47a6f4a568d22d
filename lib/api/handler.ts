import type { z } from 'zod';
import { getDb } from '@/db/client';
import { authenticateRequest } from '@/lib/auth/request';
import type { SessionUser } from '@/lib/auth/types';
import { BadRequestError, ERROR_STATUS, isServiceError, NotFoundError, ThrottledError, ValidationError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { envelope, json } from './envelope';

type RouteParams = Record<string, string | string[] | undefined>;

export type HandlerContext<P extends RouteParams> = {
  req: Request;
  params: P;
  query: URLSearchParams;
  /** The caller; null only on public routes. */
  user: SessionUser | null;
  ctx: ServiceContext;
  /** The request body as a JSON object (400 when it is not JSON, not an object, or not sent as application/json). */
  body: () => Promise<Record<string, unknown>>;
};

type Options = { public?: boolean };

type Handler<P extends RouteParams> = (h: HandlerContext<P>) => Promise<Response | unknown>;

/**
 * Every /api route goes through here: authentication (bearer token or session cookie), JSON parsing,
 * service errors → status through ERROR_STATUS, the envelope, and a generic 500 without internals.
 * A handler returns a Response (for 201s and such) or data, which is sent as `{ success: true, data }`.
 */
export function apiHandler<P extends RouteParams = RouteParams>(handler: Handler<P>, options: Options = {}) {
  return async (req: Request, route?: { params?: Promise<P> | P }): Promise<Response> => {
    try {
      const db = getDb();
      const user = options.public ? null : await authenticateRequest(db, req);
      const params = ((await route?.params) ?? {}) as P;
      const result = await handler({
        req,
        params,
        query: new URL(req.url).searchParams,
        user,
        ctx: { db, user },
        body: () => readJsonObject(req),
      });
      return result instanceof Response ? result : json(envelope.ok(result));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): Response {
  if (isServiceError(error)) {
    const status = ERROR_STATUS[error.kind];
    if (error instanceof ValidationError) return json(envelope.error(error.message, error.errors), status);
    if (error instanceof ThrottledError) return json(envelope.error(error.message), status, { 'Retry-After': String(error.retryAfterSeconds) });
    return json(envelope.error(error.message), status);
  }
  console.error('[api] unexpected error', error);
  return json(envelope.error('Server error'), 500);
}

const MAX_BODY_BYTES = 1_000_000;

export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    throw new BadRequestError('The request body must be JSON (Content-Type: application/json).');
  }
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) throw new BadRequestError('The request body is too large.');
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequestError('The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** Parse with zod; failures become 422 with the `errors` map keyed by the request's field names. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}

/** A route id: a positive integer, else 404 for that entity (CONTRACT §1: a non-numeric id is a 404). */
export function parseId(raw: string | string[] | undefined, entity: string): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,9}$/.test(value)) throw new NotFoundError(entity);
  const id = Number(value);
  if (id < 1) throw new NotFoundError(entity);
  return id;
}
