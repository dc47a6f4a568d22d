/**
 * OEE and the reports at plant scale (issue 28): 300 presses, two years of daily rollups (per press/day/reason,
 * press/day/mold, press/day/mold/scrap reason) and 500,000 raw downtime events (defaults); then the month's reports
 * for all presses — OEE by press, by day, by mold, the downtime and scrap Paretos — one press's month, the shop
 * floor's "today" and a downtime write, median and p95. The reports read the rollups only (the raw production
 * reports are not loaded here: no report reads them; --reports=N loads N raw reports anyway).
 *
 *   npx tsx --conditions=react-server scripts/bench/oee.ts --presses=60 --days=120 --events=50000   # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_oee
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_oee npx tsx --conditions=react-server scripts/bench/oee.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_oee
 *
 * Options: --presses=300 --days=730 --molds=1200 --events=500000 --reports=0 --runs=40
 */
import { sql } from 'drizzle-orm';
import { closeDb, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { toSessionUser } from '@/lib/auth/service';
import { addDays, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { downtimePareto, oeeReport, recordDowntime, scrapPareto } from '@/lib/oee/service';
import { benchArgs, openBenchDb, timeIt } from './harness';

const args = benchArgs();
const PRESSES = Number(args.presses ?? 300);
const DAYS = Number(args.days ?? 730);
const MOLDS = Number(args.molds ?? 1_200);
const EVENTS = Number(args.events ?? 500_000);
const REPORTS = Number(args.reports ?? 0);
const RUNS = Number(args.runs ?? 40);

const n = (v: number) => sql.raw(String(Math.trunc(v)));
const h = (expr: string) => sql.raw(`(abs(hashint4(${expr})) % 100)`);

async function load(db: Db) {
  const [{ c }] = await executeRows<{ c: string | number }>(db, sql`select count(*) as c from machines where machine_number like 'OP-%'`);
  if (Number(c) >= PRESSES) {
    console.log(`data already loaded (${c} presses)`);
    return;
  }
  if (Number(c) > 0) throw new Error('A partly loaded database: drop it and create it again.');
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const today = todayInPlant();
  await db.execute(sql`
    insert into machines (machine_number, machine_name, status)
    select 'OP-' || lpad(g::text, 4, '0'), 'OEE press ' || g, 'idle' from generate_series(1, ${n(PRESSES)}) g`);
  await db.execute(sql`
    insert into molds (mold_code, mold_name, ownership, cavity_count, status)
    select 'OM-' || lpad(g::text, 5, '0'), 'OEE tool ' || g, 'company_owned', 1 + g % 8, 'active' from generate_series(1, ${n(MOLDS)}) g`);
  step(`${PRESSES} presses, ${MOLDS} molds`);
  // Downtime rollups: every press-day has no order (night), breaks, and one or two other reasons.
  await db.execute(sql`
    insert into oee_downtime_daily (machine_id, day, reason_code, category, duration_ms, events)
    select m.id, ${today}::date - d, r.reason::downtime_reason, r.category::downtime_category, r.ms, r.events
    from machines m cross join generate_series(0, ${n(DAYS - 1)}) d
    cross join lateral (values ('no_order', 'planned', 28800000, 1), ('break', 'planned', 3600000, 2),
                               ((array['mold_change','color_change','preventive_maintenance'])[1 + (m.id + d) % 3], 'planned', 600000 * (1 + ${h('m.id * 7 + d')} % 12), 1),
                               ((array['machine_failure','material_shortage','no_operator','utilities','mold_failure','quality_hold'])[1 + (m.id * 3 + d) % 6], 'unplanned', 300000 * (1 + ${h('m.id * 13 + d')} % 10), 1))
         as r(reason, category, ms, events)
    where m.machine_number like 'OP-%'`);
  await db.execute(sql`
    insert into oee_press_daily (machine_id, day, planned_ms, unplanned_ms)
    select machine_id, day, coalesce(sum(duration_ms) filter (where category = 'planned'), 0), coalesce(sum(duration_ms) filter (where category = 'unplanned'), 0)
    from oee_downtime_daily group by machine_id, day`);
  step('downtime rollups');
  await db.execute(sql`
    insert into oee_production_daily (machine_id, day, mold_id, shots, ideal_seconds, good_parts, scrap_parts, reports)
    select m.id, ${today}::date - d, (select min(id) from molds where mold_code like 'OM-%') + (m.id * 5 + d / 3 + k) % ${n(MOLDS)},
           1000 + ${h('m.id + d * 31 + k')} * 30, (1000 + ${h('m.id + d * 31 + k')} * 30) * 25.5, 3800 + ${h('m.id * 2 + d')} * 40, ${h('m.id * 5 + d + k')} * 3, 2
    from machines m cross join generate_series(0, ${n(DAYS - 1)}) d cross join generate_series(0, 1) k
    where m.machine_number like 'OP-%' and (k = 0 or (m.id + d) % 3 = 0)`);
  step('production rollups');
  await db.execute(sql`
    insert into oee_scrap_daily (machine_id, day, mold_id, reason_code, quantity)
    select p.machine_id, p.day, p.mold_id, (array['short_shot','flash','sink_mark','splay','warp','contamination'])[1 + (p.machine_id + k) % 6]::scrap_reason, 1 + p.scrap_parts / 2
    from oee_production_daily p cross join generate_series(0, 1) k where p.scrap_parts > 0`);
  step('scrap rollups');
  // Raw downtime events: spread over the presses and the two years, closed, never overlapping (one per press-slot).
  await db.execute(sql`
    insert into downtime_events (machine_id, reason_code, category, started_at, ended_at)
    select (select min(id) from machines where machine_number like 'OP-%') + g % ${n(PRESSES)}, 'break', 'planned',
           now() - (g / ${n(PRESSES)} + 1) * (${n((DAYS * 86_400) / Math.max(1, EVENTS / PRESSES))} * interval '1 second'),
           now() - (g / ${n(PRESSES)} + 1) * (${n((DAYS * 86_400) / Math.max(1, EVENTS / PRESSES))} * interval '1 second') + interval '10 minutes'
    from generate_series(0, ${n(EVENTS - 1)}) g`);
  step(`${EVENTS} raw downtime events`);
  if (REPORTS > 0) {
    await db.execute(sql`
      insert into products (product_code, product_name, cycle_time_seconds) values ('OEE-BENCH', 'OEE bench part', 25.5)`);
    await db.execute(sql`
      insert into work_orders (work_order_number, product_id, mold_id, machine_id, quantity_planned, status, target_date)
      select 'WO-OEE-' || g, (select id from products where product_code = 'OEE-BENCH'), (select min(id) from molds where mold_code like 'OM-%') + g % ${n(MOLDS)},
             (select min(id) from machines where machine_number like 'OP-%') + g % ${n(PRESSES)}, 100000, 'completed', ${today}::date
      from generate_series(1, 10000) g`);
    await db.execute(sql`
      insert into production_reports (work_order_id, machine_id, shots, good_parts, scrap_parts, reported_at)
      select w.id, w.machine_id, 500, 1900, 20, now() - (g % ${n(DAYS)}) * interval '1 day'
      from generate_series(1, ${n(REPORTS)}) g join work_orders w on w.work_order_number = 'WO-OEE-' || (1 + g % 10000)`);
    step(`${REPORTS} raw production reports`);
  }
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
}

async function main() {
  const bench = await openBenchDb();
  const { db } = bench;
  console.log(`OEE benchmark on ${bench.label}: ${PRESSES} presses, ${DAYS} days of rollups, ${EVENTS} downtime events`);
  await load(db);
  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const ctx = { db, user: toSessionUser(row) };
  const today = todayInPlant();
  const month = { from: addDays(today, -29), to: today };
  const year = { from: addDays(today, -364), to: today };
  const [{ id: pressId }] = await executeRows<{ id: number }>(db, sql`select min(id) as id from machines where machine_number like 'OP-%'`);
  const results: { label: string; median: number; p95: number }[] = [];
  const time = async (label: string, fn: () => Promise<unknown>) => results.push({ label, ...(await timeIt(label, RUNS, fn)) });
  await time('OEE by press, a month, all presses', () => oeeReport(ctx, { ...month, group_by: 'machine' }));
  await time('OEE by day, a month, all presses', () => oeeReport(ctx, { ...month, group_by: 'day' }));
  await time('OEE by mold, a month, all presses', () => oeeReport(ctx, { ...month, group_by: 'mold' }));
  await time('downtime Pareto, a month, all presses', () => downtimePareto(ctx, month));
  await time('scrap Pareto, a month, all presses', () => scrapPareto(ctx, month));
  await time('the /reports page’s five reads, a month', () =>
    Promise.all([oeeReport(ctx, { ...month, group_by: 'machine' }), oeeReport(ctx, { ...month, group_by: 'day' }), downtimePareto(ctx, month), scrapPareto(ctx, month)]),
  );
  await time('OEE by press, a year, all presses', () => oeeReport(ctx, { ...year, group_by: 'machine' }));
  await time('OEE of one press, a month', () => oeeReport(ctx, { ...month, machine_id: Number(pressId), group_by: 'machine' }));
  await time('OEE today per press (the shop floor)', () => oeeReport(ctx, { from: today, to: today, group_by: 'machine' }));
  // A closed downtime event through the service (press lock, overlap check over the press's 1,700 events, rollups).
  // Before the loaded history, at a random day per run: a run again on the same database finds its minutes free.
  const base = Date.now() - (DAYS + 10 + Math.floor(Math.random() * 3000)) * 86_400_000;
  let k = 0;
  await time('record a closed downtime event (lock, overlap check, rollups)', async () => {
    k++;
    const end = new Date(base + k * 120_000);
    await recordDowntime(ctx, Number(pressId) + 1, { started_at: new Date(end.getTime() - 60_000).toISOString(), ended_at: end.toISOString(), reason_code: 'no_operator' });
  });
  console.log('\n| request | median ms | p95 ms |\n|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exitCode = 1;
});
