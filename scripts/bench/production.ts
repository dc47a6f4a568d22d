/**
 * Production at plant scale: 100 presses, 2,000 products, 1,000 molds, 200,000 work orders and 2,000,000 production
 * reports (defaults); then requests through the real route handlers (bearer-token auth included) with median and
 * p95, the SQL statements each sends, and the plans of the list, search, stats and shop-floor reads after ANALYZE.
 *
 *   npx tsx --conditions=react-server scripts/bench/production.ts --orders=50000 --reports=200000   # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_production
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_production npx tsx --conditions=react-server scripts/bench/production.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_production
 *
 * Options: --orders=200000 --reports=2000000 --machines=100 --runs=60 --explain --only=search (the list's searches and their plans)
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { GET as statsRoute } from '@/app/api/production/stats/route';
import { POST as reportRoute } from '@/app/api/production/work-orders/[id]/reports/route';
import { GET as workOrderRoute } from '@/app/api/production/work-orders/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/production/work-orders/route';
import { GET as jobsRoute } from '@/app/api/shop-floor/jobs/route';
import { GET as machinesRoute } from '@/app/api/shop-floor/machines/route';
import { GET as floorStatsRoute } from '@/app/api/shop-floor/stats/route';
import { closeDb, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { authenticateRequest } from '@/lib/auth/request';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { shopFloorJobs, shopFloorMachines, shopFloorStats } from '@/lib/machines/service';
import { listWorkOrders, productionStats, rebuildStatusCounts } from '@/lib/production/service';
import type { ServiceContext } from '@/lib/service-context';
import { benchArgs, openBenchDb, timeIt, type BenchDb } from './harness';

const args = benchArgs();
const ORDERS = Number(args.orders ?? 200_000);
const REPORTS = Number(args.reports ?? 2_000_000);
const MACHINES = Number(args.machines ?? 100);
const RUNS = Number(args.runs ?? 60);
const PRODUCTS = 2_000;
const MOLDS = 1_000;
/** Orders in progress: the last ones, about one per press. */
const RUNNING = Math.min(MACHINES, ORDERS);

let traced: { query: string; params: unknown[] }[] = [];
const tracer: Logger = { logQuery: (query, params) => void traced.push({ query, params }) };


/** A deterministic 0–99 from integers (the same data on both databases). */
const h = (expr: string) => `(abs(hashint4(${expr})) % 100)`;

