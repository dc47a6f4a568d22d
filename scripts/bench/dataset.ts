/**
 * The plant-scale dataset of issue 13, as `npm run bench` loads it: 100,000 customers, 50,000 products, 5,000 molds
 * with 500,000 usage records (and 20,000 maintenance records). Every table is filled by `INSERT … SELECT …
 * generate_series` in chunks — the database builds the rows, nothing but the statement crosses the wire — so the same
 * code is fast on PostgreSQL and on PGlite. The rows follow the module benches (scripts/bench/customers.ts,
 * products.ts, molds.ts), with the links between them (products and customer-owned molds belong to the customers
 * loaded here). Afterwards `refreshPlannerStats` (lib/db/planner-stats.ts) runs `VACUUM (ANALYZE)` on the filled
 * tables, as every bulk load must (issue 13 item 1).
 *
 * What the benchmark's calls meet: `search=falcon` matches 1 customer in 60 (1.7 %, "Falcon" is one of the 60 first
 * words of a company name), `q=tamper` 1 product in 50 ("tamper-evident band" in the description), and the molds page
 * sums 30 days of usage out of two years (about 20 records per mold in the window).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/lib/db/rows';
import { refreshPlannerStats } from '@/lib/db/planner-stats';

export type DatasetSize = { customers: number; products: number; molds: number; usage: number; maintenance: number };

export const ISSUE_13_DATASET: DatasetSize = { customers: 100_000, products: 50_000, molds: 5_000, usage: 500_000, maintenance: 20_000 };

/** The dataset scaled by `factor` (quick runs of the script itself); at least one row of each. */
export function scaledDataset(factor: number): DatasetSize {
  const s = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    customers: s(ISSUE_13_DATASET.customers),
    products: s(ISSUE_13_DATASET.products),
    molds: s(ISSUE_13_DATASET.molds),
    usage: s(ISSUE_13_DATASET.usage),
    maintenance: s(ISSUE_13_DATASET.maintenance),
  };
}

