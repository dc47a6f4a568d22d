/**
 * Costing at plant scale: 50,000 products with BOMs nested three levels (500 raw materials and packaging;
 * 12,000 molded parts of two raw materials on 12 presses; 12,000 sub-assemblies of two parts and a raw material;
 * 25,500 finished goods of a sub-assembly, a part and packaging), every cost sheet computed once; then through the
 * real route handlers and services, median and p95 of: the /costing list (page 1, deep pages, search), the stats,
 * a product's cost sheet, and the recompute after a component cost change (PATCH of a raw material's standard cost:
 * the product update and the new versions of every product that uses it, at any depth, in one transaction), and a
 * plant rates change (PATCH of the labor rate: a new version of every cost sheet in one transaction).
 *
 *   npx tsx --conditions=react-server scripts/bench/costing.ts                      # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_costing
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_costing npx tsx --conditions=react-server scripts/bench/costing.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_costing
 *
 * Options: --runs=40 --recomputes=20 --rate-changes=5 --scale=1 (a fraction of the plant-scale product counts, e.g. 0.05 for a quick check).
 */
import { sql } from 'drizzle-orm';
import { GET as listRoute } from '@/app/api/costing/cost-sheets/route';
import { GET as sheetRoute } from '@/app/api/costing/products/[id]/cost-sheet/route';
import { GET as statsRoute } from '@/app/api/costing/stats/route';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { authenticateRequest } from '@/lib/auth/request';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { recomputeAllCostSheets } from '@/lib/costing/recompute';
import { getCostingRates, updateCostingRates } from '@/lib/costing/service';
import { executeRows } from '@/lib/db/rows';
import { round } from '@/lib/numbers';
import { updateProduct } from '@/lib/products/service';
import { benchArgs, emitResult, openBenchDb, timeIt } from './harness';

const args = benchArgs();
const RUNS = Number(args.runs ?? 40);
const RECOMPUTES = Number(args.recomputes ?? 20);
const RATE_CHANGES = Number(args['rate-changes'] ?? 5);
const SCALE = Number(args.scale ?? 1);
/** Raw materials and packaging: a multiple of 5 (every fifth is a carton the finished goods use). */
const RAW = Math.max(5, Math.round((500 * SCALE) / 5) * 5);
const PARTS = Math.max(20, Math.round(12_000 * SCALE));
const SUBS = Math.max(20, Math.round(12_000 * SCALE));
const FGS = Math.max(20, Math.round(25_500 * SCALE));

