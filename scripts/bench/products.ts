/**
 * Products at plant scale: 50,000 products (all five types, 500 customers), 150,000 stock lots in 60
 * locations. Times the catalog page (filters, database search, deep pages), the inventory item picker and the
 * FIFO read through the real service functions (median and p95, JSON serialisation included), counts the SQL
 * statements each sends, and EXPLAINs the exact statements to show which indexes they use.
 *
 *   npx tsx --conditions=react-server scripts/bench/products.ts                          # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_products
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_products npx tsx --conditions=react-server scripts/bench/products.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_products
 *
 * Options: --products=50000 --runs=30 --plans (print the full plans, not only the indexes used).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/lib/db/rows';
import { inventoryByProduct, searchInventoryItems } from '@/lib/inventory/service';
import type { ProductListQuery } from '@/lib/products/list-state';
import { listProducts, listProductsPage } from '@/lib/products/service';
import type { ServiceContext } from '@/lib/service-context';
import { benchArgs, openBenchDb, planMeter, type PlanResult } from './harness';

const args = benchArgs();
const PRODUCTS = Number(args.products ?? 50_000);
const LOTS = PRODUCTS * 3;
const RUNS = Number(args.runs ?? 30);

/** Every statement a call sends, with its parameters (to count them and to EXPLAIN the real thing). */

