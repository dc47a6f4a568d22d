import type { Db, DbOrTx } from '@/db/client';
import type { SQL } from 'drizzle-orm';

/** Rows of a raw `db.execute()`: postgres-js returns an array, PGlite an object with `rows`. */
export async function executeRows<T>(db: Db | DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