async function load(db: Db) {
  const [{ n }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from products where product_code like 'BC-%'`);
  if (Number(n) >= RAW + PARTS + SUBS + FGS) {
    console.log(`data already loaded (${n} products)`);
    return;
  }
  if (Number(n) > 0) throw new Error('A partly loaded database: drop it and create it again.');
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  await db.execute(sql`
    insert into machines (machine_number, machine_name, tonnage, hourly_rate)
    select 'BC-IMM-' || g, 'Bench press ' || g, 100 + g * 50, 30 + g * 4 from generate_series(1, 12) g`);
  // Raw materials: resins per kg (1 in 5 is packaging per ea).
  await db.execute(sql`
    insert into products (product_code, product_name, product_type, unit, standard_cost, category)
    select 'BC-RM-' || lpad(g::text, 4, '0'), case when g % 5 = 0 then 'Carton ' else 'Resin grade ' end || g,
           (case when g % 5 = 0 then 'packaging' else 'raw_material' end)::product_type,
           (case when g % 5 = 0 then 'ea' else 'kg' end)::unit_of_measure, round((0.8 + (g % 40) * 0.11)::numeric, 4), 'Bench'
    from generate_series(1, ${RAW}::int) g`);
  await db.execute(sql`
    insert into products (product_code, product_name, product_type, unit, standard_cost, cycle_time_seconds, parts_per_cycle, cavity_count, selling_price, category)
    select 'BC-PT-' || lpad(g::text, 5, '0'), 'Molded part ' || g, 'component', 'pcs', 0.25, 12 + g % 40, 1 + g % 8, 1 + g % 8, 0, 'Bench'
    from generate_series(1, ${PARTS}::int) g`);
  await db.execute(sql`
    insert into products (product_code, product_name, product_type, unit, standard_cost, selling_price, category)
    select 'BC-SA-' || lpad(g::text, 5, '0'), 'Sub-assembly ' || g, 'semi_finished', 'pcs', 1, 0, 'Bench' from generate_series(1, ${SUBS}::int) g`);
  await db.execute(sql`
    insert into products (product_code, product_name, product_type, unit, standard_cost, cycle_time_seconds, parts_per_cycle, selling_price, category, description)
    select 'BC-FG-' || lpad(g::text, 5, '0'), 'Finished assembly ' || g, 'finished_good', 'ea', 2,
           case when g % 3 = 0 then 20 + g % 30 end, case when g % 3 = 0 then 1 end, round((3 + (g % 50) * 0.2)::numeric, 2), 'Bench', 'Bench finished good ' || g
    from generate_series(1, ${FGS}::int) g`);
  step(`${RAW + PARTS + SUBS + FGS} products`);

  // Presses of the molded parts.
  await db.execute(sql`
    insert into product_costing (product_id, machine_id)
    select p.id, m.id from products p join machines m on m.machine_number = 'BC-IMM-' || (1 + substr(p.product_code, 7)::int % 12)
    where p.product_code like 'BC-PT-%'`);
  await db.execute(sql`insert into boms (product_id, bom_type) select id, 'material' from products where product_code like 'BC-PT-%' or product_code like 'BC-SA-%' or product_code like 'BC-FG-%'`);
  const code = (prefix: string, width: number, expr: string) => sql.raw(`'${prefix}' || lpad((${expr})::text, ${width}, '0')`);
  // Level 1: two resins in grams (2 % scrap).
  await db.execute(sql`
    insert into bom_items (bom_id, item_id, quantity, unit, scrap_percentage, operation, sequence)
    select b.id, c.id, 5 + n % 30, 'g', 2, 'molding', s
    from products p join boms b on b.product_id = p.id
    cross join lateral (select substr(p.product_code, 7)::int as n) x
    cross join generate_series(1, 2) s
    join products c on c.product_code = ${code('BC-RM-', 4, `case when s = 1 then 1 + (n * 4) % ${RAW} else 1 + (n * 4 + 1) % ${RAW} end`)}
    where p.product_code like 'BC-PT-%'`);
  // Level 2: two parts and a resin.
  await db.execute(sql`
    insert into bom_items (bom_id, item_id, quantity, unit, scrap_percentage, operation, sequence)
    select b.id, c.id, case when s = 3 then 0.01 else 1 + s end, case when s = 3 then 'kg' else 'pcs' end::unit_of_measure, 1, 'assembly', s
    from products p join boms b on b.product_id = p.id
    cross join lateral (select substr(p.product_code, 7)::int as n) x
    cross join generate_series(1, 3) s
    join products c on c.product_code = case when s = 1 then ${code('BC-PT-', 5, `1 + n % ${PARTS}`)} when s = 2 then ${code('BC-PT-', 5, `1 + (n * 13) % ${PARTS}`)}
                                             else ${code('BC-RM-', 4, `1 + (n * 4 + 2) % ${RAW}`)} end
    where p.product_code like 'BC-SA-%'`);
  // Level 3: a sub-assembly, a part and a carton.
  await db.execute(sql`
    insert into bom_items (bom_id, item_id, quantity, unit, scrap_percentage, operation, sequence)
    select b.id, c.id, case when s = 3 then 0.02 else 1 end, 'ea', 0.5, 'assembly', s
    from products p join boms b on b.product_id = p.id
    cross join lateral (select substr(p.product_code, 7)::int as n) x
    cross join generate_series(1, 3) s
    join products c on c.product_code = case when s = 1 then ${code('BC-SA-', 5, `1 + n % ${SUBS}`)} when s = 2 then ${code('BC-PT-', 5, `1 + (n * 17) % ${PARTS}`)}
                                             else ${code('BC-RM-', 4, `5 * (1 + n % ${RAW / 5})`)} end
    where p.product_code like 'BC-FG-%'`);
  step('BOMs');
  await db.execute(sql`analyze`);

  const t0 = performance.now();
  const result = await db.transaction((tx) => recomputeAllCostSheets(tx, null));
  step(`every cost sheet computed in one transaction (${result.created} sheets, ${((performance.now() - t0) / 1000).toFixed(1)} s: what a plant rates change costs)`);
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze cost_sheets`);
  await db.execute(sql`vacuum analyze current_cost_sheets`);
  await db.execute(sql`analyze bom_items`);
  await db.execute(sql`analyze boms`);
}

