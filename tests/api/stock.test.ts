import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as adjustRoute } from '@/app/api/inventory/adjustments/route';
import { POST as issueRoute } from '@/app/api/inventory/issues/route';
import { GET as movementsRoute } from '@/app/api/inventory/product/[id]/movements/route';
import { POST as receiveRoute } from '@/app/api/inventory/receipts/route';
import { POST as transferRoute } from '@/app/api/inventory/transfers/route';
import { getDb } from '@/db/client';
import { stockBalances, stockLots, stockMovements } from '@/db/schema';
import { issueStock, issueStockInTx, receiveStockInTx } from '@/lib/inventory/service';
import { todayInPlant } from '@/lib/dates';
import { expectAudit } from '../audit';
import { makeLocation, makeProduct } from '../factories/products';
import { makeReceipt } from '../factories/stock';
import { call, signedIn } from '../helpers';
import type { ServiceContext } from '@/lib/service-context';

let token: string;
let ctx: ServiceContext;
beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

const post = (handler: typeof receiveRoute, path: string, body: unknown) => call(handler, 'POST', path, { token, body });
const lotsOf = (productId: number) => getDb().select().from(stockLots).where(eq(stockLots.productId, productId)).orderBy(asc(stockLots.id));
const balanceOf = async (productId: number) => (await getDb().select().from(stockBalances).where(eq(stockBalances.productId, productId)))[0];
const movementCount = async (productId: number) => (await getDb().select().from(stockMovements).where(eq(stockMovements.productId, productId))).length;

