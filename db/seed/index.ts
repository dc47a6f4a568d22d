import type { Db } from '@/db/client';
import { refreshPlannerStats } from '@/lib/db/planner-stats';
import { disableDemoUsers, seedAdminFromEnv, seedDemoUsers } from './users';

/**
 * Demo data for a small, believable molding plant. Every step is idempotent (natural keys are checked
 * before inserting), so the demo seed can run again on a seeded database. Domain seeds run in
 * dependency order: customers → molds → products (+ locations, stock lots, BOMs) → suppliers (+ scorecards,
 * corrective actions).
 */
export async function seedDemo(db: Db, log: (msg: string) => void = console.log): Promise<void> {
  await seedDemoUsers(db);
  log('users: admin@example.com / admin123 and demo staff (demo-password-123)');
  const steps: { name: string; load: () => Promise<{ seed: (db: Db) => Promise<string> }> }[] = [
    // Each domain adds its seed module here, e.g. { name: 'customers', load: () => import('./customers') }.
    { name: 'customers', load: () => import('./customers') },
    { name: 'molds', load: () => import('./molds') },
    // Products last: they link to the customers and molds seeded before them.
    { name: 'products', load: () => import('./products') },
    { name: 'suppliers', load: () => import('./suppliers') },
    // Stock movements after products: they move the products seed's lots and keep every product's balance.
    { name: 'stock', load: () => import('./stock') },
    // Production after products and molds: its history is the molds' usage runs.
    { name: 'production', load: () => import('./production') },
    // Maintenance after molds and production: its history is the molds' maintenance records, the sweep raises the rest.
    { name: 'maintenance', load: () => import('./maintenance') },
    // After products (BOMs, cycle times) and any presses: computes every cost sheet.
    { name: 'costing', load: () => import('./costing') },
    // After suppliers (their stories) and stock: a year of orders and receipts computes their receipt metrics.
    { name: 'purchasing', load: () => import('./purchasing') },
    // Sales after stock and production: orders allocate and ship the seeded stock, make-to-order plans work orders.
    { name: 'sales', load: () => import('./sales') },
    // Downtime and scrap reasons after production (its presses and reports); rebuilds the OEE rollups.
    { name: 'oee', load: () => import('./oee') },
  ];
  for (const step of steps) {
    const mod = await step.load();
    log(`${step.name}: ${await mod.seed(db)}`);
  }
}

export async function seedProduction(db: Db, log: (msg: string) => void = console.log, vars: Record<string, string | undefined> = process.env): Promise<void> {
  const message = await seedAdminFromEnv(db, vars);
  log(message ?? 'No ADMIN_EMAIL / ADMIN_PASSWORD given: no user created. Use `npm run user:create` to add the first admin.');
}

export type SeedMode = 'demo' | 'production' | 'disable-demo-users';

/**
 * What `npm run db:seed` does with its arguments. Demo users and sample data come only with an explicit
 * `--demo` (the demo script, the e2e server): without it, on PostgreSQL or the embedded database alike, the seed
 * creates nothing but the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, so demo passwords never reach a real
 * database by accident.
 */
export function seedModeOf(argv: readonly string[]): SeedMode {
  if (argv.includes('--disable-demo-users')) return 'disable-demo-users';
  return argv.includes('--demo') ? 'demo' : 'production';
}

export async function runSeed(db: Db, argv: readonly string[], log: (msg: string) => void = console.log, vars: Record<string, string | undefined> = process.env): Promise<SeedMode> {
  const mode = seedModeOf(argv);
  if (mode === 'disable-demo-users') {
    const disabled = await disableDemoUsers(db);
    log(disabled.length ? `Deactivated demo users: ${disabled.join(', ')}` : 'No active demo users.');
  } else if (mode === 'demo') {
    await seedDemo(db, log);
    const admin = await seedAdminFromEnv(db, vars);
    if (admin) log(admin);
  } else {
    await seedProduction(db, log, vars);
    log('Demo users and sample data are not created without --demo (npm run db:seed -- --demo).');
  }
  await refreshPlannerStats(db); // a fresh load: statistics for the planner before the first search
  return mode;
}
