/**
 * Maintenance at plant scale (issue 27): 5,000 molds, 300 presses, 100,000 maintenance work orders and 500,000 usage
 * records (defaults); then the list (open, overdue, a deep page, one asset), the 30-day forecast, and what the raise
 * check adds to a usage record (the same record with and without it), median and p95.
 *
 *   npx tsx --conditions=react-server scripts/bench/maintenance.ts --orders=20000 --usage=100000   # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_maintenance
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_maintenance npx tsx --conditions=react-server scripts/bench/maintenance.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_maintenance
 *
 * Options: --molds=5000 --presses=300 --orders=100000 --usage=500000 --runs=60
 */
import { eq, sql } from 'drizzle-orm';
import { closeDb, type Db } from '@/db/client';
import { molds, users } from '@/db/schema';
import { toSessionUser } from '@/lib/auth/service';
import { todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { raiseForMoldInTx } from '@/lib/maintenance/raise';
import { listMaintenanceWorkOrders, maintenanceForecast } from '@/lib/maintenance/service';
import { recordUsageInTx } from '@/lib/molds/service';
import { refreshUsageWindows } from '@/lib/molds/usage-window';
import { benchArgs, openBenchDb, timeIt } from './harness';

const args = benchArgs();
const MOLDS = Number(args.molds ?? 5_000);
const PRESSES = Number(args.presses ?? 300);
const ORDERS = Number(args.orders ?? 100_000);
const USAGE = Number(args.usage ?? 500_000);
const RUNS = Number(args.runs ?? 60);

/** A deterministic 0–99 from integers (the same data on both databases). */
const h = (expr: string) => sql.raw(`(abs(hashint4(${expr})) % 100)`);
/** A whole number written into the statement (generate_series bounds and arithmetic need no parameter types). */
const n = (v: number) => sql.raw(String(Math.trunc(v)));

async function load(db: Db) {
  const [{ n: count }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from maintenance_work_orders`);
  if (Number(count) >= ORDERS) {
    console.log(`data already loaded (${count} maintenance work orders)`);
    return;
  }
  if (Number(count) > 0) throw new Error('A partly loaded database: drop it and create it again.');
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const today = todayInPlant();
  // Molds: intervals of 100k–400k shots, a fifth also on a 180-day interval; shots since maintenance 0–99 % of it.
  await db.execute(sql`
    insert into molds (mold_code, mold_name, ownership, cavity_count, status, maintenance_interval_shots, maintenance_interval_days,
                       shots_since_maintenance, total_shots_lifetime, last_maintenance_date)
    select 'BM-' || lpad(g::text, 5, '0'), 'Bench tool ' || g, 'company_owned', 1 + g % 8, 'active',
           100000 * (1 + g % 4), case when g % 5 = 0 then 180 end,
           (100000 * (1 + g % 4)) * ${h('g')} / 100, 1000000 + g, ${today}::date - (g % 170)
    from generate_series(1, ${n(MOLDS)}) g`);
  step(`${MOLDS} molds`);
  await db.execute(sql`
    insert into machines (machine_number, machine_name, status, maintenance_interval_days, maintenance_interval_hours, last_maintenance_date)
    select 'BP-' || lpad(g::text, 4, '0'), 'Bench press ' || g, 'idle', 90, case when g % 3 = 0 then 2000 end, ${today}::date - (g % 95)
    from generate_series(1, ${n(PRESSES)}) g`);
  await db.execute(sql`
    insert into machine_status_changes (machine_id, from_status, to_status, changed_at)
    select m.id, 'idle', case when d % 2 = 0 then 'running' else 'idle' end::machine_status, now() - (d * interval '12 hours')
    from machines m cross join generate_series(1, 120) d where m.machine_number like 'BP-%'`);
  step(`${PRESSES} presses and their status history`);
  await db.execute(sql`
    insert into mold_usage_records (mold_id, date, shots_produced)
    select m.id, ${today}::date - (g % 90), 500 + g % 1500
    from generate_series(1, ${n(USAGE)}) g join molds m on m.mold_code = 'BM-' || lpad((1 + g % ${n(MOLDS)})::text, 5, '0')`);
  step(`${USAGE} usage records`);
  // Orders: the history completed (a few cancelled); the latest per asset open or in progress for a tenth of the molds.
  await db.execute(sql`
    insert into maintenance_work_orders (maintenance_number, asset_type, asset_id, type, priority, status, trigger, due_date,
                                         issue_code, fix_code, completed_date, technician)
    select 'MWO-B' || lpad(g::text, 7, '0'),
           case when g % 10 = 0 then 'machine' else 'mold' end::maintenance_asset_type,
           case when g % 10 = 0 then (select min(id) from machines) + g % ${n(PRESSES)} else (select min(id) from molds) + g % ${n(MOLDS)} end,
           'preventive', (array['high','medium','low'])[1 + g % 3]::maintenance_priority,
           case when g > ${n(ORDERS)} - ${n(MOLDS / 10)} and g % 10 <> 0 then (case when g % 2 = 0 then 'open' else 'in_progress' end)
                when g % 50 = 0 then 'cancelled' else 'completed' end::maintenance_work_order_status,
           (array['shots','days','manual','breakdown'])[1 + g % 4]::maintenance_trigger,
           ${today}::date - 3000 + (g * 3000 / ${n(ORDERS)}) + 20,
           'flash', 'clean_and_polish', ${today}::date - 3000 + (g * 3000 / ${n(ORDERS)}), 'Bench'
    from generate_series(1, ${n(ORDERS)}) g`);
  await db.execute(sql`update maintenance_work_orders set issue_code = null, fix_code = null, completed_date = null where status in ('open', 'in_progress')`);
  step(`${ORDERS} maintenance work orders`);
  // Vacuum too: the visibility map lets the usage window be an index-only scan of mold_usage_date_idx, as it is once
  // autovacuum has been by; right after a bulk load it is not set and the forecast measured a seq scan (~100 ms).
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
}

async function main() {
  const bench = await openBenchDb();
  const { db } = bench;
  console.log(`Maintenance benchmark on ${bench.label}: ${MOLDS} molds, ${PRESSES} presses, ${ORDERS} work orders, ${USAGE} usage records`);
  await load(db);
  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const user = toSessionUser(row);
  const ctx = { db, user };
  const results: { label: string; median: number; p95: number }[] = [];
  const time = async (label: string, fn: () => Promise<unknown>) => results.push({ label, ...(await timeIt(label, RUNS, fn)) });

  const [{ mold }] = await executeRows<{ mold: number }>(db, sql`select min(asset_id) as mold from maintenance_work_orders where asset_type = 'mold'`);
  await time('list: open and in progress, page 1', () => listMaintenanceWorkOrders(ctx, { status: ['open', 'in_progress'], page: 1, per_page: 25 }));
  await time('list: overdue, page 1', () => listMaintenanceWorkOrders(ctx, { overdue: true, page: 1, per_page: 25 }));
  await time('list: all, newest first, page 1', () => listMaintenanceWorkOrders(ctx, { sort: 'created', page: 1, per_page: 25 }));
  await time('list: all by due date, page 200', () => listMaintenanceWorkOrders(ctx, { page: 200, per_page: 25 }));
  await time('list: one mold', () => listMaintenanceWorkOrders(ctx, { asset_type: 'mold', asset_id: Number(mold), page: 1 }));
  await time('list: search "BM-0042"', () => listMaintenanceWorkOrders(ctx, { q: 'BM-0042', page: 1 }));
  // The forecast reads each mold's stored 30-day usage (migration 0021); between the plant's midnight and the day's
  // refresh it sums the usage records instead. Both, and the refresh itself once.
  await db.update(molds).set({ usageWindowEnd: null });
  await time('forecast: 30 days, usage windows not yet refreshed today (summed live)', () => maintenanceForecast(ctx, { days: 30 }));
  const refreshStarted = performance.now();
  const refreshed = await refreshUsageWindows(db);
  console.log(`  the daily refresh of the usage windows: ${refreshed} molds in ${(performance.now() - refreshStarted).toFixed(0)} ms`);
  await db.execute(sql`vacuum analyze molds`);
  await time('forecast: 30 days (molds and presses)', () => maintenanceForecast(ctx, { days: 30 }));

  // The raise check on a usage record: the same record in a transaction rolled back, with the check alone timed.
  const [{ id: moldId }] = await db.select({ id: molds.id }).from(molds).where(eq(molds.moldCode, 'BM-00007'));
  const rollback = new Error('rollback');
  const inRolledBack = (fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      await fn(tx);
      throw rollback;
    }).catch((e) => {
      if (e !== rollback) throw e;
    });
  await time('usage record (incl. the raise check), rolled back', () =>
    inRolledBack((tx) => recordUsageInTx(tx, user, moldId, { date: todayInPlant(), shots_produced: 10, work_order: null, product: null, machine: null, operator: null, defect_rate: null })),
  );
  await time('the raise check alone, rolled back', () => inRolledBack((tx) => raiseForMoldInTx(tx, user, moldId)));

  console.log('\n| request | median ms | p95 ms |\n|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exitCode = 1;
});