async function load(db: Db) {
  const started = Date.now();
  const [{ n }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from products`);
  if (Number(n) >= PRODUCTS) {
    console.log('data already loaded');
    return;
  }
  await db.execute(sql`insert into customers (customer_code, company_name)
    select 'BPC' || g, 'Bench Customer ' || g from generate_series(1, 500) g`);
  await db.execute(sql`insert into storage_locations (location_code, location_name, location_type, aisle, rack, shelf)
    select 'BL-' || lpad(g::text, 3, '0'), 'Bench location ' || g,
           (case when g % 5 = 0 then 'production_floor' when g % 7 = 0 then 'other' else 'warehouse' end)::location_type,
           chr(65 + g % 8), lpad((g % 20)::text, 2, '0'), (g % 5)::text
    from generate_series(1, 60) g`);
  // Types: 40% finished goods, 20% WIP, 20% raw materials, 10% packaging, 10% components.
  // Names and descriptions draw on a small vocabulary, so common words match thousands of rows.
  await db.execute(sql`insert into products (product_code, product_name, description, category, product_type, unit,
      standard_cost, selling_price, customer_id, cycle_time_seconds, parts_per_cycle)
    select (array['FG','FG','FG','FG','WIP','WIP','RM','RM','PK','CP'])[1 + g % 10] || '-' || lpad(g::text, 6, '0'),
           (array['Cap','Closure','Housing','Lid','Container','Clip','Bracket','Handle','Lens','Gear','Bezel','Knob'])[1 + g % 12] || ' ' ||
             (array['28mm','38mm','small','large','black','white','clear','ribbed','vented','hinged'])[1 + (g / 12) % 10] || ' ' || g,
           'Molded part for the ' || (array['Acme','Borealis','Cobalt','Delta','Everest','Fjord','Granite'])[1 + g % 7] || ' series ' || (g % 997) ||
             case when g % 50 = 0 then ', tamper-evident band' else '' end,
           (array['Closures','Containers','Housings','Automotive','Medical','Consumer','Resins','Masterbatch','Cartons','Fasteners'])[1 + (g / 3) % 10],
           (array['finished_good','finished_good','finished_good','finished_good','semi_finished','semi_finished','raw_material','raw_material','packaging','component'])[1 + g % 10]::product_type,
           (array['ea','pcs','kg','ea','box'])[1 + g % 5]::unit_of_measure,
           round((0.01 + (g % 500) / 100.0)::numeric, 4), round((0.02 + (g % 700) / 90.0)::numeric, 4),
           case when g % 10 < 4 then (select min(id) from customers) + g % 500 end,
           case when g % 10 < 6 then 5 + g % 40 end, case when g % 10 < 6 then 1 + g % 16 end
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`insert into stock_lots (product_id, location_id, lot_number, received_date, quantity_on_hand, quantity_allocated, last_transaction_date)
    select p0 + (g * 7919) % ${PRODUCTS}, l0 + g % 60, 'BLOT-' || g, current_date - (g % 365), 100 + g % 5000, (g % 5000) / 10, current_date - (g % 120)
    from generate_series(1, ${LOTS}) g, (select min(id) as p0 from products) p, (select min(id) as l0 from storage_locations) l`);
  await db.execute(sql`analyze`);
  console.log(`loaded ${PRODUCTS} products, ${LOTS} stock lots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const h = await openBenchDb();
  try {
    await load(h.db);
    const meter = planMeter(h, { seqScanTables: ['products', 'stock_lots'], printPlans: !!args.plans });
    const ctx: ServiceContext = { db: meter.db, user: null };
    const [{ id: stocked }] = await executeRows<{ id: number }>(h.db, sql`select product_id as id from stock_lots group by product_id order by count(*) desc, product_id limit 1`);
    const [{ id: customerId }] = await executeRows<{ id: number }>(h.db, sql`select min(id) + 12 as id from customers where customer_code like 'BPC%'`);
    const page = (q: ProductListQuery) => () => listProductsPage(ctx, { per_page: 20, page: 1, ...q });

    const results: PlanResult[] = [];
    const m = async (name: string, fn: () => Promise<unknown>, runs = RUNS) => results.push(await meter.measure(name, runs, fn));
    await m('catalog page 1 (no filter)', page({}));
    await m('catalog page 1, type = finished_good', page({ product_type: ['finished_good'] }));
    await m('catalog page 1, type = packaging', page({ product_type: ['packaging'] }));
    await m('catalog page 1000 (offset 19,980 rows)', page({ page: 1000 }));
    await m('catalog search "fg-0123" (code)', page({ q: 'fg-0123' }));
    await m('catalog search "tamper" (description)', page({ q: 'tamper' }));
    await m('catalog search "housing" (common name)', page({ q: 'housing' }));
    await m('catalog search "housing" + finished goods', page({ q: 'housing', product_type: ['finished_good'] }));
    await m('catalog search "medical" (category)', page({ q: 'medical' }));
    await m('catalog search "ac" (2 chars)', page({ q: 'ac' }));
    await m('catalog search "no-such-part" (no match)', page({ q: 'no-such-part' }));
    await m('catalog customer_id filter', page({ customer_id: Number(customerId) }));
    await m('GET /api/products?q=fg-0123 (whole list)', () => listProducts(ctx, { q: 'fg-0123' }));
    await m(`GET /api/products (whole list, ${PRODUCTS} rows)`, () => listProducts(ctx, {}), Math.max(5, Math.round(RUNS / 6)));
    await m('item picker "rm-01"', () => searchInventoryItems(ctx, { q: 'rm-01', limit: 10 }));
    await m('item picker "lens clear"', () => searchInventoryItems(ctx, { q: 'lens clear', limit: 10 }));
    await m('item picker "cap" (thousands match)', () => searchInventoryItems(ctx, { q: 'cap', limit: 10 }));
    await m('item picker "series 12" + category=raw_material', () => searchInventoryItems(ctx, { q: 'series 12', category: 'raw_material', limit: 10 }));
    await m('item picker "ac" (2 chars)', () => searchInventoryItems(ctx, { q: 'ac', limit: 10 }));
    await m('item picker "zzqx" (no match)', () => searchInventoryItems(ctx, { q: 'zzqx', limit: 10 }));
    await m('GET /api/inventory/product/{id} (FIFO)', () => inventoryByProduct(ctx, stocked));

    console.log(`\n${h.label}: ${PRODUCTS} products, ${LOTS} stock lots, ${RUNS} runs each (times include JSON serialisation)\n`);
    console.log('| call | median ms | p95 ms | SQL | rows | total | indexes used (EXPLAIN ANALYZE) |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const r of results) {
      console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.queries} | ${r.rows} | ${r.total ?? ''} | ${r.indexes} |`);
    }
  } finally {
    await h.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
