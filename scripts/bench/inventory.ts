/**
 * Inventory at plant scale: 50,000 products, 200,000 stock lots in 60 locations, 1,000,000 stock movements and the
 * kept per-product balances. Times the /inventory list (page 1, a deep page, each of the six filters, search), the
 * stats, FIFO issues (a write: lock the balance, take the oldest lots, movement, balance, audit) and one 500-row
 * CSV import batch through the real service functions (median and p95, JSON serialisation included), and EXPLAINs
 * the read statements to show which indexes they use.
 *
 *   npx tsx --conditions=react-server scripts/bench/inventory.ts                          # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_inventory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_inventory npx tsx --conditions=react-server scripts/bench/inventory.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_inventory
 *
 * Options: --products=50000 --movements=1000000 --runs=30 --plans (print the full plans, not only the indexes used).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';
import { executeRows } from '@/lib/db/rows';
import type { InventoryListQuery } from '@/lib/inventory/list-state';
import { importInventory, inventoryStats, issueStock, listInventoryItems } from '@/lib/inventory/service';
import type { ServiceContext } from '@/lib/service-context';
import { benchArgs, openBenchDb, planMeter, type PlanResult } from './harness';

const args = benchArgs();
const PRODUCTS = Number(args.products ?? 50_000);
const LOTS = PRODUCTS * 4;
const MOVEMENTS = Number(args.movements ?? 1_000_000); // the issue's dataset: 1,000,000 movements over 50,000 products
const RUNS = Number(args.runs ?? 30);

/** The harness's database; the timed calls run through its statement-recording drizzle (planMeter), so the last run's statements can be EXPLAINed with their real parameters. */
async function open() {
  const bench = await openBenchDb();
  const meter = planMeter(bench, { seqScanTables: ['products', 'stock_lots'], printPlans: !!args.plans });
  return { db: meter.db, kind: bench.label, measure: meter.measure, close: bench.close };
}

