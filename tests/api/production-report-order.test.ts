import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresOptions, useDatabase, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { toSessionUser } from '@/lib/auth/service';
import { reportProduction } from '@/lib/production/service';
import { buildLoadPlant } from '../ops/load-plant';

/**
 * The order a production report's statements reach PostgreSQL in (issue 30). Several are sent in one round trip
 * (`inOrder`, lib/db/together.ts), and the server runs them in the order they arrive: each statement below must
 * come after the one it depends on. A statement started a turn late (an async helper where a lazy query belongs)
 * would move ahead of the lock or the write it needs, and no answer would show it. PostgreSQL only: the driver's
 * debug hook sees the statements as they are sent (PGlite runs them one by one, in the order called).
 */
describe.skipIf(!process.env.DATABASE_URL)('a production report’s statements, in the order sent', () => {
  const sent: string[] = [];
  const sentWith: { query: string; parameters: unknown[] }[] = [];
  let recording = false;
  let db: Db;
  let client: postgres.Sql;
  beforeAll(() => {
    const record = (_connection: number, query: string, parameters: unknown[]) => {
      if (!recording) return;
      sent.push(query.replace(/\s+/g, ' ').trim());
      sentWith.push({ query, parameters });
    };
    client = postgres(process.env.DATABASE_URL!, postgresOptions({ max: 2, debug: record }));
    db = useDatabase({ kind: 'postgres', client });
  });

  it('locks before it reads and stamps, writes after, audits last', async () => {
    const [row] = await db.insert(users).values({ name: 'Order check', email: `order-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
    const user = toSessionUser(row);
    const plant = await buildLoadPlant({ db, user }, { presses: 1, materials: 2, tag: `OR${Date.now().toString(36).slice(-5)}`, stock: 100_000 });
    recording = true;
    await reportProduction({ db, user } as never, plant.orders[0].id, { shots: 10, good_parts: 38, scrap_parts: 2 });
    recording = false;

    const at = (pattern: RegExp, from = 0) => {
      const i = sent.findIndex((q, index) => index >= from && pattern.test(q));
      expect(i, `${pattern} after statement ${from}:\n${sent.join('\n')}`).toBeGreaterThanOrEqual(from);
      return i;
    };
    // Generic plans taken before the first statement that plans (lib/db/plans.ts; the first 40 characters).
    expect(sent.slice(0, 3).map((q) => q.slice(0, 40))).toEqual(['begin', 'set local plan_cache_mode = force_generi', expect.stringMatching(/^select "work_orders"\."id"/)]);
    // The mold: counters (its row lock), then the usage record, then the window's shots that count it (the stored
    // window, which the insert's trigger has updated).
    const moldUpdate = at(/^update "molds"/);
    at(/^select case when "molds"\."usage_window_end" = \$1::date then "molds"\."usage_window_shots"/, at(/^insert into "mold_usage_records"/, moldUpdate));
    // The stock, in one batch: every balance it writes locked at once, then under those locks the materials' free
    // lots read and the stamp (the ids, the time, the on hand that balance_after counts from: read before the lock,
    // it would miss what the writer the lock waited for committed); then the new lot, the lots' update, the
    // balances' refresh and the movements, after the stamp.
    const lock = at(/^with locked as \( insert into "stock_balances"/);
    const freeLots = at(/^select .* from "stock_lots" inner join/, lock);
    const stamp = at(/^select array_to_string\(array\(select nextval\('stock_lots_id_seq'\)/, lock);
    expect(sent.findIndex((q) => /^select array_to_string\(array\(select nextval/.test(q)), 'the stamp once, after the lock').toBe(stamp);
    const newLot = at(/^insert into "stock_lots"/, Math.max(freeLots, stamp));
    const movements = at(/^insert into "stock_movements"/, at(/^insert into stock_balances/, at(/^update "stock_lots"/, newLot)));
    // The audit rows last, sent with the commit (lib/db/with-commit.ts).
    expect(sent.slice(at(/^insert into "audit_log"/, movements) + 1)).toEqual(['commit']);
  });

  it('reads the plant’s orders and its products’ lots in stock by index on generic plans, in a report that completes its order', async () => {
    // A report's transaction forces generic plans (lib/db/plans.ts). A statement whose generic plan cannot use its
    // index — a parameter where a partial index's predicate needs a literal, as the press check once had — scans
    // the whole table at plant scale. Each statement the report sent is prepared again and explained as its generic
    // plan, with work_orders at 20,000 rows and 5,000 emptied lots for each of the report's products (a floor's
    // months of history), analyzed (in a transaction rolled back afterwards): the balances' refresh and the free
    // lots read the lots in stock alone (stock_lots_live_idx), not every lot the product ever had — which made each
    // report slower than the last.
    const [row] = await db.insert(users).values({ name: 'Plan check', email: `plans-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
    const user = toSessionUser(row);
    const plant = await buildLoadPlant({ db, user }, { presses: 1, materials: 2, tag: `PL${Date.now().toString(36).slice(-5)}`, stock: 100_000 });
    const order = plant.orders[0];
    await client`update work_orders set quantity_planned = quantity_completed + 1 where id = ${order.id}`;
    sent.length = 0;
    sentWith.length = 0;
    recording = true;
    const report = await reportProduction({ db, user } as never, order.id, { shots: 10, good_parts: 38, scrap_parts: 2 });
    recording = false;
    expect(report.work_order.status).toBe('completed');

    const statements = sentWith.filter((s) => /^\s*(select|insert|update|delete|with)\b/i.test(s.query));
    expect(statements.some((s) => s.query.includes('from "work_orders" where ("work_orders"."machine_id" = '))).toBe(true); // the press check ran
    const rolledBack = new Error('rolled back');
    const plans: string[] = [];
    await client
      .begin(async (sql) => {
        await sql`insert into work_orders (work_order_number, product_id, mold_id, machine_id, quantity_planned, quantity_completed, status, target_date)
          select 'PLANCHECK-' || g, product_id, mold_id, machine_id, 10, 10, 'completed', target_date
          from work_orders, generate_series(1, 20000) g where id = ${order.id}`;
        await sql`insert into stock_lots (product_id, location_id, received_date, quantity_on_hand, unit_cost)
          select p, (select location_id from stock_lots where product_id = ${plant.materials[0]} limit 1), current_date - 400 + g / 20, 0, 1
          from unnest(${[...plant.materials, order.productId]}::int[]) p, generate_series(1, 5000) g`;
        await sql`analyze work_orders`;
        await sql`analyze stock_lots`;
        await sql`set local plan_cache_mode = force_generic_plan`;
        for (const [i, { query, parameters }] of statements.entries()) {
          await sql.unsafe(`prepare plan_check_${i} as ${query}`);
          // EXECUTE's arguments as literals (a bound parameter there has no type to take).
          const args = parameters.map(literal).join(', ');
          const plan = await sql.unsafe(`explain (costs off) execute plan_check_${i}${args ? `(${args})` : ''}`);
          plans.push(`${query.replace(/\s+/g, ' ').slice(0, 120)}\n${plan.map((r) => String(Object.values(r)[0])).join('\n')}`);
          await sql.unsafe(`deallocate plan_check_${i}`);
        }
        throw rolledBack; // the orders added and their statistics go with the transaction
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(plans.length).toBe(statements.length);
    for (const plan of plans) expect(plan, plan).not.toMatch(/Seq Scan on work_orders\b|Seq Scan on stock_lots\b|stock_lots_product_received_idx/);
    expect(plans.filter((plan) => plan.includes('stock_lots_live_idx')).length, 'the free lots and the refresh').toBeGreaterThanOrEqual(2);
  });
});

/** A parameter as an SQL literal of unknown type (PostgreSQL coerces it to the parameter's type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}
