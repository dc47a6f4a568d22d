/**
 * The key that signs browser session cookies (next-auth JWT). Production must be given NEXTAUTH_SECRET — the
 * same value on every instance behind one load balancer, or they reject each other's sessions — and refuses to
 * start without it (lib/auth/startup-checks.ts). `npm run demo` writes a random one into .env.local (mode 600);
 * development and tests get a fixed local key. Edge-safe: no Node imports, so middleware.ts can use it.
 */
const DEV_SECRET = 'moldline-development-secret-not-for-production-use';

export function isDevelopmentSecret(secret: string): boolean {
  return secret === DEV_SECRET;
}

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('NEXTAUTH_SECRET is not set. Set it to a long random string (e.g. `openssl rand -hex 32`), the same on every instance.');
  }
  return DEV_SECRET;
}

/** Session cookie names next-auth v4 uses (the __Secure- one when the site runs on https). */
export const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'] as const;
