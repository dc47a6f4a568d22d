import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * The rest of this transaction may run its statements on their cached generic plans (`plan_cache_mode = auto`,
 * PostgreSQL's own default: after five executions of a named statement, its generic plan when that is estimated no
 * dearer) instead of planning each one again at every execution, as the app's connections are told to
 * (db/client.ts `postgresOptions`: a search keeps the plan its pattern calls for). For a hot write whose statements
 * are lookups by key and short id lists — a production report, where planning at every Bind was 3.4 ms of the
 * server's 9.6 ms a report. Not for a transaction whose statements take id lists of any length (a rates change's
 * 49,500 products): a plan chosen for a few rows would then run them all. A query not started yet, for `inOrder`
 * ahead of the transaction's first statement (`set local`: it ends with the transaction; PGlite takes it too).
 */
export function reuseGenericPlans(tx: DbOrTx) {
  return tx.execute(sql`set local plan_cache_mode = auto`);
}
