/**
 * Suppliers at plant scale: 2,000 suppliers × 24 months of the ten metrics (480,000 metric rows, their stored
 * monthly and current scorecards) and 20,000 corrective actions; then requests through the real route handlers
 * (bearer-token auth included) with median and p95, the SQL statements each request sends, and the plans of
 * the list search after ANALYZE.
 *
 *   npx tsx --conditions=react-server scripts/bench/suppliers.ts          # PGlite, in memory (react-server: services import server-only)
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_suppliers
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_suppliers npx tsx --conditions=react-server scripts/bench/suppliers.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_suppliers
 *
 * Options: --suppliers=2000 --actions=20000 --runs=60
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { GET as dashboardRoute } from '@/app/api/scorecard/dashboard/route';
import { GET as historyRoute } from '@/app/api/suppliers/[id]/scorecard/history/route';
import { GET as scorecardRoute } from '@/app/api/suppliers/[id]/scorecard/route';
import { GET as actionsRoute } from '@/app/api/suppliers/[id]/scorecard/corrective-actions/route';
import { GET as listRoute } from '@/app/api/suppliers/route';
import { closeDb, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { authenticateRequest } from '@/lib/auth/request';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { executeRows } from '@/lib/db/rows';
import type { ServiceContext } from '@/lib/service-context';
import { METRIC_TEMPLATES } from '@/lib/suppliers/constants';
import { listCorrectiveActions } from '@/lib/suppliers/corrective-actions';
import { getScorecardDashboard } from '@/lib/suppliers/dashboard';
import { getScorecard, getScorecardHistory } from '@/lib/suppliers/scorecard';
import { listSuppliers } from '@/lib/suppliers/service';
import { benchArgs, openBenchDb, summarize } from './harness';

const args = benchArgs();
const SUPPLIERS = Number(args.suppliers ?? 2_000);
const ACTIONS = Number(args.actions ?? 20_000);
const RUNS = Number(args.runs ?? 60);
const MONTHS = 24;

type Raw = (query: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Statements a traced call sent (drizzle's logger sees every query, not BEGIN/COMMIT). */
let traced: { query: string; params: unknown[] }[] = [];
const tracer: Logger = { logQuery: (query, params) => void traced.push({ query, params }) };

/** The bench database (scripts/bench/harness.ts), with a drizzle that traces what it sends for EXPLAIN. */
async function open(): Promise<{ db: Db; kind: string; raw: Raw; traced: Db }> {
  const bench = await openBenchDb();
  return { db: bench.db, kind: bench.label, raw: (query, params) => bench.raw(query, params), traced: bench.logged(tracer) };
}

const FIRST = ['Apex', 'Summit', 'Great Lakes', 'Heartland', 'Keystone', 'Prairie', 'Northstar', 'Cascade', 'Meridian', 'Pinnacle', 'Evergreen', 'Riverbend', 'Coastal', 'Allegheny', 'Badger', 'Ironwood', 'Huron', 'Cumberland', 'Lakeshore', 'Tri-County', 'Clearwater', 'Granite', 'Silverline', 'Falcon', 'Horizon', 'Liberty', 'Frontier', 'Titan', 'Vector', 'Precision', 'Atlas', 'Beacon', 'Cardinal', 'Crescent', 'Gateway', 'Monarch', 'Sentinel', 'Spectrum', 'Brightline', 'Nimbus'];
const MIDDLE = ['Polymer', 'Resin', 'Compounding', 'Color', 'Masterbatch', 'Additives', 'Pigments', 'Brass Inserts', 'Fastener', 'Stamping', 'Overmold', 'Springs', 'Corrugated', 'Dunnage', 'Poly Bag', 'Label', 'Molded Fiber', 'Mold & Die', 'Hot Runner', 'Mold Components', 'EDM', 'Tool Steel', 'Packaging', 'Plastics', 'Chemical', 'Film', 'Foam', 'Metal Works', 'Wire Forms', 'Logistics'];
const SUFFIX = ['Inc.', 'LLC', 'Corp.', 'Co.', 'Supply', 'Group', 'Systems', 'Products', 'Distribution', 'Industries'];
const CITIES = [['Detroit', 'MI'], ['Toledo', 'OH'], ['Columbus', 'OH'], ['Peoria', 'IL'], ['Fort Wayne', 'IN'], ['Holland', 'MI'], ['Nashville', 'TN'], ['Minneapolis', 'MN'], ['Madison', 'WI'], ['Indianapolis', 'IN'], ['Pittsburgh', 'PA'], ['Akron', 'OH'], ['Milwaukee', 'WI'], ['Omaha', 'NE'], ['Grand Rapids', 'MI'], ['Cleveland', 'OH'], ['York', 'PA'], ['Appleton', 'WI']];

