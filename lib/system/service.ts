import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/lib/db/rows';
import pkg from '@/package.json';
import { lifecycle } from './lifecycle';

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

export type Readiness = {
  ready: boolean;
  body: { status: 'ready' | 'starting' | 'shutting_down' | 'unavailable'; database: 'connected' | 'unavailable' | 'unchecked'; migrations: 'applied' | 'pending' };
};

/**
 * GET /api/health/ready: whether this instance should get traffic. Not before its migrations ran at start, not
 * once it is shutting down (SIGTERM), not while the database does not answer.
 */
export async function readiness(db: () => Db): Promise<Readiness> {
  const state = lifecycle();
  const migrations = state.migrated ? ('applied' as const) : ('pending' as const);
  if (state.shuttingDown) return { ready: false, body: { status: 'shutting_down', database: 'unchecked', migrations } };
  if (!state.migrated) return { ready: false, body: { status: 'starting', database: 'unchecked', migrations } };
  let up = false;
  try {
    up = await pingDatabase(db());
  } catch {
    up = false; // the database could not even be opened
  }
  return up ? { ready: true, body: { status: 'ready', database: 'connected', migrations } } : { ready: false, body: { status: 'unavailable', database: 'unavailable', migrations } };
}
