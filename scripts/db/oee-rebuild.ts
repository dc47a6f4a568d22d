/**
 * The OEE rollups written again from the raw rows (downtime events, production reports and their scrap reasons), in
 * the plant's zone (PLANT_TIME_ZONE): once on a database that had reports before the rollups existed (the migration
 * cannot know the plant's zone), or after PLANT_TIME_ZONE changed. One transaction; the demo seed does it by itself.
 *
 *   npx tsx --conditions=react-server scripts/db/oee-rebuild.ts
 */
import { closeDb, getDb, migrateDb } from '@/db/client';
import { rebuildOeeRollups } from '@/lib/oee/rollups';

async function main() {
  const started = Date.now();
  await migrateDb();
  await getDb().transaction((tx) => rebuildOeeRollups(tx));
  console.log(`OEE rollups rebuilt in ${Date.now() - started} ms`);
  await closeDb();
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await closeDb().catch(() => {});
  process.exit(1);
});