async function load(db: Db) {
  const started = Date.now();
  const [{ n }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from products`);
  if (Number(n) >= PRODUCTS) {
    console.log('data already loaded');
    return;
  }
  await db.execute(sql`insert into users (name, email, password_hash, role) values ('Bench', 'bench@example.test', 'x', 'Admin') on conflict do nothing`);
  await db.execute(sql`insert into storage_locations (location_code, location_name, location_type)
    select 'BL-' || lpad(g::text, 3, '0'), 'Bench location ' || g, 'warehouse'::location_type from generate_series(1, 60) g`);
  // Four in ten finished goods, two WIP, two raw materials, one packaging, one component; reorder levels so that some
  // items are low on stock; a tenth of the products have no lots (out of stock).
  await db.execute(sql`insert into products (product_code, product_name, description, category, product_type, unit, standard_cost, reorder_level)
    select (array['FG','FG','FG','FG','WIP','WIP','RM','RM','PK','CP'])[1 + g % 10] || '-' || lpad(g::text, 6, '0'),
           (array['Cap','Closure','Housing','Lid','Container','Clip','Bracket','Handle','Lens','Gear','Bezel','Knob'])[1 + g % 12] || ' ' ||
             (array['28mm','38mm','small','large','black','white','clear','ribbed','vented','hinged'])[1 + (g / 12) % 10] || ' ' || g,
           'Molded part, series ' || (g % 997),
           (array['Closures','Containers','Housings','Automotive','Medical','Consumer','Resins','Masterbatch','Cartons','Fasteners'])[1 + (g / 3) % 10],
           (array['finished_good','finished_good','finished_good','finished_good','semi_finished','semi_finished','raw_material','raw_material','packaging','component'])[1 + g % 10]::product_type,
           (array['ea','pcs','kg','ea','box'])[1 + g % 5]::unit_of_measure,
           round((0.01 + (g % 500) / 100.0)::numeric, 4), (g % 13) * 100
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`insert into stock_lots (product_id, location_id, lot_number, received_date, quantity_on_hand, quantity_allocated, unit_cost, last_transaction_date)
    select p0 + (g * 7919) % ${Math.floor(PRODUCTS * 0.9)}, l0 + g % 60, 'BLOT-' || g, current_date - (g % 365), 100 + g % 5000, (g % 5000) / 10, 0.5 + (g % 300) / 100.0, current_date - (g % 120)
    from generate_series(1, ${LOTS}) g, (select min(id) as p0 from products) p, (select min(id) as l0 from storage_locations) l`);
  await db.execute(sql`insert into stock_movements (product_id, movement_type, quantity, to_location_id, lots, unit_cost, balance_after, reference, movement_date, created_at)
    select p0 + ((g::bigint * 7919) % ${Math.floor(PRODUCTS * 0.9)})::int, (array['receipt','issue','transfer','adjustment'])[1 + g % 4]::stock_movement_type,
           case when g % 4 = 1 then -(1 + g % 50) else 1 + g % 50 end, l0 + g % 60, '[]'::jsonb, 1.5, 100 + g % 5000, 'WO-2026-' || lpad((g % 99999)::text, 5, '0'),
           current_date - (g % 365), now() - make_interval(days => g % 365)
    from generate_series(1, ${MOVEMENTS}) g, (select min(id) as p0 from products) p, (select min(id) as l0 from storage_locations) l`);
  await db.execute(sql`insert into stock_balances (product_id, quantity_on_hand, quantity_allocated, location_count, total_cost, last_movement_at)
    select p.id, coalesce(sum(l.quantity_on_hand), 0), coalesce(sum(l.quantity_allocated), 0),
           count(distinct l.location_id) filter (where l.quantity_on_hand > 0), coalesce(sum(l.quantity_on_hand * coalesce(l.unit_cost, p.standard_cost)), 0), now()
    from products p left join stock_lots l on l.product_id = p.id group by p.id
    on conflict (product_id) do update set quantity_on_hand = excluded.quantity_on_hand, quantity_allocated = excluded.quantity_allocated,
      location_count = excluded.location_count, total_cost = excluded.total_cost, last_movement_at = excluded.last_movement_at`);
  await db.execute(sql`analyze`);
  console.log(`loaded ${PRODUCTS} products, ${LOTS} stock lots, ${MOVEMENTS} movements in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const h = await open();
  try {
    await load(h.db);
    const [bench] = await executeRows<{ id: number; name: string; email: string; role: string }>(h.db, sql`select id, name, email, role from users where email = 'bench@example.test'`);
    const ctx: ServiceContext = { db: h.db, user: bench as SessionUser };
    const list = (q: InventoryListQuery) => () => listInventoryItems(ctx, q);

    const results: PlanResult[] = [];
    const m = async (name: string, fn: () => Promise<unknown>, runs = RUNS, explain = true) => results.push(await h.measure(name, runs, fn, explain));
    await m('list page 1 (all)', list({ page: 1 }));
    await m('list page 1000 (offset 24,975)', list({ page: 1000 }));
    for (const filter of ['raw_materials', 'finished_goods', 'components', 'low_stock', 'out_of_stock'] as const) await m(`list page 1, filter=${filter}`, list({ page: 1, filter }));
    await m('list page 50, filter=low_stock', list({ page: 50, filter: 'low_stock' }));
    await m('search "fg-0123" (code)', list({ page: 1, search: 'fg-0123' }));
    await m('search "housing" (common name)', list({ page: 1, search: 'housing' }));
    await m('search "housing" + low_stock', list({ page: 1, search: 'housing', filter: 'low_stock' }));
    await m('search "no-such-part" (no match)', list({ page: 1, search: 'no-such-part' }));
    await m('stats', () => inventoryStats(ctx));

    // FIFO issues: a different stocked product each run (1 unit), the whole write transaction.
    const stocked = await executeRows<{ id: number }>(h.db, sql`select product_id as id from stock_balances where quantity_on_hand - quantity_allocated > 10 order by product_id limit ${RUNS * 3 + 5}`);
    let i = 0;
    await m('issue FIFO (write)', () => issueStock(ctx, { product_id: stocked[i++].id, quantity: 1, reference: 'WO-BENCH' }), RUNS, false);
    // Parallel issues on one product: serialised by the balance row lock, never negative.
    const one = stocked[stocked.length - 1].id;
    const t = performance.now();
    const settled = await Promise.allSettled(Array.from({ length: 50 }, () => issueStock(ctx, { product_id: one, quantity: 1 })));
    const parallelMs = performance.now() - t;

    // One 500-row items import batch (a 100,000-row file is 200 of them).
    let batch = 0;
    await m(
      'import 500 items (one batch)',
      () => importInventory(ctx, { kind: 'items', rows: Array.from({ length: 500 }, (_, r) => ({ row: r + 2, values: { product_code: `IMPB-${batch}-${r}`, product_name: `Imported ${r}`, unit: 'kg', standard_cost: '1.5' } })) }).finally(() => batch++),
      Math.max(3, Math.round(RUNS / 6)),
      false,
    );

    console.log(`\n${h.kind}: ${PRODUCTS} products, ${LOTS} stock lots, ${MOVEMENTS} movements, ${RUNS} runs each (times include JSON serialisation)\n`);
    console.log('| call | median ms | p95 ms | SQL | rows | total | indexes used (EXPLAIN ANALYZE) |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const r of results) {
      console.log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.queries} | ${r.rows} | ${r.total ?? ''} | ${r.indexes} |`);
    }
    console.log(`\n50 parallel issues of 1 on one product: ${settled.filter((s) => s.status === 'fulfilled').length} ok, ${settled.filter((s) => s.status === 'rejected').length} refused, ${parallelMs.toFixed(0)} ms in all`);
  } finally {
    await h.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
