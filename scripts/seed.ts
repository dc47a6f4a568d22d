/**
 * npm run db:seed                          → migrate, then only the first admin from ADMIN_EMAIL / ADMIN_PASSWORD
 * npm run db:seed -- --demo                → migrate, then the demo plant (admin@example.com / admin123, staff, sample data)
 * npm run db:seed -- --disable-demo-users  → deactivate the demo accounts (a database that started as the demo goes live)
 * Demo users never come without --demo: not on PostgreSQL, not on the embedded database.
 */
import { closeDb, dbKind, getDb, migrateDb } from '@/db/client';
import { runSeed } from '@/db/seed';

async function main() {
  await migrateDb();
  const started = Date.now();
  const mode = await runSeed(getDb(), process.argv.slice(2));
  console.log(`Seed (${mode}) complete (${dbKind()}) in ${Date.now() - started} ms`);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
