import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/lib/db/rows';
import pkg from '@/package.json';

export const APP_VERSION: string = pkg.version;

/** Real count of the application's tables (schema public; drizzle's own bookkeeping lives elsewhere). */
export async function countTables(db: Db): Promise<number> {
  const rows = await executeRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function welcome(db: Db) {
  return { version: APP_VERSION, database: { status: 'connected' as const, tables_count: await countTables(db) } };
}
