import { decode } from 'next-auth/jwt';
import type { Db } from '@/db/client';
import { UnauthenticatedError } from '@/lib/errors';
import { authSecret, SESSION_COOKIES } from './secret';
import { findActiveUser, userForApiToken } from './service';
import type { SessionUser } from './types';

/** The bearer token of an Authorization header: undefined when there is no header, '' when it is malformed. */
export function bearerToken(headers: Headers): string | undefined {
  const header = headers.get('authorization');
  if (header == null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

function readCookie(headers: Headers, name: string): string | undefined {
  const raw = headers.get('cookie');
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The user of a browser session cookie (next-auth JWT), or null. */
export async function userFromSessionCookie(db: Db, headers: Headers): Promise<SessionUser | null> {
  for (const name of SESSION_COOKIES) {
    const value = readCookie(headers, name);
    if (!value) continue;
    try {
      const token = await decode({ token: value, secret: authSecret() });
      if (token?.uid) return findActiveUser(db, Number(token.uid));
    } catch {
      /* tampered or signed with another secret: not a session */
    }
  }
  return null;
}

/**
 * Who is calling an /api route: a bearer token (integrations) or the browser session cookie.
 * A present-but-bad bearer token is a 401 even when a cookie is also sent.
 */
export async function authenticateRequest(db: Db, req: Request): Promise<SessionUser> {
  const token = bearerToken(req.headers);
  const user = token !== undefined ? (token ? await userForApiToken(db, token) : null) : await userFromSessionCookie(db, req.headers);
  if (!user) throw new UnauthenticatedError();
  return user;
}

/** Client address for throttling: the address the nearest proxy (or Next's server) recorded. */
export function clientIp(headers: Headers | Record<string, string | string[] | undefined>): string {
  const get = (k: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(k) ?? undefined;
    const v = headers[k];
    return Array.isArray(v) ? v[v.length - 1] : v;
  };
  const forwarded = get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.length) return parts[parts.length - 1];
  }
  return get('x-real-ip') ?? 'unknown';
}
