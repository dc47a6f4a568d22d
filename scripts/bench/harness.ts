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

/** A service call's timing, statements and the indexes its plans use (`planMeter`). */
export type PlanResult = { name: string; median: number; p95: number; queries: number; rows: number; total: number | null; indexes: string };

/**
 * Times service calls made through `db` (the bench database through a drizzle that records each statement with its
 * parameters) and EXPLAINs (ANALYZE) the statements of each call's last run: their count, and the indexes the plans
 * use — "seq scan" added when a plan reads one of `seqScanTables` whole. `printPlans` prints each plan.
 */
export function planMeter(bench: BenchDb, { seqScanTables, printPlans = false }: { seqScanTables: string[]; printPlans?: boolean }) {
  let statements: { query: string; params: unknown[] }[] = [];
  const db = bench.logged({ logQuery: (query, params) => void statements.push({ query, params }) });
  const seqScan = new RegExp(`Seq Scan on (${seqScanTables.join('|')})\\b`);

  async function measure(name: string, runs: number, fn: () => Promise<unknown>, explain = true): Promise<PlanResult> {
    await fn(); // warm-up (plans, caches)
    const times: number[] = [];
    let out: unknown;
    let recorded: typeof statements = [];
    for (let i = 0; i < runs; i++) {
      statements = [];
      const t = performance.now();
      out = await fn();
      JSON.stringify(out); // the API serialises what the service returns: include it
      times.push(performance.now() - t);
      recorded = statements;
    }
    const { median, p95 } = summarize(times);
    const data = Array.isArray(out) ? out : (out as { data?: unknown[] })?.data;
    const total = (out as { total?: number } | null)?.total ?? null;
    const used = new Set<string>();
    let seq = false;
    for (const s of explain ? recorded : []) {
      if (/^\s*explain\b/i.test(s.query)) continue; // a list's planner estimate (PageQuery.matches) is itself an EXPLAIN
      const plan = (await bench.raw(`explain (analyze, buffers off) ${s.query}`, s.params)).map((r) => String(Object.values(r)[0]));
      for (const line of plan) {
        const m = /(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using |on )(\S+)/.exec(line);
        if (m) used.add(m[1]);
        if (seqScan.test(line)) seq = true;
      }
      if (printPlans) console.log(`\n--- ${name}\n${s.query}\n${JSON.stringify(s.params)}\n${plan.join('\n')}`);
    }
    const indexes = [...used].join(', ') + (seq ? `${used.size ? '; ' : ''}seq scan` : '');
    return { name, median, p95, queries: recorded.length, rows: Array.isArray(data) ? data.length : 1, total, indexes };
  }

  return { db, measure };
}

/** The line a write bench ends with for `npm run bench` (scripts/bench/writes.ts): its figures, as JSON. */
export const BENCH_RESULT = 'BENCH_RESULT ';

/** Print the bench's figures for the write-path table (`name`: the bench, `figures`: label → value with its unit). */
export function emitResult(name: string, figures: Record<string, string>): void {
  console.log(`${BENCH_RESULT}${JSON.stringify({ name, figures })}`);
}
