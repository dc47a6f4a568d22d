import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/sales-orders/route';
import { getDb } from '@/db/client';
import { executeRows } from '@/lib/db/rows';
import { SALES_ORDER_STATUSES } from '@/lib/sales/constants';
import { salesOrderCounts } from '@/lib/sales/queries';
import { cancelSalesOrder, closeSalesOrder, confirmSalesOrder, createShipment, listSalesOrders, salesStats } from '@/lib/sales/service';
import type { SalesOrderDto } from '@/lib/sales/dto';
import { makeSalesOrder, makeStockedProduct } from '../factories/sales';
import { signedInAs, type SignedIn } from '../factories/users';
import { call, inSnapshot } from '../helpers';

/**
 * The kept per-status counters of sales orders (sales_order_status_counts) against a recount, in one statement (one
 * snapshot: other test files may write orders at the same time on PostgreSQL, and the counters move in the same
 * transactions as the orders, so one snapshot always agrees).
 */
async function counterDrift(): Promise<string[]> {
  const rows = await executeRows<{ status: string; kept: string | null; counted: string | null }>(
    getDb(),
    sql`select coalesce(k.status, c.status)::text as status, k.count::text as kept, c.n::text as counted
        from sales_order_status_counts k full join (select status, count(*) as n from sales_orders group by status) c on c.status = k.status
        where coalesce(k.count, 0) <> coalesce(c.n, 0)`,
  );
  return rows.map((r) => `${r.status}: counter ${r.kept ?? 0} vs ${r.counted ?? 0} orders`);
}

let sales: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
  [sales, viewer] = await Promise.all([signedInAs('Sales'), signedInAs('Viewer')]);
});

/** A seeded pseudo-random sequence (the burst is the same on every run). */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('sales order status counters', () => {
  it('equal a recount after a burst of random status moves (refused moves included)', async () => {
    const ctx = sales.ctx;
    const { product } = await makeStockedProduct(10_000, 1);
    const orders: SalesOrderDto[] = [];
    for (let i = 0; i < 12; i++) orders.push(await makeSalesOrder({ lines: [{ product_id: product.id, quantity: 10 }] }));
    const next = random(25);
    const moves = [
      (o: SalesOrderDto) => confirmSalesOrder(ctx, o.id, {}),
      (o: SalesOrderDto) => cancelSalesOrder(ctx, o.id, {}),
      (o: SalesOrderDto) => closeSalesOrder(ctx, o.id, {}),
      (o: SalesOrderDto) => createShipment(ctx, o.id, { lines: [{ line_id: o.lines[0].id, quantity: 4 }] }),
      (o: SalesOrderDto) => createShipment(ctx, o.id, { lines: [{ line_id: o.lines[0].id, quantity: 6 }] }),
    ];
    let done = 0;
    let refused = 0;
    // Six rounds of every order moving at once, each a random move: many are refused (422), some race on one order.
    for (let round = 0; round < 6; round++) {
      const results = await Promise.allSettled(orders.flatMap((o) => [moves[Math.floor(next() * moves.length)](o), moves[Math.floor(next() * moves.length)](o)]));
      done += results.filter((r) => r.status === 'fulfilled').length;
      refused += results.filter((r) => r.status === 'rejected').length;
    }
    expect(done).toBeGreaterThan(12);
    expect(refused).toBeGreaterThan(0);
    expect(await counterDrift()).toEqual([]);
  });

  it('are the list’s total when the only filter is a status, and the /sales cards', async () => {
    await makeSalesOrder();
    expect(await counterDrift()).toEqual([]);
    const res = await call(listRoute, 'GET', '/api/sales-orders?page=1&per_page=1&status=draft', { token: viewer.token });
    expect(res.status).toBe(200);
    // One snapshot: other files confirm, ship and cancel orders meanwhile, moving the counters either way.
    await inSnapshot(async (db) => {
      const ctx = { ...viewer.ctx, db };
      const { counts } = await salesOrderCounts.read(db);
      for (const status of SALES_ORDER_STATUSES) {
        expect((await listSalesOrders(ctx, { page: 1, per_page: 1, status: [status] })).total, status).toBe(counts[status]);
      }
      const open = await listSalesOrders(ctx, { page: 1, per_page: 1, status: ['confirmed', 'partially_shipped'] });
      expect(open.total).toBe(counts.confirmed + counts.partially_shipped);
      const stats = await salesStats(ctx);
      expect(stats.pending_orders).toBe(counts.confirmed + counts.partially_shipped);
      expect(stats.total_orders).toBe(salesOrderCounts.total(counts) - counts.cancelled);
    });
  });

  it('are rebuilt from the table (bulk loads) to the same figures', async () => {
    const before = await counterDrift();
    await getDb().transaction((tx) => salesOrderCounts.rebuild(tx));
    expect(before).toEqual([]);
    expect(await counterDrift()).toEqual([]);
  });
});
