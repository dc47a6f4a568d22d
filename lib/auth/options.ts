import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { isServiceError } from '@/lib/errors';
import { clientIp } from './request';
import { authSecret } from './secret';
import { verifyLogin } from './service';

/** A browser session lasts one working day plus change; the cookie is httpOnly, SameSite=Lax, Secure on https. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

let options: NextAuthOptions | undefined;

// Built on first use so that `next build` never needs the secret.
export function getAuthOptions(): NextAuthOptions {
  options ??= {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          try {
            const user = await verifyLogin(getDb(), credentials ?? {}, clientIp(req?.headers ?? {}));
            return { id: String(user.id), name: user.name, email: user.email, role: user.role };
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
        }
        return token;
      },
      session({ session, token }) {
        session.user = {
          id: Number(token.uid),
          name: token.name ?? 'User',
          email: token.email ?? '',
          role: token.role ?? 'Admin',
        };
        return session;
      },
    },
  };
  return options;
}
