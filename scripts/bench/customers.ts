/**
 * Customers at scale: 100,000 generated customers, then ~50 requests each through the real route handlers
 * (bearer-token auth included) and through the service alone, for
 *   GET /api/customers?search=…            (paged list: count + page of 15, code/company/email contains)
 *   GET /api/sales/customers/search?q=…    (picker: company/code/contact/email contains, top 10 by relevance)
 * and prints median and p95, plus the plans of the key queries (they must use the trigram GIN indexes).
 *
 *   npx tsx --conditions=react-server scripts/bench/customers.ts    # PGlite, in memory (react-server: services import server-only)
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_customers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_customers npx tsx --conditions=react-server scripts/bench/customers.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_customers
 *
 * Options: --customers=100000 --runs=50 --detail (the five slowest terms of each series)
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { GET as listRoute } from '@/app/api/customers/route';
import { GET as searchRoute } from '@/app/api/sales/customers/search/route';
import { closeDb, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { listCustomers, searchCustomers } from '@/lib/customers/service';
import { executeRows } from '@/lib/db/rows';
import type { ServiceContext } from '@/lib/service-context';
import { benchArgs, openBenchDb, summarize } from './harness';
import { inChunks, insertCustomers } from './dataset';

const args = benchArgs();
const CUSTOMERS = Number(args.customers ?? 100_000);
const RUNS = Number(args.runs ?? 50);

type Raw = (query: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The bench database (scripts/bench/harness.ts), with a drizzle that traces what it sends for EXPLAIN. */
async function open(): Promise<{ db: Db; kind: string; raw: Raw; traced: Db }> {
  const bench = await openBenchDb();
  return { db: bench.db, kind: bench.label, raw: (query, params) => bench.raw(query, params), traced: bench.logged(tracer) };
}

/** The statements a traced call sent, so EXPLAIN runs exactly what the service runs. */
let traced: { query: string; params: unknown[] }[] = [];
const tracer: Logger = { logQuery: (query, params) => void traced.push({ query, params }) };

async function load(db: Db) {
  const [{ n }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from customers`);
  if (Number(n) >= CUSTOMERS) {
    console.log(`data already loaded (${n} customers)`);
    return;
  }
  const started = Date.now();
  // The issue-13 dataset's customers (scripts/bench/dataset.ts), one INSERT … SELECT generate_series per 25k rows.
  await inChunks(CUSTOMERS, 25_000, (from, to) => insertCustomers(db, from, to));
  await db.execute(sql`select setval('customer_code_seq', ${CUSTOMERS})`);
  await db.execute(sql`analyze customers`);
  console.log(`loaded ${CUSTOMERS.toLocaleString('en-US')} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function time(label: string, terms: string[], run: (term: string) => Promise<unknown>) {
  for (const t of terms.slice(0, 3)) await run(t); // warm-up
  const ms: number[] = [];
  const byTerm: [string, number][] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(terms[i % terms.length]);
    ms.push(performance.now() - started);
    byTerm.push([terms[i % terms.length], ms[ms.length - 1]]);
  }
  const r = summarize(ms);
  console.log(`${label.padEnd(58)} median ${r.median.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   max ${r.max.toFixed(1).padStart(7)} ms`);
  if (args.detail) {
    const slowest = byTerm.sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`${''.padEnd(6)}slowest: ${slowest.map(([t, m]) => `${JSON.stringify(t)} ${m.toFixed(0)} ms`).join(', ')}`);
  }
}

