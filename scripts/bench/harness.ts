/**
 * What the plant-scale benches share: their `--key=value` options, a migrated database (PostgreSQL with DATABASE_URL,
 * else PGlite in memory) installed as the app's database — with raw SQL for EXPLAIN and, for counting statements,
 * the same database through a drizzle that reports each one — and median / p95 of timed runs.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
// Not a React hook: the test/bench hook-in of the app's database, renamed so the hooks lint rule reads it right.
import { MIGRATIONS_DIR, pgliteExtensions, postgresOptions, useDatabase as installDatabase, type Db } from '@/db/client';
import * as schema from '@/db/schema';

/** The script's `--key=value` options (`--flag` alone is 'true'). */
export function benchArgs(argv: string[] = process.argv.slice(2)): Record<string, string> {
  return Object.fromEntries(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? 'true'];
    }),
  );
}

export type BenchDb = {
  db: Db;
  kind: 'postgres' | 'pglite';
  label: string;
  /** A statement with `$n` parameters on the same connection, its rows as objects (EXPLAIN of a recorded statement). */
  raw: (query: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  /** The same database through a drizzle that reports every statement it sends to `logger` (not installed as the app's). */
  logged: (logger: Logger) => Db;
  close: () => Promise<void>;
};

export async function openBenchDb(): Promise<BenchDb> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = postgres(url, postgresOptions());
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: installDatabase({ kind: 'postgres', client }),
      kind: 'postgres',
      label: `PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`,
      raw: async (query, params = []) => [...(await client.unsafe(query, params as never[]))],
      logged: (logger) => drizzlePostgres(client, { schema, casing: 'snake_case', logger }) as unknown as Db,
      close: () => client.end(),
    };
  }
  const client = new PGlite({ extensions: pgliteExtensions() });
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: installDatabase({ kind: 'pglite', client }),
    kind: 'pglite',
    label: 'PGlite (in memory)',
    raw: async (query, params = []) => (await client.query<Record<string, unknown>>(query, params)).rows,
    logged: (logger) => drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db,
    close: () => client.close(),
  };
}

/** Median and p95 (nearest rank) of `ms`. */
export function summarize(ms: number[]): { median: number; p95: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.max(0, Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1))];
  return { median: at(50), p95: at(95), max: s[s.length - 1] };
}

/** Runs `fn` `runs` times after `warm` warm-ups; prints and returns median / p95. */
export async function timeIt(label: string, runs: number, fn: () => Promise<unknown>, warm = 3): Promise<{ median: number; p95: number; max: number }> {
  for (let i = 0; i < warm; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  const r = summarize(ms);
  console.log(`${label.padEnd(48)} median ${r.median.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   max ${r.max.toFixed(1).padStart(7)} ms`);
  return r;
}
