import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { createUser, findUserByEmail } from '@/lib/auth/service';
import { DEMO_ADMIN, DEMO_CREDENTIALS, DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@/lib/auth/demo-accounts';

/**
 * The demo's people (lib/auth/demo-accounts.ts). They exist only where the demo put them (`npm run demo`, the e2e
 * server, the tests, or an explicit `npm run db:seed -- --demo`); a production server refuses to start while any of
 * them can still sign in with its demo password (lib/auth/startup-checks.ts).
 */
export { DEMO_ADMIN, DEMO_CREDENTIALS, DEMO_STAFF, DEMO_STAFF_PASSWORD };

/**
 * The demo's admin and a few colleagues. Existing users are left alone. Their passwords are demo passwords
 * (the common-password check that real users get would refuse them), so they are inserted directly.
 */
export async function seedDemoUsers(db: Db): Promise<void> {
  const { hashPassword } = await import('@/lib/auth/password');
  for (const person of [DEMO_ADMIN, ...DEMO_STAFF.map((s) => ({ ...s, password: DEMO_STAFF_PASSWORD }))]) {
    if (await findUserByEmail(db, person.email)) continue;
    await db.insert(users).values({ email: person.email, name: person.name, role: person.role, passwordHash: await hashPassword(person.password) });
  }
}

/** Deactivates every demo account (`npm run db:seed -- --disable-demo-users`): how a plant that started from the demo goes live. */
export async function disableDemoUsers(db: Db): Promise<string[]> {
  const disabled: string[] = [];
  for (const { email } of DEMO_CREDENTIALS) {
    const user = await findUserByEmail(db, email);
    if (user?.active) {
      await db.update(users).set({ active: false, updatedAt: new Date() }).where(eq(users.id, user.id));
      disabled.push(email);
    }
  }
  return disabled;
}

/** Outside the demo: the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, if both are set and no such user exists. */
export async function seedAdminFromEnv(db: Db, vars: Record<string, string | undefined> = process.env): Promise<string | null> {
  const email = vars.ADMIN_EMAIL;
  const password = vars.ADMIN_PASSWORD;
  if (!email || !password) return null;
  if (await findUserByEmail(db, email)) return `Admin ${email} already exists.`;
  await createUser(db, { email, password, name: vars.ADMIN_NAME ?? 'Administrator', role: 'Admin' });
  return `Created admin ${email}.`;
}
