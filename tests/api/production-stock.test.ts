/**
 * Production reports move stock through the stock service (issue 11): the BOM's materials are issued FIFO for every
 * part made (line units converted to the component's, scrap allowance included), the good parts are received as a
 * lot; a short material refuses the whole report and changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postReport } from '@/app/api/production/work-orders/[id]/reports/route';
import { getDb } from '@/db/client';
import { auditLog, molds, productionReports, stockLots, stockMovements, workOrders } from '@/db/schema';
import { makeMold } from '../factories/molds';
import { makeRunningWorkOrder } from '../factories/production';
import { makeBom, makeLocation, makeLot, makeProduct } from '../factories/products';
import { call, signedIn } from '../helpers';

let token: string;
beforeAll(async () => {
  ({ token } = await signedIn());
});

const report = (orderId: number, body: Record<string, unknown>) =>
  call(postReport, 'POST', `/api/production/work-orders/${orderId}/reports`, { token, body, params: { id: String(orderId) } });

const lotsOf = async (productId: number) =>
  (await getDb().select().from(stockLots).where(eq(stockLots.productId, productId)).orderBy(stockLots.id)).map((l) => ({ location: l.locationId, qty: Number(l.quantityOnHand) }));

/**
 * The movements a report wrote: its order's number as their reference, of its own products — another test file may
 * use the same reference text on a database of its own numbering (stock.test.ts issues against 'WO-2026-00001').
 */
const movementsOf = (reference: string, productIds: number[]) =>
  getDb().select().from(stockMovements).where(and(eq(stockMovements.reference, reference), inArray(stockMovements.productId, productIds))).orderBy(stockMovements.id);

async function setup(resinKg: number) {
  const warehouse = await makeLocation({ locationType: 'warehouse' });
  const line = await makeLocation({ locationType: 'production_floor' });
  const resin = await makeProduct({ productType: 'raw_material', unit: 'kg' });
  const insert = await makeProduct({ productType: 'component', unit: 'pcs' });
  const cap = await makeProduct({ productType: 'finished_good', storageLocation: line.locationCode });
  // 12.5 g of resin per cap with 4 % regrind loss, and one insert per cap.
  await makeBom(cap.id, [
    { itemId: resin.id, quantity: 12.5, unit: 'g', scrapPercentage: 4 },
    { itemId: insert.id, quantity: 1, unit: 'pcs' },
  ]);
  await makeLot(resin.id, warehouse.id, { quantityOnHand: resinKg, receivedDate: '2026-01-05' });
  await makeLot(insert.id, warehouse.id, { quantityOnHand: 1000, receivedDate: '2026-01-05' });
  const mold = await makeMold({ cavity_count: 4 });
  const order = await makeRunningWorkOrder({ product_id: cap.id, mold_id: mold.id, quantity_planned: 10_000 });
  return { warehouse, line, resin, insert, cap, mold, order };
}

