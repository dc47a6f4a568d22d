import { getToken } from 'next-auth/jwt';
import { NextResponse, type NextRequest } from 'next/server';
import { authSecret } from '@/lib/auth/secret';

/**
 * The friendly redirect only: signed-out visitors go to /login (remembering where they were going).
 * Every page and route handler still checks the caller itself (requireUser / apiHandler).
 */
export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname === '/') return NextResponse.redirect(new URL('/dashboard', req.url));

  const token = await getToken({ req, secret: authSecret() }).catch(() => null);
  if (pathname === '/login') {
    return token ? NextResponse.redirect(new URL('/dashboard', req.url)) : NextResponse.next();
  }
  if (!token) {
    const login = new URL('/login', req.url);
    login.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  // Pages only: /api answers 401 itself, static assets need no session.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|.*\\.(?:png|svg|ico|jpg|jpeg|webp|css|js|map|txt)$).*)'],
};
