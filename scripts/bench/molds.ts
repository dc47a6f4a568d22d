/**
 * Molds at plant scale: 5,000 molds, 500,000 usage records (two years), 20,000 maintenance records,
 * 5,000 products. Times the list, detail and search reads (median and p95) and counts the SQL statements
 * each one sends, to prove there is no query per row.
 *
 *   npx tsx --conditions=react-server scripts/bench/molds.ts      # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench npx tsx --conditions=react-server scripts/bench/molds.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench
 *
 * Options: --molds=5000 --usage=500000 --runs=30 --explain (print the plans of the key queries).
 * (`--conditions=react-server`: the services import 'server-only', which only loads under that condition.)
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import { executeRows } from '@/lib/db/rows';
import { usageWindowStart } from '@/lib/molds/health';
import { todayInPlant } from '@/lib/dates';
import {
  getMold,
  listMolds,
  listUsageRecords,
  logMaintenance,
  moldHealthSummary,
  recordUsage,
  searchMolds,
} from '@/lib/molds/service';
import type { ServiceContext } from '@/lib/service-context';
import { benchArgs, openBenchDb, summarize } from './harness';

const args = benchArgs();
const MOLDS = Number(args.molds ?? 5000);
const USAGE = Number(args.usage ?? 500_000);
const RUNS = Number(args.runs ?? 30);

let queries = 0;
const counter: Logger = { logQuery: () => void queries++ };

/** The bench database (scripts/bench/harness.ts) through a drizzle that counts the statements each call sends. */
async function open(): Promise<{ db: Db; kind: string; close: () => Promise<void> }> {
  const bench = await openBenchDb();
  return { db: bench.logged(counter), kind: bench.label, close: bench.close };
}

async function load(db: Db) {
  const started = Date.now();
  const existing = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from molds`);
  if (Number(existing[0].n) >= MOLDS) {
    console.log('data already loaded');
    return;
  }
  await db.execute(sql`insert into customers (customer_code, company_name, contact_person)
    select 'BC' || g, 'Bench Customer ' || g, 'Contact ' || g from generate_series(1, 50) g`);
  // A third customer-owned, a tenth leased; intervals 50k–500k (every 12th mold without one);
  // shots since maintenance spread over 0–110% of the interval so every health state is present.
  await db.execute(sql`insert into molds (mold_code, mold_name, ownership, cavity_count, status, customer_id, storage_location,
      maintenance_interval_shots, total_shots_lifetime, shots_since_maintenance, last_maintenance_date, purchase_date)
    select 'MLD-' || lpad(g::text, 5, '0'),
           (array['Door Handle Bezel','Bottle Cap 28mm','Air Vent Louver','Lens Housing','Battery Cover','Connector Shell','Clip Retainer','Knob Insert'])[1 + g % 8] || ' ' || (1 + g % 8) || '-cav',
           (case when g % 3 = 0 then 'customer_owned' when g % 10 = 1 then 'leased' else 'company_owned' end)::mold_ownership,
           1 + g % 8,
           (case when g % 25 = 0 then 'maintenance' when g % 40 = 0 then 'inactive' else 'active' end)::mold_status,
           case when g % 3 = 0 then (select min(id) from customers) + g % 50 end,
           'Rack ' || chr(65 + g % 6) || '-' || lpad((g % 20)::text, 2, '0'),
           case when g % 12 = 0 then null else 50000 + (g % 10) * 50000 end,
           1000000 + g * 37,
           case when g % 12 = 0 then g * 3 else ((50000 + (g % 10) * 50000) * ((g * 7919) % 110) / 100) end,
           current_date - (g % 120),
           current_date - (365 + g % 2000)
    from generate_series(1, ${MOLDS}) g`);
  await db.execute(sql`insert into mold_usage_records (mold_id, date, work_order, product, shots_produced, machine, operator, defect_rate)
    select (select min(id) from molds) + g % ${MOLDS}, current_date - ((g * 7) % 730), 'WO-2025-' || lpad((g % 99999)::text, 5, '0'),
           'Part ' || g % 500, 500 + (g * 13) % 4000, 'Press ' || lpad((1 + g % 24)::text, 2, '0'), 'Operator ' || g % 40, ((g * 17) % 400) / 100.0
    from generate_series(1, ${USAGE}) g`);
  await db.execute(sql`insert into mold_maintenance_records (mold_id, date, type, description, technician, cost, resets_counter, shots_at_maintenance)
    select (select min(id) from molds) + g % ${MOLDS}, current_date - ((g * 11) % 730),
           (array['preventive','corrective','repair','cleaning','inspection'])[1 + g % 5]::maintenance_type,
           'Routine work ' || g, 'Tech ' || g % 9, (g % 2000) + 0.5, g % 5 < 3, g * 100
    from generate_series(1, ${MOLDS * 4}) g`);
  await db.execute(sql`insert into products (product_code, product_name, mold_id, material_type, cycle_time_seconds)
    select 'PRD-' || lpad(g::text, 6, '0'), 'Bench product ' || g, (select min(id) from molds) + g % ${MOLDS}, 'PP Homopolymer', 20 + g % 30
    from generate_series(1, ${MOLDS}) g`);
  await db.execute(sql`analyze`);
  console.log(`loaded ${MOLDS} molds, ${USAGE} usage records, ${MOLDS * 4} maintenance records in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

type Result = { name: string; median: number; p95: number; queries: number; rows: number; bytes: number };

async function measure(name: string, runs: number, fn: () => Promise<unknown>): Promise<Result> {
  await fn(); // warm-up (plans, caches)
  const times: number[] = [];
  let perCall = 0;
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    queries = 0;
    const t = performance.now();
    const out = await fn();
    // The API serialises what the service returns: include it in the time.
    const json = JSON.stringify(out);
    times.push(performance.now() - t);
    perCall = queries;
    bytes = json.length;
    rows = Array.isArray(out) ? out.length : out && typeof out === 'object' && 'data' in out && Array.isArray(out.data) ? out.data.length : 1;
  }
  const { median, p95 } = summarize(times);
  return { name, median, p95, queries: perCall, rows, bytes };
}

