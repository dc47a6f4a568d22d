/**
 * A stock movement's answer is the movement as GET …/movements reads it, to the byte (key order included): the
 * movement writes build their answer and audit row from what they wrote instead of reading the row back
 * (lib/inventory/movements.ts, issue 30 item 3), so this pins the two together for every kind of movement.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postAdjustment } from '@/app/api/inventory/adjustments/route';
import { POST as postIssue } from '@/app/api/inventory/issues/route';
import { GET as getMovements } from '@/app/api/inventory/product/[id]/movements/route';
import { POST as postReceipt } from '@/app/api/inventory/receipts/route';
import { POST as postTransfer } from '@/app/api/inventory/transfers/route';
import { makeLocation, makeLot, makeProduct } from '../factories/products';
import { call, signedIn } from '../helpers';

let token: string;
beforeAll(async () => {
  ({ token } = await signedIn());
});

/** The product's movements as GET answers them (newest first), each as its JSON text. */
const readBack = async (productId: number) =>
  ((await call(getMovements, 'GET', `/api/inventory/product/${productId}/movements?per_page=100`, { token, params: { id: String(productId) } })).body.data as unknown[]).map((m) =>
    JSON.stringify(m),
  );

describe('a stock movement answers what GET reads back', () => {
  it('receipt, issue over two lots, transfer, adjustments up and down', async () => {
    const a = await makeLocation({ locationType: 'warehouse' });
    const b = await makeLocation({ locationType: 'production_floor' });
    const product = await makeProduct({ productType: 'raw_material', unit: 'kg', standardCost: 1.5 });
    await makeLot(product.id, a.id, { quantityOnHand: 2.5, receivedDate: '2026-01-05', unitCost: 2 });
    const answers: string[] = [];
    const send = async (route: typeof postReceipt, body: Record<string, unknown>) => {
      const res = await call(route, 'POST', '/api/inventory/x', { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      answers.unshift(JSON.stringify(res.body.data));
    };
    await send(postReceipt, { product_id: product.id, location_id: a.id, quantity: 10.125, unit_cost: 2.3333, lot_number: 'L-1', reference: 'PO-1', notes: 'in' });
    await send(postIssue, { product_id: product.id, quantity: 4.0001, reference: 'WO-1' });
    await send(postIssue, { product_id: product.id, quantity: 1, location_id: a.id });
    await send(postTransfer, { product_id: product.id, from_location_id: a.id, to_location_id: b.id, quantity: 3 });
    await send(postAdjustment, { product_id: product.id, location_id: b.id, quantity_change: 1.25, reason: 'found', notes: 'found' });
    await send(postAdjustment, { product_id: product.id, location_id: b.id, quantity_change: -0.5, reason: 'damaged' });
    expect(answers).toEqual(await readBack(product.id));
  });
});
