import { decode } from 'next-auth/jwt';
import type { Db } from '@/db/client';
import { env } from '@/lib/env';
import { UnauthenticatedError } from '@/lib/errors';
import { noteRequestUser } from '@/lib/system/request-context';
import { authSecret, SESSION_COOKIES } from './secret';
import { userForSession } from './sessions';
import { userForApiToken } from './tokens';
import type { SessionUser } from './types';

type HeaderSource = Pick<Headers, 'get'> | Record<string, string | string[] | undefined>;

function headerOf(headers: HeaderSource, name: string): string | undefined {
  if (typeof headers.get === 'function') return (headers as Pick<Headers, 'get'>).get(name) ?? undefined;
  const v = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[v.length - 1] : v;
}

/** The bearer token of an Authorization header: undefined when there is no header, '' when it is malformed. */
export function bearerToken(headers: Headers): string | undefined {
  const header = headers.get('authorization');
  if (header == null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

function readCookie(headers: HeaderSource, name: string): string | undefined {
  const raw = headerOf(headers, 'cookie');
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value; // not percent-encoded properly: the JWT check below refuses it
      }
    }
  }
  return undefined;
}

/** The session id and user id a session cookie carries, when it is a JWT we signed (else null: a 401, not a 500). */
export async function sessionClaims(headers: HeaderSource): Promise<{ sid: number; uid: number } | null> {
  for (const name of SESSION_COOKIES) {
    const value = readCookie(headers, name);
    if (!value || value.length > 8192) continue;
    try {
      const token = await decode({ token: value, secret: authSecret() });
      const sid = Number(token?.sid);
      const uid = Number(token?.uid);
      if (Number.isSafeInteger(sid) && sid > 0 && Number.isSafeInteger(uid) && uid > 0) return { sid, uid };
    } catch {
      /* tampered, malformed or signed with another secret: not a session */
    }
  }
  return null;
}

/** The user of a browser session cookie: a JWT we signed whose server-side session is still open, or null. */
export async function userFromSessionCookie(db: Db, headers: HeaderSource): Promise<SessionUser | null> {
  const claims = await sessionClaims(headers);
  const user = claims ? await userForSession(db, claims.sid, claims.uid) : null;
  if (user) noteRequestUser(user.id);
  return user;
}

/**
 * Who is calling an /api route: a bearer token (integrations) or the browser session cookie.
 * A present-but-bad bearer token is a 401 even when a cookie is also sent.
 */
export async function authenticateRequest(db: Db, req: Request): Promise<SessionUser> {
  const token = bearerToken(req.headers);
  const user = token !== undefined ? (token ? await userForApiToken(db, token) : null) : await userFromSessionCookie(db, req.headers);
  if (!user) throw new UnauthenticatedError();
  noteRequestUser(user.id); // the request's log line (scripts/server.mjs)
  return user;
}

/** Set by scripts/server.mjs on every request (any client-sent value is overwritten): the TCP peer's address. */
export const PEER_HEADER = 'x-moldline-peer';

/**
 * The client's address for throttling and the audit log. The TCP peer (PEER_HEADER) is the client when the
 * app faces clients directly (TRUSTED_PROXIES=0, the default: X-Forwarded-For is then ignored, so a client cannot
 * pick its own address). Behind N proxies that each append to X-Forwarded-For, the client is the N-th address
 * from the right. Without PEER_HEADER (`next dev`, `next start` without scripts/server.mjs) the last
 * X-Forwarded-For entry stands in for the peer: Next.js records the socket address there when none is sent.
 */
export function clientIp(headers: HeaderSource, trustedProxies = env().TRUSTED_PROXIES): string {
  const forwarded = (headerOf(headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const peer = headerOf(headers, PEER_HEADER)?.trim() || forwarded[forwarded.length - 1] || 'unknown';
  if (trustedProxies === 0 || forwarded.length === 0) return peer;
  return forwarded[Math.max(0, forwarded.length - trustedProxies)];
}
