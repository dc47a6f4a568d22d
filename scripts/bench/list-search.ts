/**
 * Broad and narrow searches on the lists that page with `pageOf` but had neither `fencedSearchPage` nor `searchMatch`
 * (issue 30 item 4): purchase orders, maintenance work orders, molds, suppliers, users — and the audit log, which has
 * no text search but is a plant's largest table (its filters and pages timed instead).
 *
 * Loads (once, INSERT … SELECT generate_series, then VACUUM ANALYZE) 600 customers, 2,000 suppliers, 100,000
 * purchase orders, 5,000 molds, 300 presses, 50,000 maintenance work orders, 300 users and 500,000 audit entries.
 * Supplier and mold names start with one of eight words, so a word ("falcon") matches ~12.5 % of suppliers, molds,
 * and their orders: the broad search; a number or one name is the narrow one. Each: page 1 and a deep page
 * (page 200 × scale, or the last page when there are fewer), median / p95, the total and whether it is estimated.
 *
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_list_search
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_list_search npx tsx --conditions=react-server scripts/bench/list-search.ts
 *   npx tsx --conditions=react-server scripts/bench/list-search.ts --scale=0.2    # PGlite, in memory, a fifth of the rows
 *
 * Options: --scale=1 --runs=30 --only=po,mwo,molds,suppliers,users,audit --plans (print each statement's EXPLAIN ANALYZE)
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { listAudit } from '@/lib/auth/audit-log';
import type { SessionUser } from '@/lib/auth/types';
import { listUsers } from '@/lib/auth/users';
import { executeRows } from '@/lib/db/rows';
import { listMaintenanceWorkOrders } from '@/lib/maintenance/queries';
import { listMoldsPage } from '@/lib/molds/queries';
import { listPurchaseOrders } from '@/lib/purchasing/queries';
import { listSuppliers } from '@/lib/suppliers/service';
import { benchArgs, openBenchDb, planMeter, type PlanResult } from './harness';

const args = benchArgs();
const SCALE = Number(args.scale ?? 1);
const RUNS = Number(args.runs ?? 30);
const ONLY = args.only ? new Set(args.only.split(',')) : undefined;
const s = (v: number) => Math.max(1, Math.round(v * SCALE));
const CUSTOMERS = s(600);
const SUPPLIERS = s(2_000);
const ORDERS = s(100_000);
const MOLDS = s(5_000);
const PRESSES = s(300);
const MWOS = s(50_000);
const USERS = s(300);
const AUDIT = s(500_000);
const n = (v: number) => sql.raw(String(Math.trunc(v)));
const WORDS = `array['Falcon','Summit','Apex','Keystone','Northstar','Pioneer','Heartland','Harbor']`;

async function load(db: Db) {
  const [{ c }] = await executeRows<{ c: string | number }>(db, sql`select count(*) as c from purchase_orders`);
  if (Number(c) >= ORDERS) return console.log(`data already loaded (${c} purchase orders)`);
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const w = sql.raw(WORDS);
  await db.execute(sql`insert into customers (customer_code, company_name)
    select 'LC' || g, (${w})[1 + g % 8] || ' Plastics ' || g from generate_series(1, ${n(CUSTOMERS)}) g`);
  await db.execute(sql`insert into suppliers (supplier_code, company_name, email, lead_time_days)
    select 'LS-' || lpad(g::text, 5, '0'), (${w})[1 + g % 8] || ' Resins ' || g, 'sales' || g || '@example.test', 5 + g % 30
    from generate_series(1, ${n(SUPPLIERS)}) g`);
  step(`${CUSTOMERS} customers, ${SUPPLIERS} suppliers`);
  await db.execute(sql`insert into purchase_orders (po_number, supplier_id, status, order_date, expected_date, total_amount, placed_at)
    select 'PO-L' || lpad(g::text, 7, '0'), s0 + (g * 7) % ${n(SUPPLIERS)},
           (case when g > ${n(ORDERS)} * 0.97 then (array['draft','ordered','partially_received'])[1 + g % 3]
                 when g % 20 = 0 then 'closed' else 'received' end)::purchase_order_status,
           current_date - 1100 + (g * 1095 / ${n(ORDERS)}), current_date - 1100 + (g * 1095 / ${n(ORDERS)}) + 14, 1000 + g % 5000, now()
    from generate_series(1, ${n(ORDERS)}) g, (select min(id) as s0 from suppliers where supplier_code like 'LS-%') s`);
  step(`${ORDERS} purchase orders`);
  await db.execute(sql`insert into molds (mold_code, mold_name, ownership, cavity_count, status, customer_id, maintenance_interval_shots, shots_since_maintenance, total_shots_lifetime)
    select 'LM-' || lpad(g::text, 5, '0'), (${w})[1 + (g / 3) % 8] || ' tool ' || g, case when g % 2 = 0 then 'customer_owned' else 'company_owned' end::mold_ownership,
           1 + g % 8, 'active', case when g % 2 = 0 then c0 + g % ${n(CUSTOMERS)} end, 100000 * (1 + g % 4), (g * 37) % 100000, 1000000 + g
    from generate_series(1, ${n(MOLDS)}) g, (select min(id) as c0 from customers where customer_code like 'LC%') c`);
  await db.execute(sql`insert into machines (machine_number, machine_name, status)
    select 'LP-' || lpad(g::text, 4, '0'), 'Press ' || g, 'idle' from generate_series(1, ${n(PRESSES)}) g`);
  step(`${MOLDS} molds, ${PRESSES} presses`);
  await db.execute(sql`insert into maintenance_work_orders (maintenance_number, asset_type, asset_id, type, priority, status, trigger, due_date, completed_date, technician)
    select 'MWO-L' || lpad(g::text, 7, '0'),
           case when g % 10 = 0 then 'machine' else 'mold' end::maintenance_asset_type,
           case when g % 10 = 0 then p0 + g % ${n(PRESSES)} else m0 + g % ${n(MOLDS)} end,
           'preventive', (array['high','medium','low'])[1 + g % 3]::maintenance_priority,
           case when g % 50 = 0 then 'cancelled' else 'completed' end::maintenance_work_order_status,
           (array['shots','days','manual','breakdown'])[1 + g % 4]::maintenance_trigger,
           current_date - 3000 + (g * 3000 / ${n(MWOS)}) + 20, current_date - 3000 + (g * 3000 / ${n(MWOS)}), 'Bench'
    from generate_series(1, ${n(MWOS)}) g, (select min(id) as m0 from molds where mold_code like 'LM-%') m, (select min(id) as p0 from machines where machine_number like 'LP-%') p`);
  step(`${MWOS} maintenance work orders`);
  await db.execute(sql`insert into users (name, email, role, password_hash)
    select (${w})[1 + g % 8] || ' User ' || g, 'user' || g || '@plant.example.test', 'Viewer', 'x' from generate_series(1, ${n(USERS)}) g`);
  // The audit log: what every write adds (left out when --only leaves out the audit log: PGlite at full scale) — a fifth work orders, the rest over other entities; updates most.
  if (!ONLY || ONLY.has('audit')) await db.execute(sql`insert into audit_log (user_id, entity, entity_id, action, changes, at)
    select u0 + g % ${n(USERS)}, (array['work_order','work_order','mold','purchase_order','inventory_item','sales_order','maintenance_work_order','user','product','customer'])[1 + g % 10],
           (g % 50000)::text, (array['update','update','update','create','sign_in','delete','status_change'])[1 + (g / 10) % 7],
           jsonb_build_object('field', 'quantity', 'from', g % 100, 'to', g % 100 + 1), now() - ((${n(AUDIT)} - g) * interval '30 seconds')
    from generate_series(1, ${n(AUDIT)}) g, (select min(id) as u0 from users where email like 'user%@plant.example.test') u`);
  step(`${USERS} users, ${AUDIT} audit entries`);
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
}

async function main() {
  const bench = await openBenchDb();
  console.log(`List searches on ${bench.label}, scale ${SCALE}`);
  await load(bench.db);
  const meter = planMeter(bench, { seqScanTables: ['purchase_orders', 'maintenance_work_orders', 'molds', 'suppliers', 'users', 'audit_log'], printPlans: args.plans === 'true' });
  const user = { id: 1, name: 'Bench', email: 'bench@example.test', role: 'Admin' } as unknown as SessionUser;
  const ctx = { db: meter.db, user };
  const results: (PlanResult & { estimate: boolean })[] = [];
  type Page = { total: number; total_is_estimate?: boolean; last_page: number };
  // Page 200 at full scale (well inside every broad search; an estimated last page may lie past the real end).
  const deep = async (fn: (page: number) => Promise<Page>) => Math.min(Math.max(1, Math.round(200 * SCALE)), (await fn(1)).last_page);
  const time = async (list: string, name: string, fn: (page: number) => Promise<Page>) => {
    if (ONLY && !ONLY.has(list)) return;
    for (const page of [1, await deep(fn)]) {
      const r = await meter.measure(`${list}: ${name}, page ${page}`, RUNS, () => fn(page));
      const out = await fn(page);
      results.push({ ...r, total: out.total, estimate: out.total_is_estimate === true });
      console.log(`${r.name.padEnd(52)} ${r.median.toFixed(1).padStart(7)} / ${r.p95.toFixed(1).padStart(7)} ms  total ${out.total}${out.total_is_estimate ? ' (est.)' : ''}  ${r.indexes}`);
    }
  };
  // The narrow terms: rows a quarter of the way into each table (whatever the scale).
  const [{ po, mwo, mold, supplier }] = await executeRows<{ po: string; mwo: string; mold: string; supplier: string }>(
    bench.db,
    sql`select (select po_number from purchase_orders where po_number like 'PO-L%' order by id limit 1 offset ${n(ORDERS / 4)}) as po,
               (select maintenance_number from maintenance_work_orders where maintenance_number like 'MWO-L%' order by id limit 1 offset ${n(MWOS / 4)}) as mwo,
               (select mold_name from molds where mold_code like 'LM-%' order by id limit 1 offset ${n(MOLDS / 4 + 1)}) as mold,
               (select company_name from suppliers where supplier_code like 'LS-%' order by id limit 1 offset ${n(SUPPLIERS / 4)}) as supplier`,
  );
  const paged = <Q,>(f: (c: typeof ctx, q: Q) => Promise<Page>, q: Q) => (page: number) => f(ctx, { ...q, page });

  await time('po', 'broad "falcon"', paged(listPurchaseOrders, { search: 'falcon' }));
  await time('po', `narrow "${po}"`, paged(listPurchaseOrders, { search: po }));
  await time('po', `narrow "${supplier}"`, paged(listPurchaseOrders, { search: supplier }));
  await time('po', 'broad "falcon", by expected date', paged(listPurchaseOrders, { search: 'falcon', sort: 'expected_date' }));
  await time('mwo', 'broad "falcon"', paged(listMaintenanceWorkOrders, { q: 'falcon' }));
  await time('mwo', 'broad "falcon", newest first', paged(listMaintenanceWorkOrders, { q: 'falcon', sort: 'created' }));
  await time('mwo', `narrow "${mwo}"`, paged(listMaintenanceWorkOrders, { q: mwo }));
  await time('mwo', `narrow "${mold}"`, paged(listMaintenanceWorkOrders, { q: mold }));
  await time('molds', 'broad "falcon"', paged(listMoldsPage, { q: 'falcon' }));
  await time('molds', `narrow "${mold}"`, paged(listMoldsPage, { q: mold }));
  await time('suppliers', 'broad "falcon"', paged(listSuppliers, { search: 'falcon' }));
  await time('suppliers', `narrow "${supplier}"`, paged(listSuppliers, { search: supplier }));
  await time('users', 'broad "falcon"', paged(listUsers, { q: 'falcon' }));
  await time('users', 'narrow "user12@"', paged(listUsers, { q: 'user12@' }));
  await time('audit', 'unfiltered', paged(listAudit, {}));
  await time('audit', 'entity work_order (20 %)', paged(listAudit, { entity: 'work_order' }));
  await time('audit', 'action update (43 %)', paged(listAudit, { action: 'update' }));
  await time('audit', 'one user', paged(listAudit, { user_id: Number((await executeRows<{ id: number }>(bench.db, sql`select min(id) as id from users where email like 'user%@plant.example.test'`))[0].id) }));

  console.log('\n| list, search, page | median ms | p95 ms | total | statements | indexes |\n|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.total}${r.estimate ? ' (est.)' : ''} | ${r.queries} | ${r.indexes} |`);
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
