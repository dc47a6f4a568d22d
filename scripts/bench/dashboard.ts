/**
 * The plant dashboard at plant scale (issue 14: it must stay fast with a plant's history): 5,000 molds with 500,000
 * usage records (two years), 50,000 products with their stock balances, 200,000 work orders, 2,000 suppliers with
 * scorecards and 20,000 corrective actions (all times `--scale`). Times `plantDashboard` (what /dashboard and
 * GET /api/dashboard read).
 *
 *   npx tsx --conditions=react-server scripts/bench/dashboard.ts [--scale=0.1] [--runs=40]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench npx tsx --conditions=react-server scripts/bench/dashboard.ts
 */
import { sql } from 'drizzle-orm';
import { plantDashboard } from '@/lib/dashboard/service';
import { refreshPlannerStats } from '@/lib/db/planner-stats';
import { executeRows } from '@/lib/db/rows';
import type { ServiceContext } from '@/lib/service-context';
import { benchArgs, openBenchDb, timeIt } from './harness';

const args = benchArgs();
const RUNS = Number(args.runs ?? 40);
const SCALE = Number(args.scale ?? 1);
const n = (full: number) => Math.max(10, Math.round(full * SCALE));
const MOLDS = n(5_000);
const USAGE = n(500_000);
const PRODUCTS = n(50_000);
const ORDERS = n(200_000);
const SUPPLIERS = n(2_000);
const ACTIONS = n(20_000);

async function main() {
  const { db, label, close } = await openBenchDb();
  console.log(`Dashboard benchmark on ${label}`);
  const started = Date.now();
  const [{ loaded }] = await executeRows<{ loaded: number | string }>(db, sql`select count(*) as loaded from molds`);
  if (Number(loaded) < MOLDS) {
    await db.execute(sql`insert into molds (mold_code, mold_name, ownership, cavity_count, status, maintenance_interval_shots, total_shots_lifetime, shots_since_maintenance)
      select 'DB-' || lpad(g::text, 5, '0'), 'Bench mold ' || g, 'company_owned', 1 + g % 8,
             (case when g % 25 = 0 then 'maintenance' else 'active' end)::mold_status,
             case when g % 12 = 0 then null else 100000 end, 1000000 + g, (g * 7919) % 110000
      from generate_series(1, ${MOLDS}::int) g`);
    await db.execute(sql`insert into mold_usage_records (mold_id, date, shots_produced)
      select (select min(id) from molds) + g % ${MOLDS}::int, current_date - ((g * 7) % 730), 500 + (g * 13) % 4000 from generate_series(1, ${USAGE}::int) g`);
    await db.execute(sql`insert into products (product_code, product_name, reorder_level) select 'DBP-' || lpad(g::text, 6, '0'), 'Bench product ' || g, g % 50 from generate_series(1, ${PRODUCTS}::int) g`);
    await db.execute(sql`update stock_balances set quantity_on_hand = (product_id * 37) % 400 where product_id % 3 <> 0`);
    await db.execute(sql`insert into work_orders (work_order_number, product_id, mold_id, quantity_planned, quantity_completed, status, priority, target_date)
      select 'WO-BENCH-' || lpad(g::text, 6, '0'), (select min(id) from products) + g % ${PRODUCTS}::int, (select min(id) from molds) + g % ${MOLDS}::int, 1000, case when g % 10 < 8 then 1000 else g % 1000 end,
             (case when g % 10 < 8 then 'completed' when g % 10 = 8 then 'in_progress' else 'scheduled' end)::work_order_status,
             'medium', current_date + ((g % 60) - 45)
      from generate_series(1, ${ORDERS}::int) g`);
    await db.execute(sql`insert into suppliers (supplier_code, company_name) select 'DBS-' || g, 'Bench Supplier ' || g from generate_series(1, ${SUPPLIERS}::int) g`);
    await db.execute(sql`insert into supplier_scorecards (supplier_id, review_period, overall_score, rating_category, trend_direction, last_review_date, next_review_date)
      select id, date_trunc('month', current_date)::date, 50 + (id * 7) % 50, (case when (50 + (id * 7) % 50) >= 90 then 'preferred' when (50 + (id * 7) % 50) >= 80 then 'approved' when (50 + (id * 7) % 50) >= 70 then 'conditional' else 'at_risk' end)::rating_category,
             'stable', current_date - 30, current_date + 60 from suppliers`);
    await db.execute(sql`insert into corrective_actions (supplier_id, action_number, issue_description, severity, category, status, date_opened, due_date)
      select (select min(id) from suppliers) + g % ${SUPPLIERS}::int, 'CA-BENCH-' || g, 'Bench issue ' || g, 'minor', 'quality',
             (case when g % 4 = 0 then 'open' else 'closed' end)::ca_status, current_date - 90, current_date - 30 + g % 60
      from generate_series(1, ${ACTIONS}::int) g`);
    await refreshPlannerStats(db);
    console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const ctx = { db, user: { id: 1, name: 'Bench', email: 'bench@example.test', role: 'Admin' } } as unknown as ServiceContext;
  const sample = await plantDashboard(ctx);
  console.log(sample.attention.map((a) => `${a.key}=${a.count}`).join('  '));
  await timeIt('plantDashboard (7 counts + shots per day)', RUNS, () => plantDashboard(ctx));
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
