import type { Db } from '@/db/client';
import { seedAdminFromEnv, seedDemoUsers } from './users';

/**
 * Demo data for a small, believable molding plant. Every step is idempotent (natural keys are checked
 * before inserting), so `npm run db:seed` can run again on a seeded database. Domain seeds run in
 * dependency order: customers → molds → products (+ locations, stock lots, BOMs).
 */
export async function seedDemo(db: Db, log: (msg: string) => void = console.log): Promise<void> {
  await seedDemoUsers(db);
  log('users: admin@example.com / admin123 and demo staff');
  const steps: { name: string; load: () => Promise<{ seed: (db: Db) => Promise<string> }> }[] = [
    // Each domain adds its seed module here, e.g. { name: 'customers', load: () => import('./customers') }.
    { name: 'customers', load: () => import('./customers') },
    { name: 'molds', load: () => import('./molds') },
    // Products last: they link to the customers and molds seeded before them.
    { name: 'products', load: () => import('./products') },
  ];
  for (const step of steps) {
    const mod = await step.load();
    log(`${step.name}: ${await mod.seed(db)}`);
  }
}

export async function seedProduction(db: Db, log: (msg: string) => void = console.log): Promise<void> {
  const message = await seedAdminFromEnv(db);
  log(message ?? 'No ADMIN_EMAIL / ADMIN_PASSWORD given: no user created. Use `npm run user:create` to add the first admin.');
}