/** `run` on `inputs` in turn (a different product or page each call), timed by the harness. */
function time<T>(label: string, inputs: T[], run: (input: T) => Promise<unknown>, runs = RUNS, warm = 3) {
  let next = 0;
  return timeIt(label, runs, () => run(inputs[next++ % inputs.length]), warm);
}

async function main() {
  const { db, label, raw, close } = await openBenchDb();
  console.log(`Costing benchmark on ${label}`);
  await load(db);

  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const user = toSessionUser(row);
  const token = await issueApiToken(db, user);
  const headers = { authorization: `Bearer ${token}` };
  await authenticateRequest(db, new Request('http://localhost/', { headers }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route declares its own params
  type Route = (req: Request, route: { params: Promise<any> }) => Promise<Response>;
  const get = async (handler: Route, path: string, params: Record<string, string> = {}) => {
    const res = await handler(new Request(`http://localhost${path}`, { headers }), { params: Promise.resolve(params) });
    if (res.status !== 200) throw new Error(`${path} → ${res.status}: ${await res.text()}`);
    return res.json();
  };

  const [{ total }] = await executeRows<{ total: string | number }>(db, sql`select count(*) as total from current_cost_sheets`);
  const lastPage = Math.ceil(Number(total) / 15);
  const pages = [2, Math.round(lastPage / 2), Math.max(1, lastPage - 10), lastPage].map(String);
  const terms = ['assembly 123', 'BC-FG-0420', 'molded part 77', 'bc-sa-1', 'finished good 2500', 'nomatch-xyz'];
  const ids = (await executeRows<{ id: number }>(db, sql`select product_id as id from current_cost_sheets order by product_id limit 40 offset ${Math.floor(Number(total) * 0.4)}`)).map((r) => String(r.id));

  console.log(`\n${total} current cost sheets; ${RUNS} requests each (after 3 warm-up), through the route handlers with a bearer token:`);
  await time('GET /api/costing/cost-sheets (page 1)', ['1'], () => get(listRoute, '/api/costing/cost-sheets'));
  await time(`GET /api/costing/cost-sheets?page=N (${pages.join(', ')})`, pages, (p) => get(listRoute, `/api/costing/cost-sheets?page=${p}`));
  await time('GET /api/costing/cost-sheets?search=… (6 terms)', terms, (t) => get(listRoute, `/api/costing/cost-sheets?search=${encodeURIComponent(t)}`));
  await time('GET /api/costing/stats', ['x'], () => get(statsRoute, '/api/costing/stats'));
  await time('GET /api/costing/products/{id}/cost-sheet', ids, (id) => get(sheetRoute, `/api/costing/products/${id}/cost-sheet`, { id }));

  // Component cost changes: a raw material's standard cost, through the product service (update + recompute in one transaction).
  const raws = (await executeRows<{ id: number; cost: string | number }>(db, sql`select id, standard_cost as cost from products where product_code like 'BC-RM-%' order by id`)).map((r) => ({
    id: Number(r.id),
    cost: Number(r.cost),
  }));
  const [{ n: before }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from cost_sheets`);
  let bump = 0;
  const figures: Record<string, string> = {};
  const fig = (r: { median: number; p95: number }) => `${r.median.toFixed(0)} / ${r.p95.toFixed(0)} ms`;
  const material = await time(
    `recompute after a raw material's cost change (PATCH, ${RECOMPUTES} materials)`,
    raws.filter((_, i) => i % 7 === 1).slice(0, RECOMPUTES + 2),
    (r) => updateProduct({ db, user }, r.id, { standard_cost: round(r.cost + 0.01 * ++bump) }),
    RECOMPUTES,
    2,
  );
  const [{ n: after }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from cost_sheets`);
  console.log(`  ${Number(after) - Number(before)} new cost sheet versions over ${RECOMPUTES + 2} changes (${Math.round((Number(after) - Number(before)) / (RECOMPUTES + 2))} products per change)`);
  figures[`a raw material's cost change (~${Math.round((Number(after) - Number(before)) / (RECOMPUTES + 2))} sheets), median / p95`] = fig(material);
  const parts = (await executeRows<{ id: number }>(db, sql`select id from products where product_code like 'BC-PT-%' order by id limit 30 offset ${Math.min(100, Math.floor(PARTS / 4))}`)).map((r) => Number(r.id));
  let cycle = 0;
  await time(`recompute after a molded part's cycle time change (${RECOMPUTES} parts)`, parts, (id) => updateProduct({ db, user }, id, { cycle_time_seconds: 60 + ++cycle }), RECOMPUTES, 2);

  // A plant rates change: every current sheet gets a new version (the labor rate is an input of every sheet).
  if (RATE_CHANGES > 0) {
    const start = await getCostingRates({ db, user });
    let step = 0;
    const [{ n: sheetsBefore }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from cost_sheets`);
    const rates = await time(
      `plant rates change: every cost sheet (PATCH, ${RATE_CHANGES} changes)`,
      ['x'],
      () => updateCostingRates({ db, user }, { labor_rate_per_hour: round(start.labor_rate_per_hour + 0.5 * ++step, 2) }),
      RATE_CHANGES,
      1,
    );
    const [{ n: sheetsAfter }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from cost_sheets`);
    console.log(`  ${Number(sheetsAfter) - Number(sheetsBefore)} new cost sheet versions over ${RATE_CHANGES + 1} changes`);
    figures[`plant rates change (${Math.round((Number(sheetsAfter) - Number(sheetsBefore)) / (RATE_CHANGES + 1)).toLocaleString('en')} sheets), median / p95`] = fig(rates);
    await db.execute(sql`vacuum analyze cost_sheets`);
    await db.execute(sql`vacuum analyze current_cost_sheets`);
  }

  // Plans of the list queries, after the recomputes above (dead tuples, a visibility map autovacuum has not caught up with).
  const page = (offset: number) =>
    `select cs.id, cs.total_cost, p.product_code from cost_sheets cs join current_cost_sheets h on h.product_id = cs.product_id and h.sheet_id = cs.id
      join products p on p.id = cs.product_id
      where h.product_id in (select product_id from current_cost_sheets order by sort_key, product_id limit 15 offset ${offset}) order by h.sort_key, h.product_id`;
  for (const [name, q] of [
    ['list page 1', page(0)],
    ['list deep page', page(Math.max(0, lastPage - 10) * 15)],
    ['list count', `select count(*) from current_cost_sheets`],
    ['list by total cost', `select h.sheet_id from current_cost_sheets h order by h.total_cost asc nulls last, h.sheet_id limit 15 offset 15000`],
    ['stats', `select count(*), avg(margin_percentage), avg(total_cost) from current_cost_sheets`],
    ['list search', `select h.sheet_id from current_cost_sheets h join products p on p.id = h.product_id where p.picker_text like '%bc-sa-1%' order by lower(p.product_code), h.sheet_id limit 15`],
  ] as const) {
    const plan = (await raw(`explain (analyze, costs off, timing off, summary on) ${q}`)).map((r) => String(Object.values(r)[0]));
    console.log(`\n-- ${name}`);
    for (const line of plan) console.log(`   ${line}`);
  }
  await close();
  emitResult(`costing recompute (${(RAW + PARTS + SUBS + FGS).toLocaleString('en')} products)`, figures);
}



main().catch((error) => {
  console.error(error);
  process.exit(1);
});
