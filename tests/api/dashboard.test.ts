/**
 * The plant dashboard (issue 14): each "needs attention" count moves with the records behind it and links to the
 * list filtered the same way; shots per day covers the last 30 plant days.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as dashboard } from '@/app/api/dashboard/route';
import { addDays, todayInPlant } from '@/lib/dates';
import { eq, inArray } from 'drizzle-orm';
import { GET as workOrdersList } from '@/app/api/production/work-orders/route';
import { getDb } from '@/db/client';
import { maintenanceWorkOrders, stockBalances, workOrders } from '@/db/schema';
import { GET as maintenanceList } from '@/app/api/maintenance/work-orders/route';
import { GET as moldsList } from '@/app/api/molds/route';
import { GET as suppliersList } from '@/app/api/suppliers/route';
import { recordUsage } from '@/lib/molds/service';
import { receiveStock } from '@/lib/inventory/service';
import { makeMaintenanceOrder } from '../factories/maintenance';
import { makeWorkOrder } from '../factories/production';
import { makeLocation, makeProduct } from '../factories/products';
import type { ServiceContext } from '@/lib/service-context';
import { makeMold, moldCode } from '../factories/molds';
import { backdateAction, makeAction, makeSupplier, recordValues } from '../factories/suppliers';
import { call, expectMoved, onSharedDatabase, signedIn } from '../helpers';

let token: string;
let ctx: ServiceContext;

beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

async function read() {
  const res = await call(dashboard, 'GET', '/api/dashboard', { token });
  expect(res.status).toBe(200);
  const counts = Object.fromEntries(res.body.data.attention.map((a: { key: string; count: number }) => [a.key, a.count]));
  return { data: res.body.data, counts };
}

describe('GET /api/dashboard', () => {
  it('counts overdue and due-soon active molds, at-risk suppliers and overdue actions; each links to its filtered list', async () => {
    const before = await read();
    expect(before.data.attention.map((a: { href: string }) => a.href)).toEqual([
      '/molds?status=active&health=overdue',
      '/molds?status=active&health=due_soon',
      '/maintenance?overdue=true',
      '/maintenance?due_soon=true',
      '/production?late=true',
      '/inventory?filter=low_stock',
      '/inventory?filter=out_of_stock',
      '/suppliers?rating=at_risk',
      '/scorecard-dashboard#overdue-actions',
    ]);

    const overdue = await makeMold({ mold_code: moldCode('DSH'), maintenance_interval_shots: 1000 });
    await recordUsage(ctx, overdue.id, { date: todayInPlant(), shots_produced: 1200 });
    const dueSoon = await makeMold({ mold_code: moldCode('DSH'), maintenance_interval_shots: 1000 });
    await recordUsage(ctx, dueSoon.id, { date: todayInPlant(), shots_produced: 950 });
    const retired = await makeMold({ mold_code: moldCode('DSH'), maintenance_interval_shots: 1000, status: 'inactive' });
    await recordUsage(ctx, retired.id, { date: todayInPlant(), shots_produced: 5000 }).catch(() => undefined);

    const supplier = await makeSupplier(ctx);
    await recordValues(ctx, supplier.id, { on_time_delivery: 40, defect_rate_ppm: { actual: 5000, target: 50 } });
    const action = await makeAction(ctx, supplier.id);
    await backdateAction(action.id, addDays(todayInPlant(), -3));

    // A late order (target passed, not completed) and one due later; an item with nothing on hand, one at its reorder level.
    const onTime = await makeWorkOrder({ target_date: addDays(todayInPlant(), 5) });
    const late = await makeWorkOrder({ target_date: addDays(todayInPlant(), 5) });
    await getDb().update(workOrders).set({ targetDate: addDays(todayInPlant(), -2) }).where(eq(workOrders.id, late.id));
    const empty = await makeProduct({ reorderLevel: 10 }); // nothing on hand: out of stock
    const low = await makeProduct({ reorderLevel: 50 });
    await receiveStock(ctx, { product_id: low.id, location_id: (await makeLocation()).id, quantity: 40 });

    // A maintenance work order past its due date, one due in 3 days.
    const lateMwo = await makeMaintenanceOrder();
    await getDb().update(maintenanceWorkOrders).set({ dueDate: addDays(todayInPlant(), -1) }).where(eq(maintenanceWorkOrders.id, lateMwo.id));
    const soonMwo = await makeMaintenanceOrder({ due_date: addDays(todayInPlant(), 3) });

    const after = await read();
    expectMoved(after.counts.work_orders_late, before.counts.work_orders_late, 1);
    // The item at its reorder level; the item with nothing on hand and the two orders' new products. On the shared
    // database another file's receipt can take an item off these counts meanwhile: there, the items are checked to
    // be in what the counts count.
    const counted = [empty.id, onTime.product_id, late.product_id];
    if (onSharedDatabase) {
      const rows = await getDb()
        .select({ productId: stockBalances.productId, status: stockBalances.stockStatus, active: stockBalances.isActive })
        .from(stockBalances)
        .where(inArray(stockBalances.productId, [low.id, ...counted]));
      expect(new Map(rows.map((r) => [r.productId, r.active && r.status]))).toEqual(new Map([[low.id, 'low_stock'], ...counted.map((id) => [id, 'out_of_stock'] as const)]));
    } else {
      expectMoved(after.counts.stock_low, before.counts.stock_low, 1);
      expectMoved(after.counts.stock_out, before.counts.stock_out, 3);
    }
    // …and the filtered list shows exactly those late orders.
    const lateList = await call(workOrdersList, 'GET', '/api/production/work-orders?late=true&page=1&per_page=100', { token });
    expectMoved(lateList.body.total, after.counts.work_orders_late, 0);
    expect(lateList.body.data.map((w: { id: number }) => w.id)).toContain(late.id);
    expectMoved(after.counts.molds_overdue, before.counts.molds_overdue, 1);
    // The maintenance counts are the /maintenance list's, filtered as their links say.
    // (At least: making an order raises others for its mold. Other files move them too on the shared database.)
    expect(after.counts.maintenance_overdue).toBeGreaterThanOrEqual(onSharedDatabase ? 1 : before.counts.maintenance_overdue + 1);
    expect(after.counts.maintenance_due_soon).toBeGreaterThanOrEqual(onSharedDatabase ? 1 : before.counts.maintenance_due_soon + 1);
    const overdueMwos = await call(maintenanceList, 'GET', '/api/maintenance/work-orders?overdue=true&page=1&per_page=100', { token });
    expectMoved(overdueMwos.body.total, after.counts.maintenance_overdue, 0);
    expect(overdueMwos.body.data.map((w: { id: number }) => w.id)).toContain(lateMwo.id);
    const soonMwos = await call(maintenanceList, 'GET', '/api/maintenance/work-orders?due_soon=true&page=1&per_page=100', { token });
    expectMoved(soonMwos.body.total, after.counts.maintenance_due_soon, 0);
    expect(soonMwos.body.data.map((w: { id: number }) => w.id)).toContain(soonMwo.id);
    expectMoved(after.counts.molds_due_soon, before.counts.molds_due_soon, 1);
    expectMoved(after.counts.suppliers_at_risk, before.counts.suppliers_at_risk, 1);
    expectMoved(after.counts.overdue_actions, before.counts.overdue_actions, 1);
    if (onSharedDatabase) {
      // Other files move these counts too: the test's own molds and supplier are in the lists the counts link to.
      const codesIn = async (path: string) => (await call(moldsList, 'GET', path, { token })).body.data.map((m: { mold_code: string }) => m.mold_code);
      expect(await codesIn(`/api/molds?status=active&health=overdue&q=${overdue.mold_code}`)).toEqual([overdue.mold_code]);
      expect(await codesIn(`/api/molds?status=active&health=due_soon&q=${dueSoon.mold_code}`)).toEqual([dueSoon.mold_code]);
      expect(await codesIn(`/api/molds?health=overdue&q=${retired.mold_code}`)).toEqual([retired.mold_code]);
      expect(await codesIn(`/api/molds?status=active&q=${retired.mold_code}`)).toEqual([]);
      const atRisk = await call(suppliersList, 'GET', `/api/suppliers?rating=at_risk&search=${supplier.supplier_code}`, { token });
      expect(atRisk.body.data.map((s: { id: number }) => s.id)).toEqual([supplier.id]);
    }

    // Today's shots include the two active molds' runs.
    const days = after.data.shots_per_day as { date: string; shots: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(todayInPlant());
    expect(days[0].date).toBe(addDays(todayInPlant(), -29));
    // Other files move and delete today's usage records meanwhile on the shared database: there, at least the test's own.
    const since = onSharedDatabase ? 0 : before.data.shots_per_day.at(-1).shots;
    expect(days.at(-1)!.shots - since).toBeGreaterThanOrEqual(1200 + 950);
  });

  it('answers 401 without a token', async () => {
    expect((await call(dashboard, 'GET', '/api/dashboard')).status).toBe(401);
  });
});
