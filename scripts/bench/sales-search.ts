/**
 * Broad and narrow sales-order searches (issue 30 item 4), on a database that already holds the customers bench's
 * 100,000 customers (scripts/bench/customers.ts): adds 200,000 sales orders over them (one INSERT … SELECT, once),
 * then times `listSalesOrders` page 1 per term and per group (median / p95) and prints each term's total and whether
 * it is the planner's estimate. "summit", "medical", "SO-00" match 2,000–100,000 orders; the narrow terms ≤ 11.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_customers npx tsx --conditions=react-server scripts/bench/customers.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_customers npx tsx --conditions=react-server scripts/bench/sales-search.ts
 *
 * Options: --runs=40
 */
import { sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/auth/types';
import { executeRows } from '@/lib/db/rows';
import { listSalesOrders } from '@/lib/sales/queries';
import { benchArgs, openBenchDb, timeIt } from './harness';

const RUNS = Number(benchArgs().runs ?? 40);

async function main() {
  const b = await openBenchDb();
  try {
    const [{ customers, orders }] = await executeRows<{ customers: number; orders: number }>(
      b.db,
      sql`select (select count(*) from customers)::int as customers, (select count(*) from sales_orders)::int as orders`,
    );
    if (customers < 100_000) throw new Error('Run scripts/bench/customers.ts on this database first (100,000 customers).');
    if (orders === 0) {
      await b.db.execute(sql`insert into sales_orders (order_number, customer_id, order_date, status)
        select 'SO-' || lpad(g::text, 7, '0'), c0 + (g * 7919) % 100000, current_date - (g % 700), 'confirmed'
        from generate_series(1, 200000) g, (select min(id) as c0 from customers) c`);
      await b.db.execute(sql`vacuum analyze sales_orders`);
    }
    const ctx = { db: b.db, user: { id: 1, name: 'Bench', email: 'bench@example.test', role: 'Admin' } as unknown as SessionUser };
    const broad = ['summit', 'medical', 'SO-00', 'automotive inc'];
    const narrow = ['SO-0012345', 'CN4711', 'nomatch-xyz'];
    for (const t of [...broad, ...narrow]) {
      const page = await listSalesOrders(ctx, { search: t, page: 1 });
      await timeIt(`  "${t}" (total ${page.total}${page.total_is_estimate ? ', estimated' : ''})`, Math.round(RUNS / 2), () => listSalesOrders(ctx, { search: t, page: 1 }));
    }
    let i = 0;
    let j = 0;
    await timeIt(`broad (${broad.join(', ')})`, RUNS, () => listSalesOrders(ctx, { search: broad[i++ % broad.length], page: 1 }));
    await timeIt(`narrow (${narrow.join(', ')})`, RUNS, () => listSalesOrders(ctx, { search: narrow[j++ % narrow.length], page: 1 }));
  } finally {
    await b.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
