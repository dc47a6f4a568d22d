import type { Db } from '@/db/client';
import { env } from '@/lib/env';
import { DEMO_CREDENTIALS } from './demo-accounts';
import { verifyPassword } from './password';
import { isDevelopmentSecret } from './secret';
import { findUserByEmail } from './service';

/**
 * Reasons a production server must not start, each said plainly. Run at start (instrumentation.ts) when
 * NODE_ENV=production; `npm run demo` and the e2e server set MOLDLINE_DEMO=1, where demo passwords are the point.
 */
export async function productionStartProblems(db: Db, vars: Record<string, string | undefined> = process.env): Promise<string[]> {
  const problems: string[] = [];
  const secret = vars.NEXTAUTH_SECRET ?? '';
  if (!secret) {
    problems.push(
      'NEXTAUTH_SECRET is not set. Set it to one long random value (e.g. `openssl rand -hex 32`) and give every instance the same one; the server does not invent it.',
    );
  } else if (secret.length < 32 || isDevelopmentSecret(secret)) {
    problems.push('NEXTAUTH_SECRET is too short or is the development key. Use at least 32 random characters (`openssl rand -hex 32`).');
  }
  if (!env().MOLDLINE_DEMO) {
    for (const { email, password } of DEMO_CREDENTIALS) {
      const user = await findUserByEmail(db, email);
      if (user?.active && (await verifyPassword(password, user.passwordHash))) {
        problems.push(
          `The demo user ${email} still signs in with its demo password. Run \`npm run db:seed -- --disable-demo-users\` (or change its password), or set MOLDLINE_DEMO=1 if this is a demo.`,
        );
      }
    }
  }
  return problems;
}