async function load(db: Db) {
  const [{ n }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from work_orders`);
  if (Number(n) >= ORDERS) {
    console.log(`data already loaded (${n} work orders)`);
    return;
  }
  if (Number(n) > 0) throw new Error('A partly loaded database: drop it and create it again.');
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  await db.execute(sql`
    insert into products (product_code, product_name, description, product_type, unit, cycle_time_seconds, cavity_count)
    select 'BP-' || lpad(g::text, 5, '0'), 'Bench part ' || g, 'Molded part number ' || g, 'finished_good', 'ea', 12 + g % 40, 1 + g % 16
    from generate_series(1, ${PRODUCTS}::int) g`);
  await db.execute(sql`
    insert into molds (mold_code, mold_name, ownership, cavity_count, status, maintenance_interval_shots, total_shots_lifetime, shots_since_maintenance)
    select 'BM-' || lpad(g::text, 5, '0'), 'Bench tool ' || g, 'company_owned', (array[1,2,4,8,16])[1 + g % 5],
           (case when g % 50 = 0 then 'maintenance' else 'active' end)::mold_status, 500000, 1000000 + g * 100, (g * 997) % 400000
    from generate_series(1, ${MOLDS}::int) g`);
  await db.execute(sql`
    insert into machines (machine_number, machine_name, tonnage, status, hourly_rate)
    select 'BPRESS-' || lpad(g::text, 3, '0'), 'Bench press ' || g, 50 + (g * 37) % 451, 'running', 30 + g % 60
    from generate_series(1, ${MACHINES}::int) g`);
  step(`${PRODUCTS} products, ${MOLDS} molds, ${MACHINES} presses`);

  // Orders: numbered per year (90,000 a year), oldest first; the last RUNNING are in progress, one per press;
  // of the rest, in 100: 86 completed, 6 scheduled, 4 delayed, 4 pending. Completed ones finished on their day.
  for (let from = 1; from <= ORDERS; from += 100_000) {
    const to = Math.min(ORDERS, from + 99_999);
    await db.execute(sql`
      insert into work_orders (work_order_number, product_id, mold_id, machine_id, quantity_planned, quantity_completed, quantity_scrap, shots_total,
                               status, priority, target_date, cycle_time_seconds, cavity_count, started_at, completed_at, created_at, updated_at)
      select 'WO-' || (2015 + (g - 1) / 90000) || '-' || lpad((((g - 1) % 90000) + 1)::text, 5, '0'),
             1 + g % ${PRODUCTS}, 1 + (g * 7) % ${MOLDS}, 1 + g % ${MACHINES},
             planned, case when st = 'completed' then planned - planned * ${sql.raw(h('g'))} / 2000 when st = 'in_progress' then planned / 3 else 0 end, 0, 0,
             st::work_order_status, (array['high','medium','medium','low'])[1 + g % 4]::work_order_priority,
             (day + 3)::date, 20, 4,
             case when st in ('completed', 'in_progress') then day + time '06:00' end,
             case when st = 'completed' then day + time '20:00' end,
             day - 3 + time '09:00', day + time '20:00'
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select (current_date - ((${ORDERS}::int - g) * 1500 / ${ORDERS}::int))::date as day, 500 * (1 + g % 40) as planned) d
      cross join lateral (select case when g > ${ORDERS - RUNNING}::int then 'in_progress'
                                      when ${sql.raw(h('g * 3'))} < 86 then 'completed' when ${sql.raw(h('g * 3'))} < 92 then 'scheduled'
                                      when ${sql.raw(h('g * 3'))} < 96 then 'delayed' else 'pending' end as st) s`);
  }
  await db.execute(sql`update work_orders set machine_id = id - ${ORDERS - RUNNING} where status = 'in_progress'`);
  step(`${ORDERS} work orders`);

  // Reports: spread over the completed orders (about 10 each); then today's reports of the running orders
  // (one in 200, ~100 a press), inserted last as a day's reports are.
  const today = Math.floor(REPORTS / 200);
  for (let from = 1; from <= REPORTS - today; from += 500_000) {
    const to = Math.min(REPORTS - today, from + 499_999);
    await db.execute(sql`
      insert into production_reports (work_order_id, machine_id, shots, good_parts, scrap_parts, operator, reported_at)
      select wo.id, wo.machine_id, 100 + r % 400, (100 + r % 400) * 4 - r % 30, r % 30, 'Operator ' || (r % 40), coalesce(wo.completed_at, wo.created_at) - ((r % 600) || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) r
      join work_orders wo on wo.id = (1 + (r::bigint * 7919) % ${ORDERS - RUNNING})::int
      where wo.status = 'completed'`);
  }
  await db.execute(sql`
    insert into production_reports (work_order_id, machine_id, shots, good_parts, scrap_parts, operator, reported_at)
    select wo.id, wo.machine_id, 100 + r % 400, (100 + r % 400) * 4 - r % 30, r % 30, 'Operator ' || (r % 40), now() - ((r % 300) || ' minutes')::interval
    from generate_series(1, ${today}::int) r
    join work_orders wo on wo.id = ${ORDERS - RUNNING + 1} + r % ${RUNNING}`);
  step(`${REPORTS} production reports (completed and running orders)`);
  await db.execute(sql`
    insert into machine_status_changes (machine_id, from_status, to_status, changed_at)
    select m.id, 'idle', 'running', now() - ((60 + m.id % 240) || ' minutes')::interval from machines m`);
  await db.execute(sql`
    insert into work_order_sequences (year, last_number)
    select split_part(work_order_number, '-', 2)::int, max(split_part(work_order_number, '-', 3)::int) from work_orders group by 1
    on conflict (year) do update set last_number = excluded.last_number`);
  await db.transaction((tx) => rebuildStatusCounts(tx));
  await db.execute(sql`vacuum analyze work_orders`);
  await db.execute(sql`vacuum analyze production_reports`);
  for (const t of ['machines', 'molds', 'products', 'machine_status_changes']) await db.execute(sql.raw(`analyze ${t}`));
  const counts = await executeRows<Record<string, string | number>>(
    db,
    sql`select (select count(*) from work_orders) as work_orders, (select count(*) from production_reports) as reports, (select count(*) from work_orders where status = 'in_progress') as running`,
  );
  console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts[0])}`);
}

const results: { label: string; median: number; p95: number; statements: number }[] = [];

/** `run` over `inputs` in turn (harness.timeIt: warm-up, then RUNS timed), with the statements one run sends. */
async function time<T>(label: string, inputs: T[], run: (input: T) => Promise<unknown>, statements: number) {
  let next = 0;
  const r = await timeIt(`${label} [${statements || '—'} SQL]`, RUNS, () => run(inputs[next++ % inputs.length]));
  results.push({ label, median: r.median, p95: r.p95, statements });
}

