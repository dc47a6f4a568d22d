import { getDb } from '@/db/client';
import { writeAudit } from '@/lib/audit';
import { authenticateRequest } from '@/lib/auth/request';
import { authorize, type Permission } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/types';
import { pgErrorInfo } from '@/lib/db/errors';
import {
  BadRequestError,
  ERROR_STATUS,
  ForbiddenError,
  isServiceError,
  PayloadTooLargeError,
  ThrottledError,
  UnavailableError,
  ValidationError,
} from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import type { WriteOptions } from '@/lib/versioning';
import type { z } from 'zod';
import { envelope, json, versionHeaders } from './envelope';
import { readBodyText } from './body';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth';
import { writeOptions } from './version';

type RouteParams = Record<string, string | string[] | undefined>;

type QuerySchema = z.ZodObject | undefined;

export type HandlerContext<P extends RouteParams, Q extends QuerySchema = undefined> = {
  req: Request;
  params: P;
  /** The query string parsed by the route's `query` schema (a 422 before the handler runs); {} without one. */
  query: Q extends z.ZodObject ? z.output<Q> : Record<string, never>;
  /** The caller; null only on public routes. */
  user: SessionUser | null;
  ctx: ServiceContext;
  /** The request body as a JSON object (400 when it is empty, not JSON, not an object, or not sent as application/json; 413 over 1 MB). */
  body: () => Promise<Record<string, unknown>>;
  /** For actions whose body is optional (POST …/start): a request that declares no body (no Content-Type, no Content-Length) reads as {}; one that does is read as `body()` reads it. */
  optionalBody: () => Promise<Record<string, unknown>>;
  /** An update's `{ expectedVersion }` from `version` in its body or `If-Match` (CONTRACT §8), for the service. */
  writeOptions: (body: Record<string, unknown>) => WriteOptions;
};

type Options<Q extends QuerySchema> = {
  public?: boolean;
  /** The route's query: the list's one schema (lib/list/query.ts builders), also what the OpenAPI entry names. */
  query?: Q;
  /**
   * A read only some roles may make (users, the audit log): checked before the query is judged (403 before 422,
   * CONTRACT §8). The service checks it again; writes check theirs in the service.
   */
  permission?: Permission;
};

type Handler<P extends RouteParams, Q extends QuerySchema> = (h: HandlerContext<P, Q>) => Promise<Response | unknown>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that rides on the browser's session cookie must come from our own pages: browsers say where a request
 * comes from (Sec-Fetch-Site, Origin), and a cross-site form or script gets 403. SameSite=Lax already keeps the
 * cookie off cross-site POSTs; this also covers sibling subdomains ("same-site") and old browsers. Bearer-token
 * calls carry no ambient credential and are not checked.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new ForbiddenError('send this request from another site');
  const origin = req.headers.get('origin');
  if (origin && origin !== 'null') {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? new URL(req.url).host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new ForbiddenError('send this request from another site');
    }
    if (originHost !== host) throw new ForbiddenError('send this request from another site');
  } else if (origin === 'null') {
    throw new ForbiddenError('send this request from another site');
  }
}

/**
 * Every /api route goes through here: authentication (bearer token or session cookie), JSON parsing,
 * service errors → status through ERROR_STATUS, the envelope, and a generic 500 without internals.
 * A handler returns a Response (for 201s and such) or data, which is sent as `{ success: true, data }`.
 * A permission refusal (ForbiddenError from a service) is written to the audit log here, so services stay
 * free of HTTP.
 */
