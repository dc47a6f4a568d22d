import type { Db, DbOrTx } from '@/db/client';
import { sql, type SQL } from 'drizzle-orm';

/** Rows of a raw `db.execute()`: postgres-js returns an array, PGlite an object with `rows`. */
export async function executeRows<T>(db: Db | DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

/**
 * Many rows as ONE statement parameter, for set-based writes: `select … from json_to_recordset(${jsonRecords(rows)})
 * as t(id int, quantity numeric, …)`. A short statement planned once whatever the batch's size, the same on
 * postgres.js and PGlite — where drizzle's `.values(rows)` sends a parameter per cell (7,000 for 500 rows of 14
 * columns) for the server to parse and plan. Cells are JSON: numbers as numbers, text as text, null as null.
 */
export function jsonRecords(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}
