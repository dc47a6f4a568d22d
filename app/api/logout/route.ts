import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { signOut } from '@/lib/auth/account';
import { SESSION_COOKIES } from '@/lib/auth/secret';

/**
 * Ends what the request signed in with: the bearer token is revoked, or the browser session of the cookie is
 * ended server-side (a replayed copy of the cookie is refused from now on) and the cookie cleared.
 */
export const POST = apiHandler(async ({ ctx }) => {
  const ended = await signOut(ctx);
  const res = json(envelope.message('Logged out'));
  if (ended === 'session') {
    for (const name of SESSION_COOKIES) {
      res.headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`);
    }
  }
  return res;
});
