import { closeDb, dbKind, migrateDb } from '@/db/client';

async function main() {
  const started = Date.now();
  await migrateDb();
  console.log(`Migrations applied (${dbKind()}) in ${Date.now() - started} ms`);
  await closeDb();
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await closeDb().catch(() => {});
  process.exit(1);
});