describe('a production report moves stock', () => {
  it('issues the BOM for every part made and receives the good parts into the product\'s location', async () => {
    const { line, resin, insert, cap, order } = await setup(50);
    const res = await report(order.id, { shots: 100, good_parts: 380, scrap_parts: 20 });
    expect(res.status).toBe(201);
    // 400 parts × 12.5 g × 1.04 = 5.2 kg of resin; 400 inserts.
    expect(res.body.data.stock.issued).toEqual([
      expect.objectContaining({ product_id: resin.id, quantity: 5.2, unit: 'kg' }),
      expect.objectContaining({ product_id: insert.id, quantity: 400, unit: 'pcs' }),
    ]);
    expect(res.body.data.stock.received).toMatchObject({ quantity: 380, location_id: line.id });
    const [received] = await getDb().select().from(stockLots).where(eq(stockLots.productId, cap.id));
    expect(res.body.data.stock.received.lot_id).toBe(received.id); // the lot's label
    expect((await lotsOf(resin.id)).map((l) => l.qty)).toEqual([44.8]);
    expect((await lotsOf(insert.id)).map((l) => l.qty)).toEqual([600]);
    expect(await lotsOf(cap.id)).toEqual([{ location: line.id, qty: 380 }]);
    const movements = await movementsOf(order.work_order_number, [resin.id, insert.id, cap.id]);
    expect(movements.map((m) => m.movementType).sort()).toEqual(['issue', 'issue', 'receipt']);
  });

  it('refuses the report when a material is short: 422 on good_parts, and neither stock, order nor mold changes', async () => {
    const { resin, cap, order, mold } = await setup(2); // 2 kg: enough for ~153 caps, not 400
    const [moldBefore] = await getDb().select().from(molds).where(eq(molds.id, mold.id));
    const res = await report(order.id, { shots: 100, good_parts: 380, scrap_parts: 20 });
    expect(res.status).toBe(422);
    expect(res.body.errors.good_parts[0]).toMatch(/^[^:]+: Not enough stock.*These parts need 5\.2 kg\. Receive the material first\.$/);
    expect((await lotsOf(resin.id)).map((l) => l.qty)).toEqual([2]);
    expect(await lotsOf(cap.id)).toEqual([]);
    const [after] = await getDb().select().from(workOrders).where(eq(workOrders.id, order.id));
    expect(after.quantityCompleted).toBe(0);
    const [moldAfter] = await getDb().select().from(molds).where(eq(molds.id, mold.id));
    expect(moldAfter.totalShotsLifetime).toBe(moldBefore.totalShotsLifetime);
  });

  it('answers with the movements as they are stored, though they are written with the COMMIT', async () => {
    const { resin, insert, cap, order } = await setup(50);
    const res = await report(order.id, { shots: 10, good_parts: 38, scrap_parts: 2 });
    expect(res.status).toBe(201);
    const { issued, received } = res.body.data.stock;
    const stored = await movementsOf(order.work_order_number, [resin.id, insert.id, cap.id]);
    expect(stored.map((m) => ({ id: m.id, product: m.productId, balance: Number(m.balanceAfter) }))).toEqual([
      { id: received.movement_id, product: cap.id, balance: 38 },
      { id: issued[0].movement_id, product: resin.id, balance: 49.48 }, // 40 parts × 12.5 g × 1.04 = 0.52 kg
      { id: issued[1].movement_id, product: insert.id, balance: 960 },
    ]);
    expect(stored[0].lotId).toBe(received.lot_id);
  });

  it('a stock write failing with the COMMIT rolls the whole report back, and the report can be sent again', async () => {
    const { resin, cap, order, mold } = await setup(50);
    const [moldBefore] = await getDb().select().from(molds).where(eq(molds.id, mold.id));
    // The movements' insert refused for this order alone (other tests share the database): a failure the report
    // cannot foresee, met by a statement it sent with its COMMIT.
    const fn = `refuse_${order.id}`;
    await getDb().execute(sql.raw(`create function ${fn}() returns trigger language plpgsql as $$ begin
        if new.reference = '${order.work_order_number}' then raise exception 'refused by the test'; end if; return new; end $$`));
    await getDb().execute(sql.raw(`create trigger ${fn} before insert on stock_movements for each row execute function ${fn}()`));
    try {
      const res = await report(order.id, { shots: 10, good_parts: 38, scrap_parts: 2 });
      expect(res.status).toBe(500);
    } finally {
      await getDb().execute(sql.raw(`drop trigger ${fn} on stock_movements`));
      await getDb().execute(sql.raw(`drop function ${fn}()`));
    }
    expect(await getDb().select().from(productionReports).where(eq(productionReports.workOrderId, order.id))).toEqual([]);
    const [after] = await getDb().select().from(workOrders).where(eq(workOrders.id, order.id));
    expect([after.quantityCompleted, after.shotsTotal]).toEqual([0, 0]);
    const [moldAfter] = await getDb().select().from(molds).where(eq(molds.id, mold.id));
    expect(moldAfter.totalShotsLifetime).toBe(moldBefore.totalShotsLifetime);
    expect((await lotsOf(resin.id)).map((l) => l.qty)).toEqual([50]);
    expect(await lotsOf(cap.id)).toEqual([]);
    expect(await getDb().select().from(auditLog).where(and(eq(auditLog.entity, 'work_order'), eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'report')))).toEqual([]);

    const again = await report(order.id, { shots: 10, good_parts: 38, scrap_parts: 2 });
    expect(again.status).toBe(201);
    expect((await lotsOf(resin.id)).map((l) => l.qty)).toEqual([49.48]);
    expect(await lotsOf(cap.id)).toEqual([{ location: expect.any(Number), qty: 38 }]);
  });
});
