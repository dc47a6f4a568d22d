import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { authSecret } from '@/lib/auth/secret';
import { contentSecurityPolicy, HSTS, servedOverHttps } from '@/lib/security-headers';

/** Pages anyone may open: the sign-in page, and the API reference (as public as /api/openapi.json it shows). */
const PUBLIC_PAGES = new Set(['/login', '/api-docs']);

/**
 * 1. Security headers of the pages: a fresh nonce per request in a Content-Security-Policy without
 *    'unsafe-inline' scripts (Next.js reads the nonce from the request's CSP header and puts it on its own
 *    scripts — every page is rendered per request), HSTS when served over https. /api is not matched: with a
 *    middleware in front, Next.js buffers request bodies (up to 10 MB) to hand them to it, which would defeat the
 *    streamed 1 MB limit of lib/api/handler.ts; the API's headers come from next.config.mjs.
 * 2. The friendly redirect only: signed-out visitors go to /login (remembering where they were going).
 *    Every page and route handler still checks the caller itself (requireUser / apiHandler), against the
 *    server-side session: a cookie whose session has ended passes here and is refused there.
 */
export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const https = servedOverHttps(req.nextUrl, req.headers);

  const finish = (res: NextResponse) => {
    if (https) res.headers.set('Strict-Transport-Security', HSTS);
    return res;
  };

  if (pathname === '/') return finish(NextResponse.redirect(new URL('/dashboard', req.url)));
  const token = await getToken({ req, secret: authSecret() }).catch(() => null);
  if (!PUBLIC_PAGES.has(pathname) && !token) {
    const login = new URL('/login', req.url);
    login.searchParams.set('callbackUrl', `${pathname}${search}`);
    return finish(NextResponse.redirect(login));
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set('Content-Security-Policy', csp);
  return finish(res);
}

export const config = {
  // Pages only: /api answers 401 itself (and must not have its bodies buffered), static assets need no nonce.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:png|svg|ico|jpg|jpeg|webp|css|js|map|txt)$).*)'],
};