// Word lists for believable, varied customers (scripts/bench/customers.ts): 60 × 40 × 8 company names, 48 × 48 contacts, 30 cities.
const FIRST = ['Apex', 'Summit', 'Great Lakes', 'Heartland', 'Keystone', 'Prairie', 'Northstar', 'Cascade', 'Meridian', 'Pinnacle', 'Evergreen', 'Riverbend', 'Coastal', 'Allegheny', 'Maple Leaf', 'Brightside', 'TrailCraft', 'Whirlwind', 'Pioneer', 'Harborview', 'Sterling', 'Nimbus', 'Lakeside', 'Ironwood', 'Badger', 'Delta', 'Redwood', 'Bluegrass', 'Buckeye', 'Huron', 'Cumberland', 'Lakeshore', 'Tri-County', 'Ridgeway', 'Clearwater', 'BioVantage', 'Lifeline', 'FreshPath', 'Everyday', 'Granite', 'Silverline', 'Oakmont', 'Falcon', 'Horizon', 'Liberty', 'Patriot', 'Frontier', 'Titan', 'Vector', 'Quantum', 'Precision', 'Atlas', 'Beacon', 'Cardinal', 'Crescent', 'Eagle', 'Gateway', 'Highland', 'Monarch', 'Sentinel'];
const MIDDLE = ['Automotive', 'Medical', 'Packaging', 'Closures', 'Plastics', 'Polymer', 'Molding', 'Components', 'Devices', 'Housewares', 'Toys', 'Appliance', 'Electrical', 'Filtration', 'Lighting', 'Fluid Systems', 'Seating', 'Interior Trim', 'Power Tools', 'Pet Products', 'Office', 'Electronics', 'Kitchen', 'Garden', 'Safety', 'Irrigation', 'Dental', 'Surgical', 'Diagnostics', 'Labware', 'Beverage', 'Dairy', 'Cosmetics', 'Pharma', 'Industrial', 'Outdoor', 'Harness', 'Brake', 'Climate', 'Containers'];
const SUFFIX = ['Inc.', 'LLC', 'Corp.', 'Co.', 'Ltd.', 'Group', 'Systems', 'Products'];
const GIVEN = ['Maria', 'Kevin', 'Sandra', 'Paul', 'Linda', 'Ahmed', 'Brenda', 'Jorge', 'Hannah', 'Derek', 'Emily', 'Rachel', 'Thomas', 'Olivia', 'Brian', 'Nina', 'Samuel', 'Grace', 'Mike', 'Karen', 'Sofia', 'Walter', 'Angela', 'Ryan', 'Dennis', 'Lucia', 'Jennifer', 'Chris', 'Megan', 'Greg', 'Patricia', 'Victor', 'Stacy', 'Daniel', 'Alice', 'Frank', 'Scott', 'Laura', 'Marcus', 'Irene', 'Jordan', 'Avery', 'Priya', 'Tom', 'Elena', 'Wei', 'Fatima', 'Igor'];
const FAMILY = ['Lopez', 'Brandt', 'Kim', 'Mendes', 'Carver', 'Siddiqui', 'Walsh', 'Ramirez', 'Price', 'Young', 'Chen', 'Nguyen', 'Avery', 'Grant', 'Foster', 'Patel', 'Ortiz', 'Holloway', 'Sorensen', 'Duffy', 'Marino', 'Hughes', 'Ruiz', 'Feldman', 'Kowalski', 'Romero', 'Boyd', 'Donnelly', 'Larson', 'Nowak', 'Hale', 'Alvarez', 'Morgan', 'Reyes', 'Tanaka', 'Muller', 'Jensen', 'Schultz', 'Bell', 'Kozlov', 'Miles', 'Stone', 'Raman', 'Okafor', 'Vasquez', 'Zhang', 'Haddad', 'Petrov'];
const CITIES = [['Detroit', 'MI'], ['Toledo', 'OH'], ['Columbus', 'OH'], ['Peoria', 'IL'], ['Fort Wayne', 'IN'], ['Holland', 'MI'], ['Nashville', 'TN'], ['Minneapolis', 'MN'], ['Madison', 'WI'], ['Indianapolis', 'IN'], ['Pittsburgh', 'PA'], ['Warsaw', 'IN'], ['Durham', 'NC'], ['Milwaukee', 'WI'], ['Omaha', 'NE'], ['Paramus', 'NJ'], ['Davenport', 'IA'], ['Fairfield', 'NJ'], ['Jacksonville', 'FL'], ['Fresno', 'CA'], ['Grand Rapids', 'MI'], ['Boulder', 'CO'], ['Akron', 'OH'], ['Seattle', 'WA'], ['Santa Clara', 'CA'], ['Cedar Rapids', 'IA'], ['Appleton', 'WI'], ['Lincoln', 'NE'], ['Cleveland', 'OH'], ['York', 'PA']];

/** A text[] literal of constant words (from this file, never input). */
const pgArray = (values: string[]) => sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * Customers `from`…`to` (codes CN<g>): 60 × 40 × 8 company names from the word lists above ("Falcon" in 1 of 60),
 * 48 × 48 contacts, 30 cities, one in 20 inactive. The module bench (scripts/bench/customers.ts) loads the same rows.
 */
export function insertCustomers(db: Db, from: number, to: number) {
  const cities = pgArray(CITIES.map((c) => c[0]));
  const states = pgArray(CITIES.map((c) => c[1]));
  return db.execute(sql`
      insert into customers (customer_code, company_name, dba_name, contact_person, email, phone, billing_address, city, state, postal_code, credit_limit, status)
      select 'CN' || case when g < 10 then '0' || g else g::text end,
             f.w || ' ' || m.w || ' ' || s.w,
             case when g % 7 = 0 then f.w else null end,
             ${pgArray(GIVEN)}[1 + (g * 7) % ${GIVEN.length}] || ' ' || ${pgArray(FAMILY)}[1 + (g * 13) % ${FAMILY.length}],
             lower(${pgArray(GIVEN)}[1 + (g * 7) % ${GIVEN.length}]) || g || '@' || lower(replace(f.w || m.w, ' ', '')) || '.example',
             '(' || (200 + g % 700) || ') 555-' || lpad((g % 10000)::text, 4, '0'),
             (100 + g % 9800) || ' Industrial Pkwy',
             ${cities}[1 + g % ${CITIES.length}],
             ${states}[1 + g % ${CITIES.length}],
             lpad((10000 + g % 89999)::text, 5, '0'),
             (g % 50) * 10000,
             (case when g % 20 = 0 then 'inactive' when g % 53 = 0 then 'suspended' else 'active' end)::party_status
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select (${pgArray(FIRST)})[1 + g % ${FIRST.length}] as w) f
      cross join lateral (select (${pgArray(MIDDLE)})[1 + (g / ${FIRST.length}) % ${MIDDLE.length}] as w) m
      cross join lateral (select (${pgArray(SUFFIX)})[1 + (g / ${FIRST.length * MIDDLE.length}) % ${SUFFIX.length}] as w) s`);
}

