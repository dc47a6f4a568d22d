import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { salesOrders, shipments, workOrders } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { SALES_ORDER_STATUSES } from '@/lib/sales/constants';
import { getSalesOrder, salesStats } from '@/lib/sales/service';
import { makeCustomer } from '../factories/customers';
import { withDemoSeedLock } from '../helpers';

/**
 * PGlite only: the seed adds nothing once any sales order exists, and on the shared PostgreSQL database the sales
 * tests create orders at the same time.
 */
const onSharedPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (onSharedPostgres) return;
  const db = getDb();
  await seedDemoUsers(db);
  await makeCustomer();
  const { seed } = await import('@/db/seed/sales');
  await withDemoSeedLock(async () => {
    for (const step of ['customers', 'molds', 'products', 'stock', 'production'] as const) await (await import(`@/db/seed/${step}`)).seed(db);
    await seed(db);
  });
  expect(await seed(db)).toMatch(/sales orders already present/);
}, 300_000);

describe.skipIf(onSharedPostgres)('demo sales', () => {
  it('orders in every status for several customers, partial shipments, make-to-order work orders', async () => {
    const db = getDb();
    const rows = await db.select({ status: salesOrders.status, customer: salesOrders.customerId }).from(salesOrders);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(SALES_ORDER_STATUSES));
    expect(new Set(rows.map((r) => r.customer)).size).toBeGreaterThan(3);
    const [{ n: shipped }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(shipments);
    expect(shipped).toBeGreaterThan(5);
    const linked = await db.select().from(workOrders).where(sql`${workOrders.salesOrderId} is not null`);
    expect(linked.length).toBeGreaterThan(0);
    const mto = await getSalesOrder({ db, user: null }, linked[0].salesOrderId!);
    expect(mto.work_orders.length).toBeGreaterThan(0);
    const [partial] = await db.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.status, 'partially_shipped')).limit(1);
    const order = await getSalesOrder({ db, user: null }, partial.id);
    expect(order.shipments.length).toBeGreaterThan(0);
    expect(order.lines.some((l) => l.quantity_remaining > 0 && l.quantity_shipped > 0)).toBe(true);
    const stats = await salesStats({ db, user: null });
    expect(stats.pending_orders).toBeGreaterThan(0);
    expect(stats.total_orders).toBe(rows.filter((r) => r.status !== 'cancelled').length);
  });
});
