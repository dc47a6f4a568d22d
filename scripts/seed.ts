/**
 * npm run db:seed                 → migrate, then the demo plant (admin@example.com / admin123 and sample data)
 * npm run db:seed -- --production → migrate, then only the first admin from ADMIN_EMAIL / ADMIN_PASSWORD
 * ADMIN_EMAIL / ADMIN_PASSWORD are honoured in both modes.
 */
import { closeDb, dbKind, getDb, migrateDb } from '@/db/client';
import { seedDemo, seedProduction } from '@/db/seed';
import { seedAdminFromEnv } from '@/db/seed/users';

async function main() {
  const production = process.argv.includes('--production');
  await migrateDb();
  const db = getDb();
  const started = Date.now();
  if (production) {
    await seedProduction(db);
  } else {
    await seedDemo(db);
    const admin = await seedAdminFromEnv(db);
    if (admin) console.log(admin);
  }
  console.log(`Seed complete (${dbKind()}) in ${Date.now() - started} ms`);
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