async function explain(raw: BenchDb['raw'], tracedDb: Db, label: string, run: (db: Db) => Promise<unknown>) {
  traced = [];
  await run(tracedDb);
  for (const { query, params } of traced.filter((t) => /^\s*(select|with)/i.test(t.query))) {
    const rows = await raw(`explain (analyze, costs off, timing off, summary on) ${query}`, params);
    const plan = rows.map((r) => String(Object.values(r)[0]));
    const indexes = [...new Set(plan.join('\n').match(/\b(work_orders|production_reports|machine_status_changes|machines|molds|products|work_order_status_counts)_\w+(idx|trgm|key|unique|pkey)\b/g) ?? [])];
    console.log(`\n-- ${label}: ${indexes.length ? `indexes used: ${indexes.join(', ')}` : 'no index'}`);
    console.log(`   ${query.replace(/\s+/g, ' ').slice(0, 240)}…  -- params ${JSON.stringify(params).slice(0, 120)}`);
    for (const line of plan) console.log(`   ${line}`);
  }
}

async function main() {
  const bench = await openBenchDb();
  const { db, raw } = bench;
  const tracedDb = bench.logged(tracer);
  console.log(`Production benchmark on ${bench.label}: ${ORDERS} work orders, ${REPORTS} reports, ${MACHINES} presses`);
  await load(db);
  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const user = toSessionUser(row);
  const token = await issueApiToken(db, user);
  const headers = { authorization: `Bearer ${token}` };
  await authenticateRequest(db, new Request('http://localhost/', { headers }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route declares its own params
  type Route = (req: Request, route: { params: Promise<any> }) => Promise<Response>;
  const send = async (handler: Route, method: string, path: string, params: Record<string, string> = {}, body?: unknown, expected = 200) => {
    const init: RequestInit = { method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers, body: body ? JSON.stringify(body) : undefined };
    const res = await handler(new Request(`http://localhost${path}`, init), { params: Promise.resolve(params) });
    if (res.status !== expected) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const count = async (service: (ctx: ServiceContext) => Promise<unknown>) => {
    traced = [];
    await authenticateRequest(tracedDb, new Request('http://localhost/', { headers }));
    await service({ db: tracedDb, user });
    return traced.length;
  };
  const lastPage = Math.ceil(ORDERS / 15);
  const pages = [2, Math.round(lastPage * 0.25), Math.round(lastPage * 0.5), Math.round(lastPage * 0.75), lastPage - 1, lastPage].map(String);
  const statuses = ['scheduled', 'in_progress', 'completed', 'delayed'];
  const terms = ['WO-2015-00123', 'wo-2016-4', 'BP-00077', 'bench part 1234', 'BM-00042', 'bench tool 9', 'xyz-nomatch', `WO-${2015 + Math.floor((ORDERS - 1) / 90000)}-0`];
  const ids = Array.from({ length: 40 }, (_, i) => String(1 + ((i * 7919) % ORDERS)));
  const running = (await executeRows<{ id: number }>(db, sql`select id from work_orders where status = 'in_progress' order by id`)).map((r) => String(r.id));
  const [{ pid, mid }] = await executeRows<{ pid: number; mid: number }>(db, sql`select (select min(id) from products) as pid, (select min(id) from molds where status = 'active') as mid`);

  // Searches: all eight terms, then the narrow ones (≤ 200 matches) and the broad ones (10,000–22,200 matches:
  // "wo-2016-4" 10,000, "bench tool 9" 111 molds × 200 orders, the last year's "WO-…-0" 9,999) apart.
  const broadTerms = terms.filter((t) => t === 'wo-2016-4' || t === 'bench tool 9' || t.endsWith('-0'));
  const narrowTerms = terms.filter((t) => !broadTerms.includes(t));
  const searchPath = (t: string) => `/api/production/work-orders?q=${encodeURIComponent(t)}&page=1`;
  const searches = async () => {
    await time(`GET …?q=… (${terms.length} terms)&page=1`, terms, (t) => send(listRoute, 'GET', searchPath(t)), await count((ctx) => listWorkOrders(ctx, { q: 'bench part 1234', page: 1 })));
    await time(`GET …?q=… narrow (${narrowTerms.join(', ')})`, narrowTerms, (t) => send(listRoute, 'GET', searchPath(t)), await count((ctx) => listWorkOrders(ctx, { q: 'bench part 1234', page: 1 })));
    await time(`GET …?q=… broad (${broadTerms.join(', ')})`, broadTerms, (t) => send(listRoute, 'GET', searchPath(t)), await count((ctx) => listWorkOrders(ctx, { q: 'bench tool 9', page: 1 })));
    let cursor: string | null = null;
    await time('GET …?q=bench tool 9&cursor=… (the broad walk, page after page)', ['x'], async () => {
      const body = (await send(listRoute, 'GET', `/api/production/work-orders?q=bench%20tool%209${cursor ? `&cursor=${cursor}` : '&page=1'}`)) as { next: string | null };
      cursor = body.next;
    }, 0);
  };
  if (args.only === 'search') {
    await searches();
    for (const t of ['bench tool 9', 'wo-2016-4', 'bench part 1234']) await explain(raw, tracedDb, `list q=${t}`, (d) => listWorkOrders({ db: d, user }, { q: t, page: 1 }));
    console.log('\n| request | median ms | p95 ms | SQL statements |\n|---|---|---|---|');
    for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.statements || '—'} |`);
    await closeDb();
    return;
  }

  console.log(`\n${RUNS} requests each (after 3 warm-up), through the route handlers with a bearer token:`);
  await time('GET /api/production/work-orders?page=1', ['1'], () => send(listRoute, 'GET', '/api/production/work-orders?page=1'), await count((ctx) => listWorkOrders(ctx, { page: 1 })));
  await time(`GET …?page=N (deep: ${pages.join(', ')})`, pages, (p) => send(listRoute, 'GET', `/api/production/work-orders?page=${p}`), await count((ctx) => listWorkOrders(ctx, { page: Number(pages[4]) })));
  await time('GET …?status=…&page=1 (4 statuses)', statuses, (s) => send(listRoute, 'GET', `/api/production/work-orders?status=${s}&page=1`), await count((ctx) => listWorkOrders(ctx, { status: ['delayed'], page: 1 })));
  await time('GET …?status=completed&page=5000', ['x'], () => send(listRoute, 'GET', '/api/production/work-orders?status=completed&page=5000'), await count((ctx) => listWorkOrders(ctx, { status: ['completed'], page: 5000 })));
  await searches();
  await time('GET /api/production/work-orders/{id}', ids, (id) => send(workOrderRoute, 'GET', `/api/production/work-orders/${id}`, { id }), 5);
  await time('GET /api/production/stats', ['x'], () => send(statsRoute, 'GET', '/api/production/stats'), await count((ctx) => productionStats(ctx)));
  await time('GET /api/shop-floor/machines', ['x'], () => send(machinesRoute, 'GET', '/api/shop-floor/machines'), await count((ctx) => shopFloorMachines(ctx)));
  await time('GET /api/shop-floor/jobs', ['x'], () => send(jobsRoute, 'GET', '/api/shop-floor/jobs'), await count((ctx) => shopFloorJobs(ctx)));
  await time('GET /api/shop-floor/stats', ['x'], () => send(floorStatsRoute, 'GET', '/api/shop-floor/stats'), await count((ctx) => shopFloorStats(ctx)));
  await time('POST /api/production/work-orders/{id}/reports (report + mold usage)', running, (id) =>
    send(reportRoute, 'POST', `/api/production/work-orders/${id}/reports`, { id }, { shots: 10, good_parts: 36, scrap_parts: 2, operator: 'Bench' }, 201),
  0);
  await time('POST /api/production/work-orders (create)', ['x'], () =>
    send(createRoute, 'POST', '/api/production/work-orders', {}, { product_id: pid, mold_id: mid, quantity_planned: 5000, priority: 'medium', target_date: todayInPlant() }, 201),
  0);

  await explain(raw, tracedDb, 'list page 1', (d) => listWorkOrders({ db: d, user }, { page: 1 }));
  await explain(raw, tracedDb, 'list status=delayed', (d) => listWorkOrders({ db: d, user }, { status: ['delayed'], page: 1 }));
  await explain(raw, tracedDb, 'list q=bench part 1234', (d) => listWorkOrders({ db: d, user }, { q: 'bench part 1234', page: 1 }));
  await explain(raw, tracedDb, 'list q=WO-2015-00123', (d) => listWorkOrders({ db: d, user }, { q: 'WO-2015-00123', page: 1 }));
  await explain(raw, tracedDb, 'list q=bench tool 9 (broad)', (d) => listWorkOrders({ db: d, user }, { q: 'bench tool 9', page: 1 }));
  await explain(raw, tracedDb, 'stats', (d) => productionStats({ db: d, user }));
  await explain(raw, tracedDb, 'shop-floor machines', (d) => shopFloorMachines({ db: d, user }));
  if (args.explain) await explain(raw, tracedDb, 'list deep page', (d) => listWorkOrders({ db: d, user }, { page: Number(pages[4]) }));

  console.log('\n| request | median ms | p95 ms | SQL statements |\n|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.statements || '—'} |`);
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exitCode = 1;
});
