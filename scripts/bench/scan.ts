/**
 * Scan to act at plant scale (issue 31): GET /api/scan through the route handler (bearer token) on a database with
 * the production bench's data (200,000 work orders, 1,000 molds, 100 presses, 2,000 products) and 500,000 stock
 * lots added here (lot numbers repeat as real ones do: one per work order's receipts), median and p95 of a work
 * order's number, a traveler's operation code, a press, a mold, a product, a lot number, `LOT-<id>`, a page
 * address and a code nothing has; then the plan of the statement (every branch on its index).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_production npx tsx --conditions=react-server scripts/bench/scan.ts
 *
 * Run scripts/bench/production.ts on that database first. Options: --runs=60 --lots=500000
 */
import { sql } from 'drizzle-orm';
import { GET as scanRoute } from '@/app/api/scan/route';
import { users } from '@/db/schema';
import { authenticateRequest } from '@/lib/auth/request';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { executeRows } from '@/lib/db/rows';
import { benchArgs, openBenchDb, timeIt } from './harness';

const args = benchArgs();
const RUNS = Number(args.runs ?? 60);
const LOTS = Number(args.lots ?? 500_000);

async function main() {
  const { db, raw, label, close } = await openBenchDb();
  console.log(`Scan benchmark on ${label}`);
  const [{ orders }] = await executeRows<{ orders: number }>(db, sql`select count(*)::int as orders from work_orders`);
  if (orders < 1000) throw new Error('Run scripts/bench/production.ts on this database first.');
  const [{ lots }] = await executeRows<{ lots: number }>(db, sql`select count(*)::int as lots from stock_lots`);
  if (lots < LOTS) {
    const t = Date.now();
    await db.execute(sql`insert into storage_locations (location_code, location_name, location_type) values ('BS-WH', 'Bench scan warehouse', 'warehouse') on conflict do nothing`);
    await db.execute(sql`
      insert into stock_lots (product_id, location_id, lot_number, received_date, quantity_on_hand)
      select p.id, (select id from storage_locations where location_code = 'BS-WH'), w.work_order_number, current_date - (g % 300), 10 + g % 90
        from generate_series(1, ${LOTS - lots}::int) g
        join work_orders w on w.id = (select min(id) from work_orders) + (g % ${orders}::int)
        join products p on p.id = w.product_id`);
    await db.execute(sql`analyze stock_lots`);
    console.log(`  ${LOTS - lots} lots added (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }

  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-scan-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const token = await issueApiToken(db, toSessionUser(row));
  const headers = { authorization: `Bearer ${token}` };
  await authenticateRequest(db, new Request('http://localhost/', { headers }));
  const scan = async (code: string) => {
    const res = await scanRoute(new Request(`http://localhost/api/scan?code=${encodeURIComponent(code)}`, { headers }), { params: Promise.resolve({}) });
    if (res.status !== 200) throw new Error(`${code} → ${res.status}`);
    return (await res.json()).data as unknown[];
  };
  const pick = async (query: ReturnType<typeof sql>) => (await executeRows<{ v: string }>(db, query)).map((r) => String(r.v));
  const cases: [string, string[]][] = [
    ['work order number', await pick(sql`select work_order_number as v from work_orders order by id desc limit 20`)],
    ['traveler operation code', (await pick(sql`select work_order_number as v from work_orders order by id limit 20 offset 1000`)).map((n) => `${n}-OP20`)],
    ['press (lower case)', (await pick(sql`select machine_number as v from machines order by id limit 20`)).map((c) => c.toLowerCase())],
    ['mold', await pick(sql`select mold_code as v from molds order by id desc limit 20`)],
    ['product', await pick(sql`select product_code as v from products order by id desc limit 20`)],
    ['lot number (several lots)', await pick(sql`select lot_number as v from stock_lots order by id desc limit 20`)],
    ['LOT-<id>', (await pick(sql`select id as v from stock_lots order by id limit 20 offset 1000`)).map((id) => `LOT-${id}`)],
    ['page address', (await pick(sql`select id as v from molds order by id limit 20`)).map((id) => `https://plant.example.com/molds/${id}`)],
    ['nothing has it', ['NO-SUCH-CODE-1', 'ZZZ-00000', 'WO-1999-99999']],
  ];
  console.log(`\nGET /api/scan, ${RUNS} requests each (after 3 warm-up):`);
  for (const [name, codes] of cases) {
    let i = 0;
    const found = (await scan(codes[0])).length;
    await timeIt(`${name} (${found} match${found === 1 ? '' : 'es'})`, RUNS, () => scan(codes[i++ % codes.length]));
  }
  const [first] = cases[5][1];
  const plan = await raw(
    `explain (costs off) select id from stock_lots where lot_number = $1 union all select id from work_orders where work_order_number in ($1, upper($1)) union all select id from machines where lower(machine_number) = lower($1)`,
    [first],
  );
  console.log('\n-- plan of three branches');
  for (const r of plan) console.log(`   ${String(Object.values(r)[0])}`);
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