export function apiHandler<P extends RouteParams = RouteParams, Q extends QuerySchema = undefined>(handler: Handler<P, Q>, options: Options<Q> = {}) {
  return async (req: Request, route?: { params?: Promise<P> | P }): Promise<Response> => {
    let user: SessionUser | null = null;
    try {
      const db = getDb();
      user = options.public ? null : await authenticateRequest(db, req);
      if (user?.credential?.via === 'session') assertSameOrigin(req);
      const params = ((await route?.params) ?? {}) as P;
      if (options.permission) authorize({ user }, options.permission);
      const query = (options.query ? parseInput(options.query, queryValues(new URL(req.url).searchParams)) : {}) as HandlerContext<P, Q>['query'];
      const result = await handler({
        req,
        params,
        query,
        user,
        ctx: { db, user },
        body: () => readJsonObject(req),
        optionalBody: async () => (req.headers.get('content-type') || req.headers.get('content-length') ? readJsonObject(req) : {}),
        writeOptions: (body) => writeOptions(req.headers, body),
      });
      return result instanceof Response ? result : json(envelope.ok(result), 200, versionHeaders(result));
    } catch (error) {
      if (error instanceof ForbiddenError && user) await auditRefusal(req, user, error);
      return errorResponse(error);
    }
  };
}

async function auditRefusal(req: Request, user: SessionUser, error: ForbiddenError): Promise<void> {
  try {
    await writeAudit(getDb(), {
      user,
      entity: 'permission',
      entityId: error.permission ?? 'same_origin',
      action: 'forbidden',
      changes: { method: req.method, path: new URL(req.url).pathname, role: user.role, via: user.credential?.via ?? null },
    });
  } catch (auditError) {
    console.error('[api] could not audit a permission refusal', auditError);
  }
}

/**
 * Database refusals caused by a value the validation let through (a number that rounds out of a column's
 * range, a check constraint): the transaction was rolled back, so the caller gets a 422, not a 500.
 */
const DATA_ERROR_CODES = new Set(['22003', '23514', '22021', '22P02', '22007', '22008', '22001']);

export function errorResponse(error: unknown): Response {
  const dbCode = isServiceError(error) ? undefined : pgErrorInfo(error).code;
  if (dbCode && DATA_ERROR_CODES.has(dbCode)) {
    console.warn('[api] value refused by the database', dbCode);
    const message = 'A value is outside what can be stored. Check the numbers and texts you sent.';
    return json(envelope.error(message, { _: [message] }), 422);
  }
  if (isServiceError(error)) {
    const status = ERROR_STATUS[error.kind];
    if (error instanceof ValidationError) return json(envelope.error(error.message, error.errors), status);
    if (error instanceof ThrottledError || error instanceof UnavailableError) {
      return json(envelope.error(error.message), status, { 'Retry-After': String(error.retryAfterSeconds) });
    }
    if (error instanceof PayloadTooLargeError) return json(envelope.error(error.message), status, { Connection: 'close' });
    // RFC 9110 §15.5.2: a 401 names the scheme that would be accepted (API clients send a bearer token).
    if (status === 401) return json(envelope.error(error.message), status, { 'WWW-Authenticate': 'Bearer realm="Moldline"' });
    return json(envelope.error(error.message), status);
  }
  console.error('[api] unexpected error', error);
  return json(envelope.error('Server error'), 500);
}

export const MAX_BODY_BYTES = 1_000_000;

export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
    throw new BadRequestError('The request body must be JSON (Content-Type: application/json).');
  }
  const text = await readBodyText(req, MAX_BODY_BYTES);
  // An empty body is not the empty object: a client that meant {} sends it (strict input, issue 24).
  if (!text.trim()) throw new BadRequestError('The request body is empty: send a JSON object.');
  // JSON.parse recurses: a 400,000-deep array would overflow the stack. Refuse deep nesting before parsing.
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw new BadRequestError(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequestError('The request body must be a JSON object.');
  }
  // JSON text carries U+0000 only as the escape \u0000 (JSON.parse refuses a raw control character in a string):
  // without one, no field can hold it and the walk over every field (100,000 import rows: ≈ 0.3 s) is skipped.
  const withNul = text.includes('\\u0000') ? pathsWithNul(value) : [];
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

/**
 * The query string as the route's schema reads it: each key's first value, without NUL characters (they can match
 * nothing, and PostgreSQL refuses them).
 */
function queryValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) if (!(k in out)) out[k] = v.includes('\u0000') ? v.replaceAll('\u0000', '') : v;
  return out;
}
