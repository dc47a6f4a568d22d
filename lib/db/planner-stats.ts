import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { forgetEstimates } from '@/lib/list/paging';

/**
 * After a bulk write (seed, import, bulk load): refresh the planner's statistics and flush what GIN indexes
 * still hold, so searches keep their index plans instead of falling back to sequential scans (issue 13: a trigram
 * index priced at 2,026 against a 71-cost scan until `VACUUM (ANALYZE)`). The trigram indexes are created with
 * `fastupdate = off`, so they never build a pending list; VACUUM also sets the visibility map for index-only scans.
 *
 * VACUUM cannot run inside a transaction block: call this outside one. Tables are quoted identifiers from code,
 * never user input. Without tables, the whole database.
 */
export async function refreshPlannerStats(db: Db, tables: readonly string[] = []): Promise<void> {
  const targets = tables.length ? tables.map((t) => `"${t.replaceAll('"', '""')}"`).join(', ') : '';
  try {
    await db.execute(sql.raw(`vacuum (analyze) ${targets}`));
  } catch {
    // A driver that wraps every statement in a transaction cannot VACUUM: statistics are what matter most.
    await db.execute(sql.raw(`analyze ${targets}`));
  }
  // The lists' "about N" totals read the fresh statistics at once, not after their minute in the cache.
  forgetEstimates(db);
}
