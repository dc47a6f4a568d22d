import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { runSeed, seedModeOf } from '@/db/seed';
import { DEMO_CREDENTIALS, DEMO_STAFF_PASSWORD, disableDemoUsers, seedAdminFromEnv, seedDemoUsers } from '@/db/seed/users';
import { findUserByEmail } from '@/lib/auth/service';
import { productionStartProblems } from '@/lib/auth/startup-checks';
import { env } from '@/lib/env';
import { uid } from '../helpers';

const GOOD_SECRET = { NEXTAUTH_SECRET: 'f'.repeat(64) };

describe('db:seed: demo users only with --demo', () => {
  it('reads its mode from the arguments: no flag (or --production) is never the demo', () => {
    expect(seedModeOf([])).toBe('production');
    expect(seedModeOf(['--production'])).toBe('production');
    expect(seedModeOf(['--demo'])).toBe('demo');
    expect(seedModeOf(['--disable-demo-users'])).toBe('disable-demo-users');
  });

  it('without --demo creates only the admin from ADMIN_EMAIL / ADMIN_PASSWORD, on this database (PGlite or PostgreSQL)', async () => {
    const db = getDb();
    const before = await findUserByEmail(db, 'admin@example.com');
    const log: string[] = [];
    const email = `ops-${uid()}@plant.example`;
    expect(await runSeed(db, [], (m) => log.push(m), { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Harbor-Walrus-63' })).toBe('production');
    expect(log.join('\n')).toContain(`Created admin ${email}.`);
    expect(log.join('\n')).toContain('Demo users and sample data are not created without --demo');
    expect((await findUserByEmail(db, email))?.role).toBe('Admin');
    // No demo user appeared. Checked on the file's own database (PGlite): on the shared PostgreSQL database another
    // test file may seed the demo users while this one runs (seen: the admin absent before, a demo user present after).
    if (!before && !process.env.DATABASE_URL) {
      for (const { email: demo } of DEMO_CREDENTIALS) expect(await findUserByEmail(db, demo)).toBeUndefined();
    }
  });

  it('refuses a common first-admin password', async () => {
    await expect(seedAdminFromEnv(getDb(), { ADMIN_EMAIL: `ops-${uid()}@plant.example`, ADMIN_PASSWORD: 'password123' })).rejects.toMatchObject({ kind: 'Validation' });
  });
});

describe('a production start', () => {
  it('refuses without a shared NEXTAUTH_SECRET, with the development key or a short one', async () => {
    const db = getDb();
    expect((await productionStartProblems(db, {}))[0]).toMatch(/^NEXTAUTH_SECRET is not set\. .*the same one; the server does not invent it\.$/);
    expect((await productionStartProblems(db, { NEXTAUTH_SECRET: 'short' }))[0]).toMatch(/too short/);
    expect((await productionStartProblems(db, { NEXTAUTH_SECRET: 'moldline-development-secret-not-for-production-use' }))[0]).toMatch(/development key/);
  });

  it('refuses while a demo user still signs in with its demo password, and says how to fix it', async () => {
    const db = getDb();
    await seedDemoUsers(db);
    // The seed leaves existing accounts alone: on a database kept between runs (a developer's PostgreSQL) the
    // previous run of this test left them disabled.
    await db.update(users).set({ active: true }).where(inArray(users.email, DEMO_CREDENTIALS.map((c) => c.email)));
    const saved = env().MOLDLINE_DEMO;
    try {
      env().MOLDLINE_DEMO = false;
      const problems = await productionStartProblems(db, GOOD_SECRET);
      expect(problems).toContain(
        'The demo user admin@example.com still signs in with its demo password. Run `npm run db:seed -- --disable-demo-users` (or change its password), or set MOLDLINE_DEMO=1 if this is a demo.',
      );
      env().MOLDLINE_DEMO = true;
      expect(await productionStartProblems(db, GOOD_SECRET)).toEqual([]);
      env().MOLDLINE_DEMO = false;
      expect((await disableDemoUsers(db)).sort()).toEqual(DEMO_CREDENTIALS.map((c) => c.email).sort());
      expect(await productionStartProblems(db, GOOD_SECRET)).toEqual([]);
      expect(DEMO_STAFF_PASSWORD).toBe('demo-password-123');
    } finally {
      env().MOLDLINE_DEMO = saved;
    }
  });
});
