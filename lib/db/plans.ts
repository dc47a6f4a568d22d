import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * The rest of this transaction runs its statements on their cached generic plans (`plan_cache_mode =
 * force_generic_plan`) instead of planning each one again at every execution, as the app's connections are told to
 * (db/client.ts `postgresOptions`: a search keeps the plan its pattern calls for). For a hot write whose statements
 * are lookups by key and short id lists — a production report, where planning at every Bind was 3.4 ms of the
 * server's 9.6 ms a report. `auto` (PostgreSQL's default) left the two statements that take an id list as text —
 * the balances' refresh and the batch's stamp — planned at every call (≈ 0.28 and 0.21 ms of Bind each); a generic
 * plan estimates such a list at ten rows, so it probes the key's index on any table larger than a few pages, and it
 * is made again when the tables' statistics change (ANALYZE). Not for a transaction whose statements take id lists
 * of any length (a rates change's 49,500 products): a plan chosen for a few rows would then run them all. A query
 * not started yet, for `inOrder` ahead of the transaction's first statement (`set local`: it ends with the
 * transaction; PGlite takes it too).
 */
export function reuseGenericPlans(tx: DbOrTx) {
  return tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
}

/**
 * The rest of this transaction plans its joins for data in memory (`random_page_cost` 1.1, the usual setting for
 * SSD-backed or cached databases, where the default 4 prices a table on spinning disks): a few hundred ids joined
 * to tables of 50,000 rows then probe their indexes instead of hashing whole tables. Measured on a raw
 * material's cost change (~600 of 50,000 products): its product and BOM reads went from seq scans of products'
 * costing rows, BOMs, BOM lines and current sheets (16.6 and 19.2 ms) to index probes (10.4 and 12.3 ms). For a
 * transaction that reads a few of many rows by id lists; the app's connections keep PostgreSQL's default.
 */
export function probeByIndex(tx: DbOrTx) {
  return tx.execute(sql`set local random_page_cost = 1.1`);
}
