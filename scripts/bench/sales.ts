/**
 * Sales at plant scale (issue 25): 20,000 customers, 200,000 sales orders, 800,000 lines and 300,000 shipments
 * (defaults); then the orders list (page 1, a deep page, each status filter, a customer, searches), one order page,
 * the shipments list and the /sales figures, median and p95.
 *
 *   npx tsx --conditions=react-server scripts/bench/sales.ts --orders=20000   # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_sales
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_sales npx tsx --conditions=react-server scripts/bench/sales.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_sales
 *
 * Options: --customers=20000 --orders=200000 --products=2000 --runs=60
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { closeDb, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { toSessionUser } from '@/lib/auth/service';
import { todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { SALES_ORDER_STATUSES } from '@/lib/sales/constants';
import { salesOrderCounts } from '@/lib/sales/queries';
import { getSalesOrder, listSalesOrders, listShipments, salesStats } from '@/lib/sales/service';
import type { ServiceContext } from '@/lib/service-context';
import { benchArgs, openBenchDb, timeIt, type BenchDb } from './harness';

const args = benchArgs();
const CUSTOMERS = Number(args.customers ?? 20_000);
const ORDERS = Number(args.orders ?? 200_000);
const PRODUCTS = Number(args.products ?? 2_000);
const RUNS = Number(args.runs ?? 60);

const n = (v: number) => sql.raw(String(Math.trunc(v)));

/** Orders by status, by their number g: 5 % draft, 10 % confirmed, 10 % partially shipped, 65 % shipped, 5 % closed, 5 % cancelled. */
const STATUS_OF = sql.raw(`(case when g % 20 = 0 then 'draft' when g % 20 in (1, 2) then 'confirmed' when g % 20 in (3, 4) then 'partially_shipped'
  when g % 20 = 5 then 'closed' when g % 20 = 6 then 'cancelled' else 'shipped' end)::sales_order_status`);

