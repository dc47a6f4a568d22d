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
  if (pathname.startsWith('/api/')) return apiPathCheck(req);
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

/**
 * 3. An /api path with a %-escape (only those: the matcher's second entry): one that does not decode
 *    (`/api/customers/%zz`, `/api/x/%C0`) answers the JSON envelope 400 here — Next.js would answer its plain-text
 *    error page (CONTRACT §1: every bad path gets the envelope). The production server (scripts/server.mjs) hands
 *    every path with an escape to Next.js, so both of its paths answer this. Any other escaped path goes on as it is.
 */
function apiPathCheck(req: NextRequest) {
  try {
    decodeURIComponent(new URL(req.url).pathname);
  } catch {
    return NextResponse.json(
      { success: false, message: 'The request path is not valid: it has a malformed %-escape.' },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return NextResponse.next();
}

export const config = {
  // Pages (static assets need no nonce), and /api paths holding a '%' (3. above). Other /api paths never come here:
  // they answer 401 themselves, and must not have their bodies buffered.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:png|svg|ico|jpg|jpeg|webp|css|js|map|txt)$).*)', '/api/:path(.*%.*)'],
};
