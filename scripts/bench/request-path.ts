/**
 * The request path of the hot lists (issue 13, items 2 and 3), through the real route handlers with a bearer token:
 *   GET /api/molds?page=1&per_page=25                 5,000 molds, 500,000 usage records (30-day usage per row)
 *   GET /api/customers?search=falcon&page=1           100,000 customers (~1.7 % match)
 *   GET /api/customers?page=1                         unfiltered: a count of 100k rows, or the planner's estimate
 *   GET /api/customers?per_page=100&page=N            deep pages by offset (10 %, 50 %, 90 % of the table)
 *   GET /api/customers?per_page=100&cursor=…          the whole table walked by cursor (every page timed)
 * and prints median / p95 per call.
 *
 *   npx tsx --conditions=react-server scripts/bench/request-path.ts                       # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_path
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_path npx tsx --conditions=react-server scripts/bench/request-path.ts
 *
 * Options: --customers=100000 --products=50000 --molds=5000 --usage=500000 --runs=50 --explain (PostgreSQL: the keyset query's plan)
 *          --reuse (PostgreSQL: keep the data a previous run loaded, e.g. to compare two builds on the same rows)
 */
import { sql } from 'drizzle-orm';
import { GET as customersRoute } from '@/app/api/customers/route';
import { GET as moldsRoute } from '@/app/api/molds/route';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { executeRows } from '@/lib/db/rows';
import { ISSUE_13_DATASET, loadDataset } from './dataset';
import { benchArgs, openBenchDb, summarize, timeIt } from './harness';

const args = benchArgs();
const CUSTOMERS = Number(args.customers ?? 100_000);
const MOLDS = Number(args.molds ?? 5_000);
const USAGE = Number(args.usage ?? 500_000);
const PRODUCTS = Number(args.products ?? 50_000);
const RUNS = Number(args.runs ?? 50);

type Handler = (req: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The issue-13 dataset (scripts/bench/dataset.ts, as `npm run bench` loads it) at the sizes asked, on emptied tables. */
async function load(db: Db) {
  await db.execute(sql`truncate mold_maintenance_records, mold_usage_records, products, molds, customers restart identity cascade`);
  await loadDataset(db, { ...ISSUE_13_DATASET, customers: CUSTOMERS, products: PRODUCTS, molds: MOLDS, usage: USAGE });
}

async function main() {
  const bench = await openBenchDb();
  const { db } = bench;
  console.log(`${bench.label}: ${CUSTOMERS.toLocaleString()} customers, ${MOLDS.toLocaleString()} molds, ${USAGE.toLocaleString()} usage records`);

  let t = performance.now();
  const [{ n }] = await executeRows<{ n: number | string }>(db, sql`select count(*) as n from customers`);
  if (args.reuse && Number(n) > 0) {
    console.log('--reuse: the data already loaded\n');
  } else {
    await load(db);
    console.log(`loaded in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  }

  const [row] = await db.insert(users).values({ name: 'Bench', email: `bench-${Date.now()}@example.test`, role: 'Viewer', passwordHash: 'x' }).returning();
  const token = await issueApiToken(db, toSessionUser(row));
  const get = async (handler: Handler, path: string) => {
    const res = await handler(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({}) });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  const first = await get(moldsRoute as Handler, '/api/molds?page=1&per_page=25');
  console.log(`molds page: ${first.data.length} rows of ${first.total}${first.total_is_estimate ? ' (estimate)' : ''}`);
  await timeIt('GET /api/molds?page=1&per_page=25', RUNS, () => get(moldsRoute as Handler, '/api/molds?page=1&per_page=25'));
  const middle = Math.max(1, Math.round(first.total / 25 / 2));
  await timeIt(`GET /api/molds?page=${middle}&per_page=25`, RUNS, () => get(moldsRoute as Handler, `/api/molds?page=${middle}&per_page=25`));
  const search = await get(customersRoute as Handler, '/api/customers?search=falcon&page=1');
  console.log(`customer search: ${search.total} matches`);
  await timeIt('GET /api/customers?search=falcon&page=1', RUNS, () => get(customersRoute as Handler, '/api/customers?search=falcon&page=1'));
  const all = await get(customersRoute as Handler, '/api/customers?page=1');
  console.log(`customers: total ${all.total}${all.total_is_estimate ? ' (estimate)' : ' (counted)'}`);
  await timeIt('GET /api/customers?page=1', RUNS, () => get(customersRoute as Handler, '/api/customers?page=1'));
  const pages = Math.ceil(all.total / 100);
  for (const share of [0.1, 0.5, 0.9]) {
    const page = Math.max(1, Math.round(pages * share));
    await timeIt(`GET /api/customers?per_page=100&page=${page} (offset)`, Math.max(5, Math.round(RUNS / 5)), () => get(customersRoute as Handler, `/api/customers?per_page=100&page=${page}`));
  }

  if (!('next' in all)) {
    console.log('\n(no cursor paging in this build)');
  } else {
    // The whole table by cursor, 100 a page: every page timed.
    const times: number[] = [];
    let seen = 0;
    let cursor: string | null = null;
    let deepCursor: string | null = null;
    t = performance.now();
    do {
      const start = performance.now();
      const page: { data: unknown[]; next: string | null } = await get(customersRoute as Handler, `/api/customers?per_page=100${cursor ? `&cursor=${cursor}` : '&page=1'}`);
      times.push(performance.now() - start);
      seen += page.data.length;
      cursor = page.next;
      if (seen >= all.total / 2 && !deepCursor) deepCursor = cursor;
    } while (cursor);
    const s = summarize(times);
    console.log(
      `${'walk by cursor, per_page=100: every page'.padEnd(48)} median ${s.median.toFixed(1).padStart(7)} ms   p95 ${s.p95.toFixed(1).padStart(7)} ms   max ${s.max.toFixed(1).padStart(7)} ms   (${seen.toLocaleString()} rows, ${times.length} pages, ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
    if (deepCursor) {
      await timeIt('GET /api/customers?per_page=100&cursor=(50 %)', Math.max(5, Math.round(RUNS / 5)), () => get(customersRoute as Handler, `/api/customers?per_page=100&cursor=${deepCursor}`));
    }
    if (bench.kind === 'postgres' && args.explain) {
      const [[k, id]] = (await executeRows<{ k: string; id: number }>(db, sql`select lower(company_name) as k, id from customers order by lower(company_name), id offset ${Math.floor(all.total / 2)} limit 1`)).map((r) => [r.k, r.id]);
      const plan = await executeRows<Record<string, string>>(
        db,
        sql`explain analyze select * from customers where (lower(company_name), id) > (${k}, ${id}) order by lower(company_name) asc nulls last, id asc limit 101`,
      );
      console.log(`\nkeyset plan (PostgreSQL):\n${plan.map((r) => Object.values(r)[0]).join('\n')}`);
    }
  }
  await bench.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
