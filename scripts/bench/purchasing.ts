/**
 * Purchasing at plant scale (issue 26): 2,000 suppliers, 100,000 purchase orders, 400,000 lines and 300,000 goods
 * receipts (defaults); then the orders list (page 1, a status, a supplier, a search, a deep page), the PO page, the
 * reorder suggestions, and a receipt (stock lot + line totals + status + the supplier's metrics and scorecard,
 * committed), median and p95.
 *
 *   npx tsx --conditions=react-server scripts/bench/purchasing.ts --orders=20000   # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_purchasing
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_purchasing npx tsx --conditions=react-server scripts/bench/purchasing.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_purchasing
 *
 * Options: --suppliers=2000 --items=2000 --orders=100000 --receipts=300000 --runs=60
 */
import { sql } from 'drizzle-orm';
import { closeDb, type Db } from '@/db/client';
import { storageLocations, users } from '@/db/schema';
import { toSessionUser } from '@/lib/auth/service';
import { addDays, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { createPurchaseOrder, getPurchaseOrder, getSuggestions, listPurchaseOrders, placePurchaseOrder, receiveGoods } from '@/lib/purchasing/service';
import { benchArgs, openBenchDb, timeIt } from './harness';

const args = benchArgs();
const SUPPLIERS = Number(args.suppliers ?? 2_000);
const ITEMS = Number(args.items ?? 2_000);
const ORDERS = Number(args.orders ?? 100_000);
const RECEIPTS = Number(args.receipts ?? ORDERS * 3);
const RUNS = Number(args.runs ?? 60);

const n = (v: number) => sql.raw(String(Math.trunc(v)));

async function load(db: Db) {
  const [{ c }] = await executeRows<{ c: string | number }>(db, sql`select count(*) as c from purchase_orders`);
  if (Number(c) >= ORDERS) {
    console.log(`data already loaded (${c} purchase orders)`);
    return;
  }
  if (Number(c) > 0) throw new Error('A partly loaded database: drop it and create it again.');
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const today = todayInPlant();
  await db.execute(sql`insert into suppliers (supplier_code, company_name, lead_time_days) select 'BS-' || lpad(g::text, 5, '0'), 'Bench Supplier ' || g, 5 + g % 30 from generate_series(1, ${n(SUPPLIERS)}) g`);
  await db.execute(sql`
    insert into products (product_code, product_name, product_type, unit, standard_cost, reorder_level, reorder_quantity, preferred_supplier_id)
    select 'BR-' || lpad(g::text, 5, '0'), 'Bench resin ' || g, 'raw_material', 'kg', 1 + (g % 50) / 10.0, 100 * (1 + g % 5), 500,
           (select min(id) from suppliers) + g % ${n(SUPPLIERS)}
    from generate_series(1, ${n(ITEMS)}) g`);
  await db.insert(storageLocations).values({ locationCode: 'BENCH-WH', locationName: 'Bench warehouse', locationType: 'warehouse' }).onConflictDoNothing();
  step(`${SUPPLIERS} suppliers, ${ITEMS} items`);
  // Orders over three years: the older ones received or closed, the latest ordered, partly received or draft.
  await db.execute(sql`
    insert into purchase_orders (po_number, supplier_id, status, order_date, expected_date, total_amount, placed_at)
    select 'PO-B' || lpad(g::text, 7, '0'), (select min(id) from suppliers) + (g * 7) % ${n(SUPPLIERS)},
           (case when g > ${n(ORDERS)} * 0.97 then (array['draft','ordered','partially_received'])[1 + g % 3]
                 when g % 20 = 0 then 'closed' else 'received' end)::purchase_order_status,
           ${today}::date - 1100 + (g * 1095 / ${n(ORDERS)}), ${today}::date - 1100 + (g * 1095 / ${n(ORDERS)}) + 14, 1000 + g % 5000, now()
    from generate_series(1, ${n(ORDERS)}) g`);
  step(`${ORDERS} purchase orders`);
  await db.execute(sql`
    insert into purchase_order_lines (purchase_order_id, line_number, product_id, quantity, unit_price, expected_date, quantity_received, quantity_rejected)
    select o.id, k, (select min(id) from products where product_code like 'BR-%') + (o.id * 4 + k) % ${n(ITEMS)}, 100 + (o.id + k) % 400, 1 + (o.id % 50) / 10.0, o.expected_date,
           case when o.status in ('received', 'closed') then 100 + (o.id + k) % 400 else 0 end, 0
    from purchase_orders o cross join generate_series(1, 4) k where o.po_number like 'PO-B%'`);
  step(`${ORDERS * 4} lines`);
  await db.execute(sql`
    insert into goods_receipts (receipt_number, purchase_order_id, supplier_id, received_date)
    select 'GR-B' || lpad(g::text, 7, '0'), o.id, o.supplier_id, o.expected_date - 1 + g % 3
    from generate_series(1, ${n(RECEIPTS)}) g join purchase_orders o on o.po_number = 'PO-B' || lpad((1 + g % ${n(ORDERS * 0.97)})::text, 7, '0')`);
  await db.execute(sql`
    insert into goods_receipt_lines (goods_receipt_id, purchase_order_line_id, product_id, supplier_id, received_date, quantity_received, quantity_rejected,
                                     unit_price, standard_cost, on_time, complete)
    select r.id, l.id, l.product_id, r.supplier_id, r.received_date, 10, case when r.id % 17 = 0 then 1 else 0 end, l.unit_price, l.unit_price, r.id % 9 <> 0, r.id % 5 <> 0
    from goods_receipts r join lateral (select id, product_id, unit_price from purchase_order_lines where purchase_order_id = r.purchase_order_id order by line_number limit 1) l on true
    where r.receipt_number like 'GR-B%'`);
  step(`${RECEIPTS} receipts and their lines`);
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
}

async function main() {
  const bench = await openBenchDb();
  const { db } = bench;
  console.log(`Purchasing benchmark on ${bench.label}: ${SUPPLIERS} suppliers, ${ORDERS} orders, ${ORDERS * 4} lines, ${RECEIPTS} receipts`);
  await load(db);
  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const ctx = { db, user: toSessionUser(row) };
  const results: { label: string; median: number; p95: number }[] = [];
  const time = async (label: string, fn: () => Promise<unknown>, runs = RUNS) => results.push({ label, ...(await timeIt(label, runs, fn)) });

  const [{ supplier, po }] = await executeRows<{ supplier: number; po: number }>(db, sql`select min(supplier_id) as supplier, max(id) as po from purchase_orders where po_number like 'PO-B%'`);
  await time('list: page 1, newest first', () => listPurchaseOrders(ctx, { page: 1, per_page: 25 }));
  await time('list: ordered + partially received', () => listPurchaseOrders(ctx, { status: ['ordered', 'partially_received'], page: 1, per_page: 25 }));
  await time('list: one supplier', () => listPurchaseOrders(ctx, { supplier_id: Number(supplier), page: 1, per_page: 25 }));
  await time('list: search "PO-B00042"', () => listPurchaseOrders(ctx, { search: 'PO-B00042', page: 1, per_page: 25 }));
  await time('list: search "Supplier 1234"', () => listPurchaseOrders(ctx, { search: 'Supplier 1234', page: 1, per_page: 25 }));
  await time('list: by expected date, page 400', () => listPurchaseOrders(ctx, { sort: 'expected_date', page: 400, per_page: 25 }));
  await time('PO page (order, lines, receipts)', () => getPurchaseOrder(ctx, Number(po) - 5000));
  await time('reorder suggestions', () => getSuggestions(ctx), 20);

  // Receipts, committed: each run receives a line of its own placed order (stock lot, line totals, status, metrics, scorecard).
  const [{ item }] = await executeRows<{ item: number }>(db, sql`select min(id) as item from products where product_code like 'BR-%'`);
  const orders: { id: number; line: number }[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const draft = await createPurchaseOrder(ctx, { supplier_id: Number(supplier), expected_date: addDays(todayInPlant(), 3), lines: [{ product_id: Number(item) + (i % 20), quantity: 100, unit_price: 1.2345 }] });
    // The bench's own receipts (2 of 60 rejected) make this supplier at risk: the Admin overrides (ignored otherwise).
    await placePurchaseOrder(ctx, draft.id, { override_reason: 'Bench run' });
    orders.push({ id: draft.id, line: draft.lines[0].id });
  }
  let next = 0;
  await time('receipt: 1 line, 2 rejected (stock + metrics + scorecard)', () => {
    const o = orders[next++];
    return receiveGoods(ctx, o.id, { lines: [{ line_id: o.line, quantity_received: 60, quantity_rejected: 2, rejection_reason: 'Bench' }] });
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