async function explain(db: Db, title: string, query: ReturnType<typeof sql>) {
  const plan = await executeRows<Record<string, string>>(db, sql`explain (analyze, buffers off, timing on) ${query}`);
  console.log(`\n--- ${title}`);
  for (const r of plan) console.log(Object.values(r)[0]);
}

async function main() {
  const { db, kind, close } = await open();
  try {
    await load(db);
    // The writes are authorized like any other caller's: an Admin of the bench database.
    const [admin] = await db
      .insert(schema.users)
      .values({ name: 'Bench Admin', email: `bench-${Date.now()}@example.test`, passwordHash: '-', role: 'Admin' })
      .returning({ id: schema.users.id, name: schema.users.name, email: schema.users.email, role: schema.users.role });
    const ctx: ServiceContext = { db, user: admin };
    const [{ id: busyId }] = await executeRows<{ id: number }>(
      db,
      sql`select mold_id as id from mold_usage_records group by mold_id order by count(*) desc, mold_id limit 1`,
    );

    if (args.explain) {
      const today = todayInPlant();
      await explain(
        db,
        'usage window, all molds',
        sql`select mold_id, sum(shots_produced) from mold_usage_records where date >= ${usageWindowStart(today)} and date <= ${today} group by mold_id`,
      );
      await explain(
        db,
        'usage window, one page of molds',
        sql`select mold_id, sum(shots_produced) from mold_usage_records where date >= ${usageWindowStart(today)} and date <= ${today} and mold_id in (select id from molds order by lower(mold_code) limit 25) group by mold_id`,
      );
      await explain(db, 'page of molds', sql`select m.*, c.company_name from molds m left join customers c on c.id = m.customer_id order by lower(m.mold_code) limit 25 offset 2475`);
    }

    const results: Result[] = [];
    results.push(await measure('GET /api/molds (whole list)', Math.max(10, Math.round(RUNS / 2)), () => listMolds(ctx, {})));
    results.push(await measure('GET /api/molds?page=1 (25 rows)', RUNS, () => listMolds(ctx, { page: 1, per_page: 25 })));
    results.push(await measure('GET /api/molds?page=100 (deep page)', RUNS, () => listMolds(ctx, { page: 100, per_page: 25 })));
    results.push(
      await measure('GET /api/molds?page=1&health=overdue,due_soon&sort=maintenance', RUNS, () =>
        listMolds(ctx, { page: 1, per_page: 25, health: ['overdue', 'due_soon'], sort: 'maintenance' }),
      ),
    );
    results.push(await measure('GET /api/molds?page=1&q=bezel', RUNS, () => listMolds(ctx, { page: 1, per_page: 25, q: 'bezel' })));
    results.push(await measure('/molds health chips (summary)', RUNS, () => moldHealthSummary(ctx, {})));
    results.push(await measure(`GET /api/molds/{id} (busiest mold)`, RUNS, () => getMold(ctx, busyId)));
    results.push(await measure('GET /api/molds/{id}/usage (whole list)', RUNS, () => listUsageRecords(ctx, busyId, {})));
    results.push(await measure('GET /api/molds/search?q=mld-01&status=active', RUNS, () => searchMolds(ctx, { q: 'mld-01', status: ['active'], limit: 10 })));
    results.push(await measure('GET /api/molds/search (no q, limit 50)', RUNS, () => searchMolds(ctx, { limit: 50 })));
    const today = todayInPlant();
    results.push(await measure('POST /api/molds/{id}/usage', RUNS, () => recordUsage(ctx, busyId, { date: today, shots_produced: 1000 })));
    results.push(await measure('POST /api/molds/{id}/maintenance', RUNS, () => logMaintenance(ctx, busyId, { date: today, type: 'cleaning' })));

    console.log(`\n${kind}: ${MOLDS} molds, ${USAGE} usage records, ${RUNS} runs each (times include JSON serialisation)\n`);
    console.log('| call | median ms | p95 ms | SQL statements | rows | JSON KB |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.queries} | ${r.rows} | ${(r.bytes / 1024).toFixed(0)} |`);
    }
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