describe('receipts', () => {
  it('a receipt creates a lot at its unit cost, a movement, the balance and an audit row', async () => {
    const product = await makeProduct({ standardCost: 2 });
    const location = await makeLocation();
    const res = await post(receiveRoute, '/api/inventory/receipts', { product_id: product.id, location_id: location.id, quantity: 120.5, unit_cost: 1.75, lot_number: 'L-77', reference: 'PO-1001' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ movement_type: 'receipt', quantity: 120.5, unit_cost: 1.75, balance_after: 120.5, reference: 'PO-1001', movement_date: todayInPlant() });
    expect(res.body.data.to_location).toEqual({ id: location.id, location_code: location.locationCode, location_name: location.locationName });
    const [lot] = await lotsOf(product.id);
    expect(lot).toMatchObject({ locationId: location.id, quantityOnHand: 120.5, unitCost: 1.75, lotNumber: 'L-77', receivedDate: todayInPlant() });
    expect(await balanceOf(product.id)).toMatchObject({ quantityOnHand: 120.5, quantityAllocated: 0, locationCount: 1, totalCost: 210.875 });
    await expectAudit('stock_movement', res.body.data.id, 'receipt', { changes: { quantity: 120.5 } });
  });

  it('a blank unit cost is the standard cost', async () => {
    const product = await makeProduct({ standardCost: 3.5 });
    const location = await makeLocation();
    const movement = await makeReceipt(product.id, location.id, 10);
    expect(movement.unit_cost).toBe(3.5);
  });

  it('422 on bad input and unknown references, nothing changes', async () => {
    const product = await makeProduct();
    const location = await makeLocation();
    const cases: [unknown, string][] = [
      [{ product_id: product.id, location_id: location.id, quantity: 0 }, 'quantity'],
      [{ product_id: product.id, location_id: location.id, quantity: -5 }, 'quantity'],
      [{ product_id: product.id, location_id: location.id }, 'quantity'],
      [{ product_id: 999_999_999, location_id: location.id, quantity: 1 }, 'product_id'],
      [{ product_id: product.id, location_id: 999_999_999, quantity: 1 }, 'location_id'],
      [{ product_id: product.id, location_id: location.id, quantity: 1, received_date: '2999-01-01' }, 'received_date'],
      [{ product_id: product.id, location_id: location.id, quantity: 1, unit_cost: -1 }, 'unit_cost'],
    ];
    for (const [body, field] of cases) {
      const res = await post(receiveRoute, '/api/inventory/receipts', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect(await lotsOf(product.id)).toEqual([]);
    expect(await movementCount(product.id)).toBe(0);
  });
});

describe('issues (FIFO)', () => {
  it('takes from the oldest lot first, across lots and locations, at the FIFO cost', async () => {
    const product = await makeProduct({ unit: 'kg' });
    const a = await makeLocation();
    const b = await makeLocation();
    await makeReceipt(product.id, a.id, 30, { received_date: '2026-01-10', unit_cost: 2 });
    await makeReceipt(product.id, b.id, 50, { received_date: '2025-12-01', unit_cost: 1 });
    await makeReceipt(product.id, a.id, 40, { received_date: '2026-02-01', unit_cost: 3 });
    const res = await post(issueRoute, '/api/inventory/issues', { product_id: product.id, quantity: 60, reference: 'WO-2026-00042' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lots = await lotsOf(product.id);
    // 50 from the December lot (b), 10 from the January lot (a), the February lot untouched.
    expect(lots.map((l) => l.quantityOnHand)).toEqual([20, 0, 40]);
    expect(res.body.data).toMatchObject({ movement_type: 'issue', quantity: -60, balance_after: 60, reference: 'WO-2026-00042' });
    expect(res.body.data.unit_cost).toBeCloseTo((50 * 1 + 10 * 2) / 60, 4);
    expect(res.body.data.lots.map((l: { quantity: number }) => l.quantity)).toEqual([-50, -10]);
    expect(await balanceOf(product.id)).toMatchObject({ quantityOnHand: 60, locationCount: 1, totalCost: 20 * 2 + 40 * 3 });
  });

  it('never issues allocated stock, and refuses to go negative with a clear 422 (nothing changes)', async () => {
    const product = await makeProduct({ unit: 'kg' });
    const location = await makeLocation();
    await makeReceipt(product.id, location.id, 10);
    await getDb().update(stockLots).set({ quantityAllocated: 4 }).where(eq(stockLots.productId, product.id));
    const before = await lotsOf(product.id);
    const res = await post(issueRoute, '/api/inventory/issues', { product_id: product.id, quantity: 7 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: 'Not enough stock: only 6 kg available.', errors: { quantity: ['Not enough stock: only 6 kg available.'] } });
    expect(await lotsOf(product.id)).toEqual(before);
    expect(await movementCount(product.id)).toBe(1);
    const ok = await post(issueRoute, '/api/inventory/issues', { product_id: product.id, quantity: 6 });
    expect(ok.status).toBe(201);
    expect((await lotsOf(product.id))[0]).toMatchObject({ quantityOnHand: 4, quantityAllocated: 4 });
  });

  it('an issue from one location takes only that location', async () => {
    const product = await makeProduct();
    const a = await makeLocation();
    const b = await makeLocation();
    await makeReceipt(product.id, a.id, 5, { received_date: '2025-01-01' });
    await makeReceipt(product.id, b.id, 5, { received_date: '2026-01-01' });
    const res = await post(issueRoute, '/api/inventory/issues', { product_id: product.id, location_id: b.id, quantity: 5 });
    expect(res.status).toBe(201);
    expect((await lotsOf(product.id)).map((l) => l.quantityOnHand)).toEqual([5, 0]);
    expect((await post(issueRoute, '/api/inventory/issues', { product_id: product.id, location_id: b.id, quantity: 1 })).status).toBe(422);
  });

  it('parallel issues against one lot never drive it negative and lose no movement', async () => {
    const product = await makeProduct();
    const location = await makeLocation();
    await makeReceipt(product.id, location.id, 30);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => issueStock(ctx, { product_id: product.id, quantity: 1 })));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(30);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.kind === 'Validation')).toBe(true);
    expect((await lotsOf(product.id))[0].quantityOnHand).toBe(0);
    expect(await movementCount(product.id)).toBe(31);
    expect((await balanceOf(product.id)).quantityOnHand).toBe(0);
  });
});

