import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { getDb } from '@/db/client';
import { appTables, rowCounts, sequenceStates } from '@/lib/system/backup/catalog';
import { pgliteSession, type Session } from '@/lib/system/backup/connection';
import { MIGRATIONS_TABLE } from '@/lib/system/backup/migrations';
import { uid } from '../helpers';

/** A scratch folder, removed by `cleanup`. */
export function scratchDir(): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moldline-ops-'));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The PGlite instance behind the test file's database (tests/setup-db.ts), as a backup session left open. */
export function currentPgliteSession(): Session {
  const client = (getDb() as unknown as { $client: PGlite }).$client;
  return pgliteSession(client, 'in-memory test database', async () => {});
}

/**
 * A new, empty PostgreSQL database on the server of DATABASE_URL (the run's database stays untouched): its URL
 * and a `drop` that removes it.
 */
export async function scratchPostgres(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${base.pathname.slice(1)}_${label}_${uid()}`.toLowerCase().slice(0, 63);
  const admin = postgres(base.toString(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = postgres(base.toString(), { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

/** Tables whose every row is compared by checksum (the rest by count). */
export const KEY_TABLES: Record<string, string> = {
  users: 'id',
  customers: 'id',
  molds: 'id',
  mold_usage_records: 'id',
  products: 'id',
  work_orders: 'id',
  production_reports: 'id',
  stock_balances: 'product_id',
  stock_lots: 'id',
  work_order_sequences: 'year',
  audit_log: 'id',
};

export type DatabaseFacts = {
  counts: Record<string, number>;
  sequences: Record<string, string>;
  checksums: Record<string, string>;
  /** The last work-order number given out, per year (a counter table, not a sequence). */
  lastWorkOrder: Record<string, number>;
};

/** What a restore must reproduce: every table's rows, every sequence's state, and a checksum of the key tables. */
export async function factsOf(session: Session): Promise<DatabaseFacts> {
  // Timestamps print in the session's zone: the same zone on both sides.
  await session.exec(`set timezone = 'UTC'`);
  const tables = (await appTables(session)).map((t) => t.name);
  const counts = await rowCounts(session, [...tables, MIGRATIONS_TABLE]);
  const sequences = Object.fromEntries((await sequenceStates(session)).map((s) => [s.name, `${s.last_value}/${s.is_called}`]));
  const checksums: Record<string, string> = {};
  for (const [table, key] of Object.entries(KEY_TABLES)) {
    const [row] = await session.query<{ sum: string | null }>(`select md5(string_agg(t::text, E'\\n' order by t."${key}")) as sum from "${table}" t`);
    checksums[table] = row.sum ?? 'empty';
  }
  const numbers = await session.query<{ year: number; last_number: number }>('select year, last_number from work_order_sequences');
  return { counts, sequences, checksums, lastWorkOrder: Object.fromEntries(numbers.map((r) => [String(r.year), r.last_number])) };
}
