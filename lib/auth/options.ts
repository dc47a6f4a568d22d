import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { isServiceError } from '@/lib/errors';
import { clientIp } from './request';
import { authSecret } from './secret';
import { verifyLogin } from './service';
import { createSession, endSession, SESSION_MAX_AGE_SECONDS } from './sessions';

export { SESSION_MAX_AGE_SECONDS };

let options: NextAuthOptions | undefined;

/**
 * next-auth signs the cookie; the session itself lives in the `sessions` table. Signing in opens a row and puts
 * its id (`sid`) into the JWT; every request and page looks the row up (lib/auth/request.ts), so signing out —
 * here or with POST /api/logout — ends the session for good, whatever copy of the cookie is replayed later.
 * Built on first use so that `next build` never needs the secret.
 */
export function getAuthOptions(): NextAuthOptions {
  options ??= {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          try {
            const db = getDb();
            const headers = req?.headers ?? {};
            const ip = clientIp(headers);
            const user = await verifyLogin(db, credentials ?? {}, ip, 'browser');
            const userAgent = typeof headers['user-agent'] === 'string' ? headers['user-agent'] : null;
            const sid = await createSession(db, user, { ip, userAgent });
            return { id: String(user.id), name: user.name, email: user.email, role: user.role, sid };
          } catch (e) {
            // next-auth hands the message to the login page as `error`; our texts are safe to show.
            if (isServiceError(e)) throw new Error(e.message);
            console.error('sign-in failed', e);
            throw new Error('Login failed');
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = Number(user.id);
          token.role = user.role;
          token.sid = user.sid;
        }
        return token;
      },
      // What the browser's useSession() sees. Fail closed: no role in the token → no role (never a default).
      // The server never trusts it: every request re-reads the user and their role from the database.
      session({ session, token }) {
        session.user = {
          id: Number(token.uid),
          name: token.name ?? '',
          email: token.email ?? '',
          role: typeof token.role === 'string' ? token.role : '',
        };
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        const sid = Number(token?.sid);
        const uid = Number(token?.uid);
        if (!Number.isSafeInteger(sid) || sid < 1 || !Number.isSafeInteger(uid)) return;
        await endSession(getDb(), sid, 'sign_out', { id: uid, name: '', email: '', role: '' });
      },
    },
  };
  return options;
}