/** `insert(from, to)` for consecutive ranges of at most `chunk` rows (bounded memory on PGlite). */
export async function inChunks(total: number, chunk: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += chunk) await insert(from, Math.min(total, from + chunk - 1));
}

const FILLED = ['customers', 'molds', 'mold_usage_records', 'mold_maintenance_records', 'products'];

/**
 * Runs `fill` with the tables' secondary indexes dropped, then creates them again from their own definitions
 * (`pg_indexes.indexdef`, so `WITH (fastupdate = off)` and every other option come back as the migrations made
 * them): building a trigram index once over 100,000 rows is many times faster than updating it row by row, above all
 * on PGlite. Primary keys and unique indexes stay (foreign keys and the loaded codes rely on them).
 */
async function withoutSecondaryIndexes(db: Db, tables: string[], fill: () => Promise<void>): Promise<number> {
  const indexes = await executeRows<{ name: string; def: string }>(
    db,
    sql`select c.relname as name, pg_get_indexdef(c.oid) as def
        from pg_index x join pg_class c on c.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relname in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
          and not x.indisunique and not x.indisprimary
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name.replaceAll('"', '""')}"`));
  await fill();
  for (const { def } of indexes) await db.execute(sql.raw(def));
  return indexes.length;
}

/** Fills an empty, migrated database with the dataset; `log` hears each step with its time. */
export async function loadDataset(db: Db, size: DatasetSize, log: (line: string) => void = console.log): Promise<void> {
  const [{ n }] = await executeRows<{ n: string | number }>(db, sql`select (select count(*) from customers) + (select count(*) from molds) + (select count(*) from products) as n`);
  if (Number(n) > 0) throw new Error('loadDataset needs an empty database: the benchmark loads a scratch database of its own.');
  const step = async (label: string, fn: () => Promise<unknown>) => {
    const t = performance.now();
    await fn();
    log(`  ${label.padEnd(34)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
  };

  let fillDone = 0;
  const indexes = await withoutSecondaryIndexes(db, FILLED, async () => {
    await fillTables(db, size, step);
    fillDone = performance.now();
  });
  log(`  ${`${indexes} secondary indexes built`.padEnd(34)} ${((performance.now() - fillDone) / 1000).toFixed(1).padStart(6)} s`);

  await step('VACUUM (ANALYZE) of the filled tables', () => refreshPlannerStats(db, FILLED));
}

/** The INSERT … SELECTs, each timed by `step`. */
async function fillTables(db: Db, size: DatasetSize, step: (label: string, fn: () => Promise<unknown>) => Promise<void>): Promise<void> {
  await step(`${size.customers.toLocaleString('en-US')} customers`, async () => {
    await inChunks(size.customers, 25_000, (from, to) => insertCustomers(db, from, to));
    await db.execute(sql`select setval('customer_code_seq', ${size.customers})`);
  });

  // A third of the molds customer-owned, a tenth leased; intervals 50k–500k (every 12th mold without one); shots since
  // maintenance spread over 0–110 % of the interval so that every health state is present (scripts/bench/molds.ts).
  await step(`${size.molds.toLocaleString('en-US')} molds`, () =>
    db.execute(sql`insert into molds (mold_code, mold_name, ownership, cavity_count, status, customer_id, storage_location,
        maintenance_interval_shots, total_shots_lifetime, shots_since_maintenance, last_maintenance_date, purchase_date)
      select 'MLD-' || lpad(g::text, 5, '0'),
             (array['Door Handle Bezel','Bottle Cap 28mm','Air Vent Louver','Lens Housing','Battery Cover','Connector Shell','Clip Retainer','Knob Insert'])[1 + g % 8] || ' ' || (1 + g % 8) || '-cav',
             (case when g % 3 = 0 then 'customer_owned' when g % 10 = 1 then 'leased' else 'company_owned' end)::mold_ownership,
             1 + g % 8,
             (case when g % 25 = 0 then 'maintenance' when g % 40 = 0 then 'inactive' else 'active' end)::mold_status,
             case when g % 3 = 0 then c0 + (g * 7919) % ${size.customers} end,
             'Rack ' || chr(65 + g % 6) || '-' || lpad((g % 20)::text, 2, '0'),
             case when g % 12 = 0 then null else 50000 + (g % 10) * 50000 end,
             1000000 + g * 37,
             case when g % 12 = 0 then g * 3 else ((50000 + (g % 10) * 50000) * ((g * 7919) % 110) / 100) end,
             current_date - (g % 120),
             current_date - (365 + g % 2000)
      from generate_series(1, ${size.molds}) g, (select min(id) as c0 from customers) c`),
  );

  await step(`${size.usage.toLocaleString('en-US')} mold usage records`, () =>
    inChunks(size.usage, 100_000, (from, to) =>
      db.execute(sql`insert into mold_usage_records (mold_id, date, work_order, product, shots_produced, machine, operator, defect_rate)
        select m0 + g % ${size.molds}, current_date - ((g * 7) % 730), 'WO-2025-' || lpad((g % 99999)::text, 5, '0'),
               'Part ' || g % 500, 500 + (g * 13) % 4000, 'Press ' || lpad((1 + g % 24)::text, 2, '0'), 'Operator ' || g % 40, ((g * 17) % 400) / 100.0
        from generate_series(${from}::int, ${to}::int) g, (select min(id) as m0 from molds) m`),
    ),
  );

  await step(`${size.maintenance.toLocaleString('en-US')} mold maintenance records`, () =>
    db.execute(sql`insert into mold_maintenance_records (mold_id, date, type, description, technician, cost, resets_counter, shots_at_maintenance)
      select m0 + g % ${size.molds}, current_date - ((g * 11) % 730),
             (array['preventive','corrective','repair','cleaning','inspection'])[1 + g % 5]::maintenance_type,
             'Routine work ' || g, 'Tech ' || g % 9, (g % 2000) + 0.5, g % 5 < 3, g * 100
      from generate_series(1, ${size.maintenance}) g, (select min(id) as m0 from molds) m`),
  );

  // Types: 40 % finished goods, 20 % WIP, 20 % raw materials, 10 % packaging, 10 % components; names and
  // descriptions from a small vocabulary, so common words match thousands of rows (scripts/bench/products.ts).
  await step(`${size.products.toLocaleString('en-US')} products`, () =>
    inChunks(size.products, 25_000, (from, to) =>
      db.execute(sql`insert into products (product_code, product_name, description, category, product_type, unit,
          standard_cost, selling_price, customer_id, mold_id, cycle_time_seconds, parts_per_cycle)
        select (array['FG','FG','FG','FG','WIP','WIP','RM','RM','PK','CP'])[1 + g % 10] || '-' || lpad(g::text, 6, '0'),
               (array['Cap','Closure','Housing','Lid','Container','Clip','Bracket','Handle','Lens','Gear','Bezel','Knob'])[1 + g % 12] || ' ' ||
                 (array['28mm','38mm','small','large','black','white','clear','ribbed','vented','hinged'])[1 + (g / 12) % 10] || ' ' || g,
               'Molded part for the ' || (array['Acme','Borealis','Cobalt','Delta','Everest','Fjord','Granite'])[1 + g % 7] || ' series ' || (g % 997) ||
                 case when g % 50 = 0 then ', tamper-evident band' else '' end,
               (array['Closures','Containers','Housings','Automotive','Medical','Consumer','Resins','Masterbatch','Cartons','Fasteners'])[1 + (g / 3) % 10],
               (array['finished_good','finished_good','finished_good','finished_good','semi_finished','semi_finished','raw_material','raw_material','packaging','component'])[1 + g % 10]::product_type,
               (array['ea','pcs','kg','ea','box'])[1 + g % 5]::unit_of_measure,
               round((0.01 + (g % 500) / 100.0)::numeric, 4), round((0.02 + (g % 700) / 90.0)::numeric, 4),
               case when g % 10 < 4 then c0 + (g::bigint * 104729) % ${size.customers} end,
               case when g % 10 < 4 then m0 + g % ${size.molds} end,
               case when g % 10 < 6 then 5 + g % 40 end, case when g % 10 < 6 then 1 + g % 16 end
        from generate_series(${from}::int, ${to}::int) g, (select min(id) as c0 from customers) c, (select min(id) as m0 from molds) m`),
    ),
  );
}
