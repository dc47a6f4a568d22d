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
        query: cleanSearchParams(new URL(req.url).searchParams),
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

/**
 * Database refusals caused by a value the validation let through (a number that rounds out of a column's
 * range, a check constraint): the transaction was rolled back, so the caller gets a 422, not a 500.
 */
const DATA_ERROR_CODES = new Set(['22003', '23514', '22021', '22P02', '22007', '22008', '22001']);

function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export function errorResponse(error: unknown): Response {
  const dbCode = isServiceError(error) ? undefined : databaseErrorCode(error);
  if (dbCode && DATA_ERROR_CODES.has(dbCode)) {
    console.warn('[api] value refused by the database', dbCode);
    const message = 'A value is outside what can be stored. Check the numbers and texts you sent.';
    return json(envelope.error(message, { _: [message] }), 422);
  }
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
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BadRequestError('The request body is too large.');
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new BadRequestError('The request body is too large.');
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
  const withNul = pathsWithNul(value);
  if (withNul.length) {
    throw new ValidationError(Object.fromEntries(withNul.map((p) => [p, ['This field may not contain NUL characters.']])));
  }
  return value as Record<string, unknown>;
}

/** PostgreSQL cannot store U+0000 in text: find the fields that carry one (`items.2.notes`). */
function pathsWithNul(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path.join('.') || '_');
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsWithNul(v, [...path, k], out);
  }
  return out;
}

/** Query values without NUL characters (they can match nothing, and PostgreSQL refuses them). */
function cleanSearchParams(params: URLSearchParams): URLSearchParams {
  if (![...params.values()].some((v) => v.includes('\u0000'))) return params;
  const clean = new URLSearchParams();
  for (const [k, v] of params) clean.append(k, v.replaceAll('\u0000', ''));
  return clean;
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