describe('one lot (lot_id: a scanned lot label)', () => {
  it('an issue with lot_id takes from that lot only, not the oldest, and never its allocated part', async () => {
    const product = await makeProduct({ unit: 'kg' });
    const location = await makeLocation();
    await makeReceipt(product.id, location.id, 10, { received_date: '2025-01-01', unit_cost: 1 });
    const scanned = await makeReceipt(product.id, location.id, 8, { received_date: '2026-01-01', unit_cost: 2 });
    await getDb().update(stockLots).set({ quantityAllocated: 3 }).where(eq(stockLots.id, scanned.lot_id!));
    const tooMuch = await post(issueRoute, '/api/inventory/issues', { product_id: product.id, lot_id: scanned.lot_id, quantity: 6 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ quantity: ['Not enough stock: only 5 kg available.'] });
    const res = await post(issueRoute, '/api/inventory/issues', { product_id: product.id, lot_id: scanned.lot_id, quantity: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ movement_type: 'issue', quantity: -5, unit_cost: 2, from_location: { id: location.id } });
    expect(res.body.data.lots).toEqual([{ lot_id: scanned.lot_id, location_id: location.id, quantity: -5 }]);
    expect((await lotsOf(product.id)).map((l) => [l.quantityOnHand, l.quantityAllocated])).toEqual([[10, 0], [3, 3]]);
  });

  it('a transfer with lot_id moves that lot only', async () => {
    const product = await makeProduct();
    const from = await makeLocation();
    const to = await makeLocation();
    await makeReceipt(product.id, from.id, 10, { received_date: '2025-06-01', lot_number: 'OLD' });
    const scanned = await makeReceipt(product.id, from.id, 10, { received_date: '2025-09-01', lot_number: 'SCANNED' });
    const res = await post(transferRoute, '/api/inventory/transfers', { product_id: product.id, from_location_id: from.id, to_location_id: to.id, lot_id: scanned.lot_id, quantity: 4 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lots = await lotsOf(product.id);
    expect(lots.map((l) => [l.lotNumber, l.locationId, l.quantityOnHand])).toEqual([['OLD', from.id, 10], ['SCANNED', from.id, 6], ['SCANNED', to.id, 4]]);
  });

  it('422 on lot_id for a lot of another product, another location or none; nothing changes', async () => {
    const product = await makeProduct();
    const other = await makeProduct();
    const a = await makeLocation();
    const b = await makeLocation();
    const mine = await makeReceipt(product.id, a.id, 5);
    const theirs = await makeReceipt(other.id, a.id, 5);
    const cases: [typeof issueRoute, string, unknown, string][] = [
      [issueRoute, '/api/inventory/issues', { product_id: product.id, lot_id: theirs.lot_id, quantity: 1 }, 'The selected lot is not stock of this product.'],
      [issueRoute, '/api/inventory/issues', { product_id: product.id, location_id: b.id, lot_id: mine.lot_id, quantity: 1 }, 'The selected lot is in another location.'],
      [issueRoute, '/api/inventory/issues', { product_id: product.id, lot_id: 2_000_000_000, quantity: 1 }, 'The selected lot does not exist.'],
      [transferRoute, '/api/inventory/transfers', { product_id: product.id, from_location_id: b.id, to_location_id: a.id, lot_id: mine.lot_id, quantity: 1 }, 'The selected lot is in another location.'],
    ];
    for (const [route, path, body, message] of cases) {
      const res = await post(route, path, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toEqual({ lot_id: [message] });
    }
    const bad = await post(issueRoute, '/api/inventory/issues', { product_id: product.id, lot_id: 'x', quantity: 1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['lot_id']);
    expect((await lotsOf(product.id)).map((l) => l.quantityOnHand)).toEqual([5]);
    expect(await movementCount(product.id)).toBe(1);
  });
});

describe('transfers', () => {
  it('moves FIFO from one location to another, keeping receipt dates and costs', async () => {
    const product = await makeProduct();
    const from = await makeLocation();
    const to = await makeLocation();
    await makeReceipt(product.id, from.id, 10, { received_date: '2025-06-01', unit_cost: 1, lot_number: 'OLD' });
    await makeReceipt(product.id, from.id, 10, { received_date: '2025-09-01', unit_cost: 2, lot_number: 'NEW' });
    const res = await post(transferRoute, '/api/inventory/transfers', { product_id: product.id, from_location_id: from.id, to_location_id: to.id, quantity: 15 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ movement_type: 'transfer', quantity: 15, balance_after: 20 });
    const lots = await lotsOf(product.id);
    const at = (id: number) => lots.filter((l) => l.locationId === id).map((l) => [l.lotNumber, l.receivedDate, l.quantityOnHand, l.unitCost]);
    expect(at(from.id)).toEqual([['OLD', '2025-06-01', 0, 1], ['NEW', '2025-09-01', 5, 2]]);
    expect(at(to.id)).toEqual([['OLD', '2025-06-01', 10, 1], ['NEW', '2025-09-01', 5, 2]]);
    expect(await balanceOf(product.id)).toMatchObject({ quantityOnHand: 20, locationCount: 2, totalCost: 30 });
  });

  it('422 for the same location or more than is there', async () => {
    const product = await makeProduct();
    const from = await makeLocation();
    const to = await makeLocation();
    await makeReceipt(product.id, from.id, 3);
    const same = await post(transferRoute, '/api/inventory/transfers', { product_id: product.id, from_location_id: from.id, to_location_id: from.id, quantity: 1 });
    expect(same.status).toBe(422);
    expect(same.body.errors.to_location_id).toEqual(['The destination must be another location.']);
    const tooMuch = await post(transferRoute, '/api/inventory/transfers', { product_id: product.id, from_location_id: from.id, to_location_id: to.id, quantity: 4 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.quantity).toBeDefined();
    expect((await lotsOf(product.id)).map((l) => l.quantityOnHand)).toEqual([3]);
  });
});

describe('adjustments', () => {
  it('+ adds a lot, − takes FIFO; a reason is required; never below zero', async () => {
    const product = await makeProduct({ standardCost: 4 });
    const location = await makeLocation();
    const up = await post(adjustRoute, '/api/inventory/adjustments', { product_id: product.id, location_id: location.id, quantity_change: 8, reason: 'found' });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.data).toMatchObject({ movement_type: 'adjustment', quantity: 8, reason: 'found', unit_cost: 4, balance_after: 8 });
    const down = await post(adjustRoute, '/api/inventory/adjustments', { product_id: product.id, location_id: location.id, quantity_change: -3, reason: 'damaged', notes: 'Forklift' });
    expect(down.status).toBe(201);
    expect(down.body.data).toMatchObject({ quantity: -3, balance_after: 5, notes: 'Forklift' });
    const noReason = await post(adjustRoute, '/api/inventory/adjustments', { product_id: product.id, location_id: location.id, quantity_change: -1 });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();
    const zero = await post(adjustRoute, '/api/inventory/adjustments', { product_id: product.id, location_id: location.id, quantity_change: 0, reason: 'other' });
    expect(zero.body.errors.quantity_change).toEqual(['The quantity change must not be 0.']);
    const negative = await post(adjustRoute, '/api/inventory/adjustments', { product_id: product.id, location_id: location.id, quantity_change: -6, reason: 'scrap' });
    expect(negative.status).toBe(422);
    expect(negative.body.errors.quantity_change).toBeDefined();
    expect((await balanceOf(product.id)).quantityOnHand).toBe(5);
  });
});

describe('transaction functions for production', () => {
  it('receiveStockInTx and issueStockInTx roll back with the caller', async () => {
    const product = await makeProduct();
    const location = await makeLocation();
    await makeReceipt(product.id, location.id, 10);
    await expect(
      getDb().transaction(async (tx) => {
        await issueStockInTx(tx, ctx, { product_id: product.id, quantity: 4, reference: 'WO-2026-00001' });
        await receiveStockInTx(tx, ctx, { product_id: product.id, location_id: location.id, quantity: 2, reference: 'WO-2026-00001' });
        throw new Error('report failed');
      }),
    ).rejects.toThrow('report failed');
    expect((await balanceOf(product.id)).quantityOnHand).toBe(10);
    expect(await movementCount(product.id)).toBe(1);
    await getDb().transaction(async (tx) => {
      await issueStockInTx(tx, ctx, { product_id: product.id, quantity: 4, reference: 'WO-2026-00001' });
    });
    expect((await balanceOf(product.id)).quantityOnHand).toBe(6);
  });
});

describe('GET /api/inventory/product/{id}/movements', () => {
  it('pages the history newest first; 404 for an unknown product', async () => {
    const product = await makeProduct();
    const location = await makeLocation();
    for (let i = 1; i <= 3; i++) await makeReceipt(product.id, location.id, i);
    const res = await call(movementsRoute, 'GET', `/api/inventory/product/${product.id}/movements?per_page=2`, { token, params: { id: String(product.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 3, per_page: 2, last_page: 2 });
    expect(res.body.data.map((m: { quantity: number }) => m.quantity)).toEqual([3, 2]);
    expect(res.body.data[0].created_by).toMatchObject({ name: expect.any(String) });
    // Always paged: without page or per_page, page 1 of 15.
    const first = await call(movementsRoute, 'GET', `/api/inventory/product/${product.id}/movements`, { token, params: { id: String(product.id) } });
    expect(first.body).toMatchObject({ current_page: 1, per_page: 15, total: 3 });
    const missing = await call(movementsRoute, 'GET', '/api/inventory/product/999999999/movements', { token, params: { id: '999999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
  });
});