/** EXPLAIN ANALYZE of every SELECT a service call sends; lists the customers_* indexes each plan uses. */
async function explain(raw: Raw, tracedDb: Db, label: string, run: (db: Db) => Promise<unknown>) {
  traced = [];
  await run(tracedDb);
  for (const { query, params } of traced.filter((t) => /^\s*select/i.test(t.query))) {
    const rows = await raw(`explain (analyze, costs off, timing off, summary on) ${query}`, params);
    const plan = rows.map((r) => String(Object.values(r)[0]));
    const indexes = [...new Set(plan.join('\n').match(/customers_\w+/g) ?? [])];
    console.log(`\n-- ${label}: ${indexes.length ? `indexes used: ${indexes.join(', ')}` : 'no index (sequential scan)'}`);
    console.log(`   ${query.replace(/\s+/g, ' ').slice(0, 400)}  -- params ${JSON.stringify(params)}`);
    for (const line of plan) console.log(`   ${line}`);
  }
}

async function main() {
  const { db, kind, raw, traced: tracedDb } = await open();
  console.log(`Customers benchmark on ${kind}`);
  await load(db);

  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const user = toSessionUser(row);
  const token = await issueApiToken(db, user);
  const ctx: ServiceContext = { db, user };
  const headers = { authorization: `Bearer ${token}` };
  const get = async (handler: (req: Request) => Promise<Response>, path: string) => {
    const res = await handler(new Request(`http://localhost${path}`, { headers }));
    if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
    return res.json();
  };

  // 50 terms a person would type: company words and pairs, codes, contact names, email fragments, two letters.
  const terms = [
    'apex', 'summit pharma', 'great lakes auto', 'closures', 'plastics inc', 'northstar medical', 'keystone', 'heartland pack', 'pioneer power', 'medical devices',
    'CN4711', 'cn98765', 'CN1234', 'cn50000', 'CN777', 'CN99999', 'cn2024', 'CN31415', 'CN8', 'CN271',
    'maria', 'kowalski', 'tanaka', 'emily chen', 'okafor', 'vasquez', 'sorensen', 'haddad', 'igor petrov', 'priya raman',
    'maria12345@', 'kevin7', '@apexautomotive', 'grace4242', 'olivia9', '.example', 'summitplastics.ex', 'wei88', 'fatima1001', 'igor5',
    'ac', 'ox', 'zz', 'qu', 'lt', 'xyz-nomatch', 'molding llc', 'dental group', 'toys co.', 'trail',
  ];

  console.log(`\n${RUNS} requests each (after 3 warm-up), ${terms.length} different terms:`);
  await time('GET /api/customers?search=… (route, token auth)', terms, (t) => get(listRoute, `/api/customers?search=${encodeURIComponent(t)}`));
  await time('GET /api/sales/customers/search?q=… (route, token auth)', terms, (t) => get(searchRoute, `/api/sales/customers/search?q=${encodeURIComponent(t)}`));
  await time('listCustomers(search) (service only)', terms, (t) => listCustomers(ctx, { search: t }));
  await time('searchCustomers(q) (service only)', terms, (t) => searchCustomers(ctx, { q: t }));
  const selective = terms.filter((t) => t.length >= 3 && !['.example', 'closures', 'medical devices'].includes(t));
  await time('GET /api/sales/customers/search, terms of 3+ characters', selective, (t) => get(searchRoute, `/api/sales/customers/search?q=${encodeURIComponent(t)}`));
  await time('GET /api/customers?page=N (no search, pages 1–6667)', ['1', '2', '50', '500', '3000', '6667'], (p) => get(listRoute, `/api/customers?page=${p}`));

  await explain(raw, tracedDb, 'search endpoint, q=heartland clos', (db) => searchCustomers({ db, user }, { q: 'heartland clos' }));
  await explain(raw, tracedDb, 'search endpoint, q=ac (2 letters: no trigram, table scan)', (db) => searchCustomers({ db, user }, { q: 'ac' }));
  await explain(raw, tracedDb, 'list, search=CN4711', (db) => listCustomers({ db, user }, { search: 'CN4711' }));
  await explain(raw, tracedDb, 'list, search=plastics inc', (db) => listCustomers({ db, user }, { search: 'plastics inc' }));
  await explain(raw, tracedDb, 'list, no search, page 3000', (db) => listCustomers({ db, user }, { page: 3000 }));

  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exitCode = 1;
});