const pgArray = (values: (string | number)[]) => sql.raw(`(array[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}])`);

/** A deterministic 0–99 from integers (no random(): the same data on both databases). */
const h = (expr: string) => `(abs(hashint4(${expr})) % 100)`;

async function load(db: Db) {
  const [{ n, a }] = await executeRows<{ n: string | number; a: string | number }>(db, sql`select (select count(*) from suppliers) as n, (select count(*) from corrective_actions) as a`);
  if (Number(n) >= SUPPLIERS && Number(a) >= ACTIONS) {
    console.log(`data already loaded (${n} suppliers, ${a} corrective actions)`);
    return;
  }
  if (Number(n) > 0) throw new Error('A partly loaded database: drop it and create it again.');
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Suppliers: 1 in 25 inactive, 1 in 60 suspended.
  await db.execute(sql`
    insert into suppliers (supplier_code, company_name, contact_person, email, phone, city, state, postal_code, payment_terms, lead_time_days, minimum_order_value, status)
    select 'SUP-' || lpad(g::text, 5, '0'),
           f.w || ' ' || m.w || ' ' || s.w || case when g > ${FIRST.length * MIDDLE.length} then ' ' || (g / ${FIRST.length * MIDDLE.length} + 1) else '' end,
           'Buyer ' || g,
           'orders' || g || '@' || lower(replace(f.w || m.w, ' ', '')) || '.example',
           '(' || (200 + g % 700) || ') 555-' || lpad((g % 10000)::text, 4, '0'),
           ${pgArray(CITIES.map((c) => c[0]))}[1 + g % ${CITIES.length}],
           ${pgArray(CITIES.map((c) => c[1]))}[1 + g % ${CITIES.length}],
           lpad((10000 + g % 89999)::text, 5, '0'),
           case when g % 3 = 0 then 'Net 45' else 'Net 30' end,
           5 + g % 40,
           (g % 20) * 250,
           (case when g % 25 = 0 then 'inactive' when g % 60 = 0 then 'suspended' else 'active' end)::supplier_status
    from generate_series(1, ${SUPPLIERS}::int) g
    cross join lateral (select (${pgArray(FIRST)})[1 + g % ${FIRST.length}] as w) f
    cross join lateral (select (${pgArray(MIDDLE)})[1 + (g / ${FIRST.length}) % ${MIDDLE.length}] as w) m
    cross join lateral (select (${pgArray(SUFFIX)})[1 + (g / 7) % ${SUFFIX.length}] as w) s`);
  step(`${SUPPLIERS} suppliers`);

  // Metrics: every supplier but 1 in 12 (never reviewed) has 24 months; 1 in 15 stopped 4 months ago (reviews due).
  // The score is generated (a supplier's level ± noise) and the actual derived from it against the default target.
  const t = METRIC_TEMPLATES;
  const templates = sql.raw(
    `(values ${t.map((m, i) => `(${i}, '${m.type}', '${m.category}', '${m.name}', ${m.defaultTarget}::numeric, '${m.unit}')`).join(', ')}) as t(idx, type, cat, name, target, unit)`,
  );
  for (let k0 = 0; k0 < MONTHS; k0 += 6) {
    await db.execute(sql`
      insert into supplier_metrics (supplier_id, review_period, scorecard_category_id, metric_type, metric_name, target_value, actual_value, unit_of_measure, score, recorded_on)
      select s.id, p.period, c.id, t.type::metric_type, t.name, t.target, round(t.target * sc.score / 100, 2), t.unit, sc.score,
             least(current_date, (p.period + interval '1 month' + interval '4 days')::date)
      from suppliers s
      cross join generate_series(${k0}::int, ${k0 + 5}::int) k
      cross join lateral (select (date_trunc('month', current_date) - ((k + case when s.id % 15 = 0 then 4 else 1 end) || ' month')::interval)::date as period) p
      cross join ${templates}
      join scorecard_categories c on c.category_code::text = t.cat
      cross join lateral (select least(100, greatest(0, 55 + ${sql.raw(h('s.id'))} * 0.45 + (${sql.raw(h('s.id * 31 + k * 7 + t.idx'))} - 50) * 0.12))::numeric(7, 4) as score) sc
      where s.id % 12 <> 0`);
  }
  step('metrics');

  // The stored monthly scorecards, by the rules of CONTRACT §6 (category means, weights renormalised over the categories with data).
  await db.execute(sql`
    insert into supplier_scorecard_periods (supplier_id, review_period, quality_score, delivery_score, communication_score, cost_score, improvement_score, overall_score, rating_category, metric_count)
    select supplier_id, review_period,
           round(max(avg_score) filter (where code = 'quality'), 2), round(max(avg_score) filter (where code = 'delivery'), 2),
           round(max(avg_score) filter (where code = 'communication'), 2), round(max(avg_score) filter (where code = 'cost'), 2),
           round(max(avg_score) filter (where code = 'improvement'), 2),
           round(sum(avg_score * weight) / sum(weight), 2),
           (case when sum(avg_score * weight) / sum(weight) >= 89.995 then 'preferred' when sum(avg_score * weight) / sum(weight) >= 79.995 then 'approved'
                 when sum(avg_score * weight) / sum(weight) >= 69.995 then 'conditional' else 'at_risk' end)::rating_category,
           sum(n)::int
    from (select m.supplier_id, m.review_period, c.category_code::text as code, c.weight_percentage as weight, avg(m.score) as avg_score, count(*) as n
          from supplier_metrics m join scorecard_categories c on c.id = m.scorecard_category_id
          group by 1, 2, 3, 4) cat
    group by supplier_id, review_period`);
  step('monthly scorecards');

  await db.execute(sql`
    insert into supplier_scorecards (supplier_id, review_period, quality_score, delivery_score, communication_score, cost_score, improvement_score, overall_score, rating_category,
                                     previous_overall_score, trend_direction, last_review_date, next_review_date)
    select supplier_id, review_period, quality_score, delivery_score, communication_score, cost_score, improvement_score, overall_score, rating_category, prev,
           (case when prev is null then 'stable' when overall_score - prev > 2 then 'up' when overall_score - prev < -2 then 'down' else 'stable' end)::trend_direction,
           reviewed, reviewed + 90
    from (select p.*, lead(overall_score) over (partition by supplier_id order by review_period desc) as prev,
                 row_number() over (partition by supplier_id order by review_period desc) as rn,
                 least(current_date, (review_period + interval '1 month' + interval '4 days')::date) as reviewed
          from supplier_scorecard_periods p) x
    where rn = 1`);
  await db.execute(sql`
    update suppliers s set quality_rating = (case when c.quality_score >= 90 then 'A' when c.quality_score >= 80 then 'B' when c.quality_score >= 70 then 'C'
                                                  when c.quality_score >= 60 then 'D' else 'F' end)::quality_rating
    from supplier_scorecards c where c.supplier_id = s.id`);
  step('current scorecards');

  // Corrective actions: opened over the last ~2 years, due 30 days later; 70 % closed, 10 % cancelled, 12 % open, 8 % in progress.
  await db.execute(sql`
    insert into corrective_actions (supplier_id, action_number, issue_description, severity, category, status, date_opened, due_date, date_closed, resolution_notes)
    select 1 + (g * 7919) % ${SUPPLIERS},
           'CA-' || y || '-' || (case when n < 1000 then lpad(n::text, 4, '0') else n::text end),
           'Issue ' || g || ': ' || (array['short shots on lot', 'late delivery of PO', 'invoice price above PO', 'missing CoA for lot', 'color shift on lot'])[1 + g % 5] || ' ' || (1000 + g),
           (case when ${sql.raw(h('g'))} < 10 then 'critical' when ${sql.raw(h('g'))} < 40 then 'major' else 'minor' end)::ca_severity,
           (array['quality', 'delivery', 'communication', 'cost', 'improvement', 'other'])[1 + g % 6]::ca_category,
           st.status::ca_status, opened, opened + 30,
           case when st.status in ('closed', 'cancelled') then least(current_date, opened + 25) end,
           case when st.status in ('closed', 'cancelled') then 'Resolved at source' end
    from (select g, opened, extract(year from opened)::int as y, row_number() over (partition by extract(year from opened) order by opened, g) as n
          from generate_series(1, ${ACTIONS}::int) g
          cross join lateral (select (current_date - (g * 37) % 720)::date as opened) o) x
    cross join lateral (select case when ${sql.raw(h('g * 13'))} < 70 then 'closed' when ${sql.raw(h('g * 13'))} < 80 then 'cancelled'
                                    when ${sql.raw(h('g * 13'))} < 92 then 'open' else 'in_progress' end as status) st`);
  await db.execute(sql`
    insert into corrective_action_counters (year, last_number)
    select split_part(action_number, '-', 2)::int, max(split_part(action_number, '-', 3)::int) from corrective_actions group by 1
    on conflict (year) do update set last_number = excluded.last_number`);
  step(`${ACTIONS} corrective actions`);

  // After bulk inserts the GIN pending list can mislead the planner until VACUUM (TOOLCHAIN.md).
  await db.execute(sql`vacuum analyze suppliers`);
  for (const t of ['supplier_metrics', 'supplier_scorecard_periods', 'supplier_scorecards', 'corrective_actions']) await db.execute(sql.raw(`analyze ${t}`));
  const counts = await executeRows<Record<string, string | number>>(
    db,
    sql`select (select count(*) from suppliers) as suppliers, (select count(*) from supplier_metrics) as metrics,
               (select count(*) from supplier_scorecard_periods) as periods, (select count(*) from supplier_scorecards) as scorecards,
               (select count(*) from corrective_actions) as actions`,
  );
  console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts[0])}`);
}

const results: { label: string; median: number; p95: number; statements: number }[] = [];

async function time<T>(label: string, inputs: T[], run: (input: T) => Promise<unknown>, statements: number) {
  for (const input of inputs.slice(0, 3)) await run(input); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run(inputs[i % inputs.length]);
    ms.push(performance.now() - started);
  }
  const r = summarize(ms);
  results.push({ label, median: r.median, p95: r.p95, statements });
  console.log(
    `${label.padEnd(60)} median ${r.median.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   max ${r.max.toFixed(1).padStart(6)} ms   ${statements} SQL`,
  );
}

/** EXPLAIN (ANALYZE) of every SELECT a service call sends, with the indexes each plan uses. */
async function explain(raw: Raw, tracedDb: Db, label: string, run: (db: Db) => Promise<unknown>) {
  traced = [];
  await run(tracedDb);
  for (const { query, params } of traced.filter((t) => /^\s*(select|with)/i.test(t.query))) {
    const rows = await raw(`explain (analyze, costs off, timing off, summary on) ${query}`, params);
    const plan = rows.map((r) => String(Object.values(r)[0]));
    const indexes = [...new Set(plan.join('\n').match(/(suppliers|supplier_\w+|corrective_actions)_\w+(idx|trgm|unique|pk|pkey)/g) ?? [])];
    console.log(`\n-- ${label}: ${indexes.length ? `indexes used: ${indexes.join(', ')}` : 'no index'}`);
    console.log(`   ${query.replace(/\s+/g, ' ').slice(0, 300)}…  -- params ${JSON.stringify(params)}`);
    for (const line of plan) console.log(`   ${line}`);
  }
}

async function main() {
  const { db, kind, raw, traced: tracedDb } = await open();
  console.log(`Suppliers benchmark on ${kind}`);
  await load(db);

  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const user = toSessionUser(row);
  const token = await issueApiToken(db, user);
  const headers = { authorization: `Bearer ${token}` };
  // The token's first use records last_used_at (then once a minute at most): not part of a typical request.
  await authenticateRequest(db, new Request('http://localhost/', { headers }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route declares its own params
  type Route = (req: Request, route: { params: Promise<any> }) => Promise<Response>;
  const get = async (handler: Route, path: string, params: Record<string, string> = {}) => {
    const res = await handler(new Request(`http://localhost${path}`, { headers }), { params: Promise.resolve(params) });
    if (res.status !== 200) throw new Error(`${path} → ${res.status}: ${await res.text()}`);
    return res.json();
  };
  // Statements per request: what the route sends, counted on a traced connection (token auth + the service).
  const count = async (service: (ctx: ServiceContext) => Promise<unknown>) => {
    traced = [];
    await authenticateRequest(tracedDb, new Request('http://localhost/', { headers }));
    await service({ db: tracedDb, user });
    return traced.length;
  };

  const lastPage = Math.ceil(SUPPLIERS / 15);
  const pages = [2, Math.round(lastPage * 0.5), Math.round(lastPage * 0.75), lastPage - 5, lastPage - 1, lastPage].map(String);
  const terms = ['apex', 'SUP-01234', 'sup-007', 'great lakes resin', 'brass inserts', 'orders1777@', 'hot runner co', 'tool steel', 'pigments llc', 'spectrum', 'xyz-nomatch', 'summitpolymer.ex'];
  const ratings = ['preferred', 'approved', 'conditional', 'at_risk', 'unrated'];
  const ids = Array.from({ length: 40 }, (_, i) => String(1 + ((i * 7919) % SUPPLIERS)));

  console.log(`\n${RUNS} requests each (after 3 warm-up), through the route handlers with a bearer token:`);
  await time('GET /api/suppliers (page 1)', ['1'], () => get(listRoute, '/api/suppliers'), await count((ctx) => listSuppliers(ctx, {})));
  await time(`GET /api/suppliers?page=N (deep: ${pages.join(', ')})`, pages, (p) => get(listRoute, `/api/suppliers?page=${p}`), await count((ctx) => listSuppliers(ctx, { page: Number(pages[4]) })));
  await time('GET /api/suppliers?search=… (12 terms)', terms, (t) => get(listRoute, `/api/suppliers?search=${encodeURIComponent(t)}`), await count((ctx) => listSuppliers(ctx, { search: 'apex' })));
  await time('GET /api/suppliers?rating=… (5 ratings)', ratings, (r) => get(listRoute, `/api/suppliers?rating=${r}`), await count((ctx) => listSuppliers(ctx, { rating: 'at_risk' })));
  await time('GET /api/suppliers?rating=…&page=3', ratings, (r) => get(listRoute, `/api/suppliers?rating=${r}&page=3`), await count((ctx) => listSuppliers(ctx, { rating: 'preferred', page: 3 })));
  await time('GET /api/suppliers/{id}/scorecard', ids, (id) => get(scorecardRoute, `/api/suppliers/${id}/scorecard`, { id }), await count((ctx) => getScorecard(ctx, Number(ids[0]))));
  await time('GET /api/suppliers/{id}/scorecard/history', ids, (id) => get(historyRoute, `/api/suppliers/${id}/scorecard/history`, { id }), await count((ctx) => getScorecardHistory(ctx, Number(ids[0]))));
  await time(
    'GET /api/suppliers/{id}/scorecard/corrective-actions',
    ids,
    (id) => get(actionsRoute, `/api/suppliers/${id}/scorecard/corrective-actions`, { id }),
    await count((ctx) => listCorrectiveActions(ctx, Number(ids[0]), {})),
  );
  await time('GET /api/scorecard/dashboard', ['x'], () => get(dashboardRoute, '/api/scorecard/dashboard'), await count((ctx) => getScorecardDashboard(ctx)));

  const sample = await getScorecardDashboard({ db, user });
  console.log(
    `\ndashboard: ${sample.summary.total_suppliers} active, ${sample.summary.total_scorecards} scored, average ${sample.summary.average_score}; ` +
      `distribution ${sample.distribution.map((d) => `${d.rating_category} ${d.count}`).join(', ')}; ` +
      `${sample.summary.needs_review_count} reviews due, ${sample.summary.overdue_actions_count} overdue, ${sample.summary.critical_actions_count} critical open`,
  );

  await explain(raw, tracedDb, 'list, search=great lakes resin', (d) => listSuppliers({ db: d, user }, { search: 'great lakes resin' }));
  await explain(raw, tracedDb, 'list, search=SUP-01234', (d) => listSuppliers({ db: d, user }, { search: 'SUP-01234' }));
  await explain(raw, tracedDb, 'list, rating=at_risk', (d) => listSuppliers({ db: d, user }, { rating: 'at_risk' }));
  if (args.explainAll) {
    await explain(raw, tracedDb, 'list, deep page', (d) => listSuppliers({ db: d, user }, { page: lastPage - 1 }));
    await explain(raw, tracedDb, 'dashboard', (d) => getScorecardDashboard({ db: d, user }));
  }

  console.log('\n| request | median ms | p95 ms | SQL statements |\n|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.statements} |`);
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exitCode = 1;
});