async function load(db: Db) {
  const [{ n: count }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from sales_orders`);
  if (Number(count) >= ORDERS) {
    console.log(`data already loaded (${count} sales orders)`);
    return;
  }
  if (Number(count) > 0) throw new Error('A partly loaded database: drop it and create it again.');
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const today = todayInPlant();
  await db.execute(sql`
    insert into customers (customer_code, company_name, contact_person, email, status)
    select 'BC' || lpad(g::text, 6, '0'), 'Bench Buyer ' || g || ' ' || (array['Plastics','Appliances','Automotive','Packaging'])[1 + g % 4], 'Buyer ' || g, 'buyer' || g || '@bench.test', 'active'
    from generate_series(1, ${n(CUSTOMERS)}) g`);
  step(`${CUSTOMERS} customers`);
  await db.execute(sql`
    insert into products (product_code, product_name, product_type, unit, selling_price)
    select 'BSP-' || lpad(g::text, 5, '0'), 'Bench part ' || g, 'finished_good', 'pcs', 0.05 + (g % 200) / 100.0
    from generate_series(1, ${n(PRODUCTS)}) g`);
  step(`${PRODUCTS} products`);
  await db.execute(sql`
    insert into sales_orders (order_number, customer_id, customer_po, order_date, requested_date, status, subtotal)
    select 'SO-B' || lpad(g::text, 7, '0'), (select min(id) from customers where customer_code like 'BC%') + g % ${n(CUSTOMERS)},
           'PO-' || (100000 + g), ${today}::date - 730 + (g * 730 / ${n(ORDERS)}), ${today}::date - 716 + (g * 730 / ${n(ORDERS)}), ${STATUS_OF}, 0
    from generate_series(1, ${n(ORDERS)}) g`);
  step(`${ORDERS} sales orders`);
  await db.execute(sql`
    insert into sales_order_lines (sales_order_id, line_number, product_id, quantity, quantity_shipped, unit_price, requested_date, completed_date)
    select o.id, k, (select min(id) from products where product_code like 'BSP-%') + (o.id * 7 + k) % ${n(PRODUCTS)}, 1000 * k,
           case o.status when 'shipped' then 1000 * k when 'partially_shipped' then 500 * k when 'closed' then 500 * k else 0 end,
           0.05 + ((o.id + k) % 200) / 100.0, o.requested_date,
           case when o.status = 'shipped' then o.requested_date + (o.id % 5) - 2 end
    from sales_orders o cross join generate_series(1, 4) k`);
  await db.execute(sql`update sales_orders o set subtotal = s.v from (select sales_order_id, sum(quantity * unit_price) v from sales_order_lines group by 1) s where s.sales_order_id = o.id`);
  step(`${ORDERS * 4} lines`);
  // Shipments: one per shipped, partially shipped or closed order, a second for half the shipped ones (~300k at the defaults).
  await db.execute(sql`
    insert into shipments (shipment_number, sales_order_id, customer_id, ship_date, carrier, value)
    select 'SH-B' || lpad((row_number() over (order by o.id, k))::text, 8, '0'), o.id, o.customer_id, o.requested_date - 2 + k, 'UPS Freight', o.subtotal / 2
    from sales_orders o cross join generate_series(1, 2) k
    where o.status in ('partially_shipped', 'closed') and k = 1 or o.status = 'shipped' and (k = 1 or o.id % 2 = 0)`);
  step('shipments');
  // Orders inserted without the service: the per-status counters from the table (lib/db/status-counts.ts).
  await db.transaction((tx) => salesOrderCounts.rebuild(tx));
  await db.execute(sql`vacuum analyze`);
  step('counters, vacuum analyze');
}

let traced: { query: string; params: unknown[] }[] = [];
const tracer: Logger = { logQuery: (query, params) => void traced.push({ query, params }) };

/** The statements one run of `fn` sends, and (PostgreSQL) the indexes each plan uses after ANALYZE. */
async function explain(bench: BenchDb, ctx: ServiceContext, label: string, fn: (ctx: ServiceContext) => Promise<unknown>, plans: boolean) {
  traced = [];
  await fn({ ...ctx, db: bench.logged(tracer) });
  const statements = traced.length;
  const used: string[] = [];
  const scans: string[] = [];
  if (plans) {
    for (const { query, params } of traced) {
      const rows = await bench.raw(`explain (analyze, costs off, timing off) ${query}`, params);
      const plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
      used.push(...(plan.match(/\b(sales_orders|sales_order_lines|customers|sales_order_status_counts|shipments)_\w+(idx|trgm|key|pkey)\b/g) ?? []));
      scans.push(...(plan.match(/Seq Scan on (sales_orders|sales_order_lines|customers|shipments)\b/g) ?? []));
    }
  }
  console.log(`-- ${label}: ${statements} SQL${plans ? `; indexes: ${[...new Set(used)].join(', ') || 'none'}${scans.length ? `; ${[...new Set(scans)].join(', ')}` : ''}` : ''}`);
}

async function main() {
  const bench = await openBenchDb();
  const { db } = bench;
  console.log(`Sales benchmark on ${bench.label}: ${CUSTOMERS} customers, ${ORDERS} orders (4 lines each), ${PRODUCTS} products`);
  await load(db);
  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const ctx = { db, user: toSessionUser(row) };
  const results: { label: string; median: number; p95: number }[] = [];
  const time = async (label: string, fn: () => Promise<unknown>) => results.push({ label, ...(await timeIt(label, RUNS, fn)) });

  const [{ id: orderId, customer }] = await executeRows<{ id: number; customer: number }>(db, sql`select id, customer_id as customer from sales_orders where status = 'partially_shipped' order by id desc limit 1`);
  const requests: [string, (c: ServiceContext) => Promise<unknown>][] = [
    ['orders: page 1 (newest first)', (c) => listSalesOrders(c, { page: 1, per_page: 25 })],
    ['orders: page 500', (c) => listSalesOrders(c, { page: 500, per_page: 25 })],
    ['orders: page 2000', (c) => listSalesOrders(c, { page: 2000, per_page: 25 })],
    [`orders: last page (${Math.ceil(ORDERS / 25)})`, (c) => listSalesOrders(c, { page: Math.ceil(ORDERS / 25), per_page: 25 })],
    ...SALES_ORDER_STATUSES.map((status): [string, (c: ServiceContext) => Promise<unknown>] => [`orders: status ${status}, page 1`, (c) => listSalesOrders(c, { status: [status], page: 1, per_page: 25 })]),
    ['orders: status shipped, page 500', (c) => listSalesOrders(c, { status: ['shipped'], page: 500, per_page: 25 })],
    ['orders: status confirmed + partially shipped, page 1', (c) => listSalesOrders(c, { status: ['confirmed', 'partially_shipped'], page: 1, per_page: 25 })],
    ['orders: one customer', (c) => listSalesOrders(c, { customer_id: Number(customer), page: 1, per_page: 25 })],
    ['orders: search an order number "SO-B0123"', (c) => listSalesOrders(c, { search: 'SO-B0123', page: 1, per_page: 25 })],
    ['orders: search a customer "Buyer 1234 "', (c) => listSalesOrders(c, { search: 'Buyer 1234 ', page: 1, per_page: 25 })],
    ['orders: search a PO "PO-15000"', (c) => listSalesOrders(c, { search: 'PO-15000', page: 1, per_page: 25 })],
    ['order page (lines, shipments, work orders)', (c) => getSalesOrder(c, Number(orderId))],
    ['shipments: page 1', (c) => listShipments(c, { page: 1, per_page: 25 })],
    ['/sales figures', (c) => salesStats(c)],
  ];
  for (const [label, fn] of requests) await explain(bench, ctx, label, fn, bench.kind === 'postgres');
  for (const [label, fn] of requests) await time(label, () => fn(ctx));
  // A cursor walk from page 1 to past page 500 (keyset: every page costs what the first did).
  let cursor: string | undefined;
  const first = await listSalesOrders(ctx, { page: 1, per_page: 25 });
  cursor = first.next ?? undefined;
  for (let i = 1; i < 499 && cursor; i++) cursor = (await listSalesOrders(ctx, { cursor, per_page: 25 })).next ?? undefined;
  const deep = cursor!;
  await time('orders: cursor page 500 (next of page 499)', () => listSalesOrders(ctx, { cursor: deep, per_page: 25 }));

  console.log('\n| request | median ms | p95 ms |\n|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exitCode = 1;
});
