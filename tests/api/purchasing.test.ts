import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postCancel } from '@/app/api/purchase-orders/[id]/cancel/route';
import { POST as postClose } from '@/app/api/purchase-orders/[id]/close/route';
import { POST as postPlace } from '@/app/api/purchase-orders/[id]/place/route';
import { POST as postReceipt } from '@/app/api/purchase-orders/[id]/receipts/route';
import { GET as getOne, PATCH as patchOrder } from '@/app/api/purchase-orders/[id]/route';
import { GET as exportRoute } from '@/app/api/purchase-orders/export/route';
import { GET as listRoute, POST as postOrder } from '@/app/api/purchase-orders/route';
import { GET as getReceipt } from '@/app/api/goods-receipts/[id]/route';
import { GET as suggestionsRoute } from '@/app/api/purchasing/suggestions/route';
import { POST as suggestionOrdersRoute } from '@/app/api/purchasing/suggestions/orders/route';
import { POST as postMetrics } from '@/app/api/suppliers/[id]/scorecard/metrics/route';
import { getDb } from '@/db/client';
import { goodsReceiptLines, stockBalances, stockLots, supplierMetrics, supplierScorecards, suppliers } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import { RECEIPT_METRIC_TYPES } from '@/lib/purchasing/constants';
import type { PurchaseOrderDto } from '@/lib/purchasing/dto';
import { monthOf, nextMonth } from '@/lib/purchasing/metrics';
import { onOrderOfProduct } from '@/lib/purchasing/service';
import { receiptMonths } from '@/lib/suppliers/scorecard';
import { auditRows, expectAudit } from '../audit';
import { makeProduct } from '../factories/products';
import { makeDraftOrder, makeMaterial, makePlacedOrder, makeRatedSupplier, makeReceivingLocation, receive, setPreferredSupplier } from '../factories/purchasing';
import { makeReceipt } from '../factories/stock';
import { metricsBody, monthsAgo } from '../factories/suppliers';
import { signedInAs, type SignedIn } from '../factories/users';
import { call } from '../helpers';

const db = () => getDb();
const today = () => todayInPlant();
const base = '/api/purchase-orders';

let manager: SignedIn;
let buyer: SignedIn;
let production: SignedIn;
let viewer: SignedIn;
let location: Awaited<ReturnType<typeof makeReceivingLocation>>;

beforeAll(async () => {
  [manager, buyer, production, viewer] = await Promise.all([
    signedInAs('Manager'),
    signedInAs('Purchasing'),
    signedInAs('Production'),
    signedInAs('Viewer'),
  ]);
  location = await makeReceivingLocation();
});

const onHand = async (productId: number) => Number((await db().select().from(stockBalances).where(eq(stockBalances.productId, productId)))[0]?.quantityOnHand ?? 0);
const available = async (productId: number) => {
  const [b] = await db().select().from(stockBalances).where(eq(stockBalances.productId, productId));
  return b ? Number(b.quantityOnHand) - Number(b.quantityAllocated) : 0;
};
const metricsOf = async (supplierId: number, period: string) => {
  const rows = await db().select().from(supplierMetrics).where(and(eq(supplierMetrics.supplierId, supplierId), eq(supplierMetrics.reviewPeriod, period)));
  return Object.fromEntries(rows.map((r) => [r.metricType, { actual: Number(r.actualValue), source: r.source }]));
};
const cardOf = async (supplierId: number) => (await db().select().from(supplierScorecards).where(eq(supplierScorecards.supplierId, supplierId)))[0];

function act(handler: typeof postPlace, action: string, token: string, id: number, body?: unknown) {
  return call(handler, 'POST', `${base}/${id}/${action}`, { token, params: { id: String(id) }, body });
}
const postReceive = (token: string, id: number, body: unknown) => call(postReceipt, 'POST', `${base}/${id}/receipts`, { token, params: { id: String(id) }, body });
const getOrder = async (id: number) => (await call(getOne, 'GET', `${base}/${id}`, { token: viewer.token, params: { id: String(id) } })).body.data;

describe('POST /api/purchase-orders', () => {
  it('creates a draft PO-YYYY-NNNNN; unit price defaults to the standard cost, a line’s expected date to the order’s; audited', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1.4275);
    const cap = await makeProduct({ productType: 'component', standardCost: 0.0123 });
    const expected = addDays(today(), 10);
    const res = await call(postOrder, 'POST', base, {
      token: buyer.token,
      body: { supplier_id: supplier.id, expected_date: expected, lines: [{ product_id: resin.id, quantity: 2000 }, { product_id: cap.id, quantity: 10000, unit_price: 0.0119, expected_date: addDays(today(), 20) }] },
    });
    expect(res.status).toBe(201);
    const po = res.body.data;
    expect(res.headers.get('location')).toBe(`${base}/${po.id}`);
    expect(po.po_number).toMatch(new RegExp(`^PO-${today().slice(0, 4)}-\\d{5}$`));
    expect(po).toMatchObject({ status: 'draft', supplier_id: supplier.id, order_date: today(), expected_date: expected, version: 1, line_count: 2, receipts: [] });
    expect(po.lines[0]).toMatchObject({ line_number: 1, quantity: 2000, unit_price: 1.4275, line_total: 2855, expected_date: expected, quantity_received: 0, quantity_rejected: 0, quantity_remaining: 2000 });
    // 4 decimals end to end: a cap at $0.0119.
    expect(po.lines[1]).toMatchObject({ unit_price: 0.0119, line_total: 119, expected_date: addDays(today(), 20) });
    expect(po.total_amount).toBe(2974);
    await expectAudit('purchase_order', po.id, 'create', { userId: buyer.user.id, changes: { po_number: po.po_number } });
  });

  it('refuses an unknown supplier, a finished good, quantity ≤ 0 and no lines (422), and other roles (403)', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1);
    const good = await makeProduct({ productType: 'finished_good' });
    const body = (over: Record<string, unknown>) => ({ supplier_id: supplier.id, expected_date: addDays(today(), 5), lines: [{ product_id: resin.id, quantity: 5 }], ...over });
    const post = (b: unknown, token = buyer.token) => call(postOrder, 'POST', base, { token, body: b });
    expect((await post(body({ supplier_id: 999_999_999 }))).body.errors).toHaveProperty('supplier_id');
    expect((await post(body({ lines: [{ product_id: good.id, quantity: 5 }] }))).body.errors).toHaveProperty(['lines.0.product_id']);
    expect((await post(body({ lines: [{ product_id: resin.id, quantity: 0 }] }))).body.errors).toHaveProperty(['lines.0.quantity']);
    expect((await post(body({ lines: [] }))).body.errors).toHaveProperty('lines');
    expect((await post(body({ expected_date: addDays(today(), -1) }))).body.errors).toHaveProperty('expected_date');
    expect((await post(body({}), viewer.token)).status).toBe(403);
    expect((await post(body({}), production.token)).status).toBe(403);
  });
});

describe('editing a draft', () => {
  it('PATCH replaces lines, bumps the version, 409 on a stale version, 422 once placed', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(2);
    const po = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 10 }]);
    const patch = (body: unknown) => call(patchOrder, 'PATCH', `${base}/${po.id}`, { token: buyer.token, params: { id: String(po.id) }, body });
    const res = await patch({ lines: [{ product_id: resin.id, quantity: 25, unit_price: 1.95 }], version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: 2, total_amount: 48.75, lines: [{ quantity: 25, unit_price: 1.95 }] });
    expect((await patch({ notes: 'x', version: 1 })).status).toBe(409);
    const same = await patch({ lines: [{ product_id: resin.id, quantity: 25, unit_price: 1.95 }] });
    expect(same.body.data.version).toBe(2);
    await act(postPlace, 'place', buyer.token, po.id);
    const placed = await patch({ notes: 'late change' });
    expect(placed.status).toBe(422);
    expect(placed.body.errors).toHaveProperty('status');
  });
});

describe('POST /api/purchase-orders/{id}/place', () => {
  it('places an order with a preferred supplier: ordered, no warnings, audited', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx, 'preferred');
    const resin = await makeMaterial(1);
    const po = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
    const res = await act(postPlace, 'place', buyer.token, po.id, { version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Purchase order placed', warnings: [], data: { status: 'ordered', version: 2, supplier: { rating_category: 'preferred' } } });
    expect(res.body.data.placed_at).not.toBeNull();
    await expectAudit('purchase_order', po.id, 'place', { changes: { status: ['draft', 'ordered'] } });
    const again = await act(postPlace, 'place', buyer.token, po.id);
    expect(again.status).toBe(422);
    expect(again.body.errors).toHaveProperty('status');
  });

  it('refuses inactive and suspended suppliers (422 on supplier_id) and changes nothing', async () => {
    const resin = await makeMaterial(1);
    for (const status of ['inactive', 'suspended'] as const) {
      const supplier = await makeRatedSupplier(buyer.ctx, 'preferred');
      const po = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
      await db().update(suppliers).set({ status }).where(eq(suppliers.id, supplier.id));
      const res = await act(postPlace, 'place', manager.token, po.id, { override_reason: 'anyway' });
      expect(res.status).toBe(422);
      expect(res.body.errors.supplier_id[0]).toContain(status);
      expect((await getOrder(po.id)).status).toBe('draft');
    }
  });

  it('blocks an at-risk supplier unless a Manager sends an override reason (kept and audited); Purchasing cannot override', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx, 'at_risk');
    const resin = await makeMaterial(1);
    const po = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
    const blocked = await act(postPlace, 'place', buyer.token, po.id);
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.supplier_id[0]).toMatch(/at risk/);
    expect((await act(postPlace, 'place', manager.token, po.id)).status).toBe(422);
    expect((await act(postPlace, 'place', buyer.token, po.id, { override_reason: 'Only source' })).status).toBe(403);
    expect((await getOrder(po.id)).status).toBe('draft');
    const res = await act(postPlace, 'place', manager.token, po.id, { override_reason: 'Only qualified source; 100 % incoming inspection' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ordered', override_reason: 'Only qualified source; 100 % incoming inspection' });
    await expectAudit('purchase_order', po.id, 'place_override', { userId: manager.user.id, changes: { override_reason: 'Only qualified source; 100 % incoming inspection', supplier_rating: 'at_risk' } });
  });

  it('places with a conditional supplier and answers a warning', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx, 'conditional');
    const resin = await makeMaterial(1);
    const po = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
    const res = await act(postPlace, 'place', buyer.token, po.id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('ordered');
    expect(res.body.warnings).toHaveLength(1);
    expect(res.body.warnings[0]).toMatch(/conditional/);
  });
});

describe('close and cancel', () => {
  it('cancels a draft or an ordered order with nothing received; not once goods arrived', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1);
    const draft = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
    expect((await act(postCancel, 'cancel', buyer.token, draft.id, { reason: 'Twice' })).body.data.status).toBe('cancelled');
    await expectAudit('purchase_order', draft.id, 'cancel', { changes: { status: ['draft', 'cancelled'], reason: 'Twice' } });
    const placed = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
    await receive(buyer.ctx, placed.id, [{ line_id: placed.lines[0].id, quantity_received: 2, quantity_rejected: 2, rejection_reason: 'Wet', location_id: location.id }]);
    const refused = await act(postCancel, 'cancel', buyer.token, placed.id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('status');
    expect((await act(postCancel, 'cancel', viewer.token, placed.id)).status).toBe(403);
  });

  it('closes an ordered or partially received order short; a closed or received order takes no receipt and cannot close again', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1);
    const po = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 10 }]);
    await receive(buyer.ctx, po.id, [{ line_id: po.lines[0].id, quantity_received: 4, location_id: location.id }]);
    expect((await getOrder(po.id)).status).toBe('partially_received');
    const closed = await act(postClose, 'close', buyer.token, po.id, { reason: 'Grade discontinued' });
    expect(closed.body.data).toMatchObject({ status: 'closed' });
    expect(closed.body.data.closed_at).not.toBeNull();
    expect((await act(postClose, 'close', buyer.token, po.id)).status).toBe(422);
    const late = await postReceive(buyer.token, po.id, { lines: [{ line_id: po.lines[0].id, quantity_received: 1, location_id: location.id }] });
    expect(late.status).toBe(422);
    expect(late.body.errors).toHaveProperty('status');
    // Closed short: nothing is on order any more.
    expect((await onOrderOfProduct(viewer.ctx, resin.id)).quantity_on_order).toBe(0);
  });
});

describe('POST /api/purchase-orders/{id}/receipts', () => {
  it('refuses a receipt on a draft or cancelled order and changes nothing', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1);
    const draft = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
    const res = await postReceive(buyer.token, draft.id, { lines: [{ line_id: draft.lines[0].id, quantity_received: 5, location_id: location.id }] });
    expect(res.status).toBe(422);
    expect(res.body.errors.status[0]).toMatch(/draft/);
    await act(postCancel, 'cancel', buyer.token, draft.id);
    expect((await postReceive(buyer.token, draft.id, { lines: [{ line_id: draft.lines[0].id, quantity_received: 5, location_id: location.id }] })).status).toBe(422);
    expect(await onHand(resin.id)).toBe(0);
    expect(await db().select().from(goodsReceiptLines).where(eq(goodsReceiptLines.productId, resin.id))).toHaveLength(0);
  });

  it('accepted into stock as a lot at the PO price, rejects never available; lines and status move; GR-YYYY-NNNNN; Production may receive', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(2);
    const po = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 100, unit_price: 2.1234 }]);
    const res = await postReceive(production.token, po.id, {
      lines: [{ line_id: po.lines[0].id, quantity_received: 60, quantity_rejected: 10, rejection_reason: 'Black specks', location_id: location.id, lot_number: 'L-77' }],
    });
    expect(res.status).toBe(201);
    const gr = res.body.data;
    expect(gr.receipt_number).toMatch(new RegExp(`^GR-${today().slice(0, 4)}-\\d{5}$`));
    expect(res.headers.get('location')).toBe(`/api/goods-receipts/${gr.id}`);
    expect(gr.lines[0]).toMatchObject({ quantity_received: 60, quantity_rejected: 10, quantity_accepted: 50, rejection_reason: 'Black specks', unit_price: 2.1234, standard_cost: 2, on_time: true, complete: false });
    expect(gr.lines[0].stock_movement_id).not.toBeNull();
    expect(await onHand(resin.id)).toBe(50);
    expect(await available(resin.id)).toBe(50);
    const lots = await db().select().from(stockLots).where(eq(stockLots.productId, resin.id));
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ locationId: location.id, lotNumber: 'L-77', receivedDate: today() });
    // The receipt line names the lot it made (its label's address).
    expect(gr.lines[0].lot_id).toBe(lots[0].id);
    expect(Number(lots[0].unitCost)).toBe(2.1234);
    const order = await getOrder(po.id);
    expect(order.status).toBe('partially_received');
    // A rejected part is still owed: remaining = 100 − (60 − 10).
    expect(order.lines[0]).toMatchObject({ quantity_received: 60, quantity_rejected: 10, quantity_accepted: 50, quantity_remaining: 50 });
    expect(order.receipts).toHaveLength(1);
    expect(order.version).toBe(3);
    await expectAudit('purchase_order', po.id, 'receive', { userId: production.user.id, changes: { receipt_number: gr.receipt_number, status: ['ordered', 'partially_received'] } });
    expect((await call(getReceipt, 'GET', `/api/goods-receipts/${gr.id}`, { token: viewer.token, params: { id: String(gr.id) } })).body.data.id).toBe(gr.id);
    expect((await onOrderOfProduct(viewer.ctx, resin.id)).quantity_on_order).toBe(50);

    await receive(buyer.ctx, po.id, [{ line_id: po.lines[0].id, quantity_received: 50, location_id: location.id }]);
    expect((await getOrder(po.id)).status).toBe('received');
    expect(await onHand(resin.id)).toBe(100);
    expect((await onOrderOfProduct(viewer.ctx, resin.id)).quantity_on_order).toBe(0);
  });

  it('refuses over-receipt, rejected > received, a reject without a reason, a foreign line — and changes nothing', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1);
    const po = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 10 }]);
    const other = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 10 }]);
    const line = po.lines[0].id;
    const try422 = async (lines: unknown[], key: string) => {
      const res = await postReceive(buyer.token, po.id, { lines });
      expect(res.status, key).toBe(422);
      expect(res.body.errors, key).toHaveProperty([key]);
    };
    await try422([{ line_id: line, quantity_received: 11, location_id: location.id }], 'lines.0.quantity_received');
    // 12 arrive, 2 rejected: 10 accepted fits (rejects are not counted against the order).
    await try422([{ line_id: line, quantity_received: 3, quantity_rejected: 4, rejection_reason: 'x', location_id: location.id }], 'lines.0.quantity_rejected');
    await try422([{ line_id: line, quantity_received: 3, quantity_rejected: 1, location_id: location.id }], 'lines.0.rejection_reason');
    await try422([{ line_id: other.lines[0].id, quantity_received: 1, location_id: location.id }], 'lines.0.line_id');
    await try422([{ line_id: line, quantity_received: 5, location_id: location.id }, { line_id: line, quantity_received: 5, location_id: location.id }], 'lines.1.line_id');
    await try422([{ line_id: line, quantity_received: 0, location_id: location.id }], 'lines.0.quantity_received');
    expect(await onHand(resin.id)).toBe(0);
    expect((await getOrder(po.id))).toMatchObject({ status: 'ordered', version: 2, receipts: [] });

    const ok = await postReceive(buyer.token, po.id, { lines: [{ line_id: line, quantity_received: 12, quantity_rejected: 2, rejection_reason: 'Cracked bags', location_id: location.id }] });
    expect(ok.status).toBe(201);
    expect((await getOrder(po.id)).status).toBe('received');
    expect(await onHand(resin.id)).toBe(10);
    await try422([{ line_id: line, quantity_received: 1, location_id: location.id }], 'status');
    expect((await postReceive(viewer.token, po.id, { lines: [] })).status).toBe(403);
  });

  it('parallel receipts on one line never accept more than its quantity', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1);
    const po = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 10 }]);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => postReceive(buyer.token, po.id, { lines: [{ line_id: po.lines[0].id, quantity_received: 3, location_id: location.id }] })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    const order = await getOrder(po.id);
    expect(order.lines[0]).toMatchObject({ quantity_received: 9, quantity_remaining: 1 });
    expect(await onHand(resin.id)).toBe(9);
  });
});

describe('scorecards from receipts', () => {
  it('computes the five metrics of the month by the §11 formulas and the scorecard follows (hand-computed)', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const a = await makeMaterial(2); // standard 2.00, bought at 2.10: price variance −5 %
    const b = await makeMaterial(0.5); // bought at standard: 0 %
    const orderDate = addDays(today(), -10);
    const po = await makePlacedOrder(buyer.ctx, supplier.id, [
      { product_id: a.id, quantity: 100, unit_price: 2.1, expected_date: addDays(today(), 5) },
      { product_id: b.id, quantity: 1000, unit_price: 0.5, expected_date: addDays(today(), -1) },
    ], { order_date: orderDate, expected_date: addDays(today(), 5) });
    const [la, lb] = po.lines;
    await receive(buyer.ctx, po.id, [
      { line_id: la.id, quantity_received: 60, quantity_rejected: 10, rejection_reason: 'Specks', location_id: location.id },
      { line_id: lb.id, quantity_received: 1000, location_id: location.id },
    ]);
    const period = monthOf(today());
    // Line a: on time, not complete (50 of 100), rejects 10; line b: late (expected yesterday), complete, none rejected.
    let m = await metricsOf(supplier.id, period);
    expect(m.on_time_delivery).toEqual({ actual: 50, source: 'receipts' });
    expect(m.complete_shipment_rate).toEqual({ actual: 50, source: 'receipts' });
    expect(m.defect_rate_ppm.actual).toBe(9433.9623); // 10 ÷ 1060 × 1,000,000
    expect(m.first_pass_yield.actual).toBe(50);
    expect(m.price_variance.actual).toBe(-2.5); // ((2 − 2.1) ÷ 2 × 100 + 0) ÷ 2
    // Scores: ppm 100 × 50 ÷ 9433.9623 = 0.53; FPY 50 ÷ 98 = 51.0204; quality 25.7752 → 25.78.
    // Delivery (51.0204 + 51.0204) ÷ 2 → 51.02; cost 100 − 10 × 2.5 = 75.
    // Overall (25.7752 × 40 + 51.0204 × 30 + 75 × 10) ÷ 80 = 41.3953 → 41.40, at risk; quality letter F.
    let card = await cardOf(supplier.id);
    expect(card).toMatchObject({ reviewPeriod: period, qualityScore: 25.78, deliveryScore: 51.02, costScore: 75, overallScore: 41.4, ratingCategory: 'at_risk' });
    expect((await db().select().from(suppliers).where(eq(suppliers.id, supplier.id)))[0].qualityRating).toBe('F');
    const audit = await auditRows('supplier', supplier.id, 'record_metrics');
    expect(audit[0].changes).toMatchObject({ source: 'receipts' });

    // The rest of line a, on time and complete: 3 lines in the month.
    await receive(buyer.ctx, po.id, [{ line_id: la.id, quantity_received: 50, location_id: location.id }]);
    m = await metricsOf(supplier.id, period);
    expect(m.on_time_delivery.actual).toBe(66.6667);
    expect(m.complete_shipment_rate.actual).toBe(66.6667);
    expect(m.defect_rate_ppm.actual).toBe(9009.009); // 10 ÷ 1110 × 1,000,000
    expect(m.first_pass_yield.actual).toBe(66.6667);
    expect(m.price_variance.actual).toBe(-3.3333); // (−5 + 0 − 5) ÷ 3
    // Quality (100 × 50 ÷ 9009.009 + 66.6667 ÷ 98 × 100) ÷ 2 = (0.555 + 68.0272) ÷ 2 = 34.29; delivery 68.03;
    // cost 100 − 33.333 = 66.67; overall (34.2911 × 40 + 68.0272 × 30 + 66.667 × 10) ÷ 80 = 50.99.
    card = await cardOf(supplier.id);
    expect(card).toMatchObject({ qualityScore: 34.29, deliveryScore: 68.03, costScore: 66.67, overallScore: 50.99, ratingCategory: 'at_risk', trendDirection: 'stable' });
  });

  it('a month with receipts refuses those five metrics typed in (422 on metrics.N.metric_type); others and other months pass', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const resin = await makeMaterial(1);
    const po = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 10 }]);
    await receive(buyer.ctx, po.id, [{ line_id: po.lines[0].id, quantity_received: 10, location_id: location.id }]);
    const post = async (values: Parameters<typeof metricsBody>[0], period = monthsAgo(0)) =>
      call(postMetrics, 'POST', `/api/suppliers/${supplier.id}/scorecard/metrics`, { token: buyer.token, params: { id: String(supplier.id) }, body: await metricsBody(values, period) });
    for (const type of RECEIPT_METRIC_TYPES) {
      const res = await post({ response_time: 10, [type]: 1 });
      expect(res.status, type).toBe(422);
      expect(res.body.errors, type).toHaveProperty(['metrics.1.metric_type']);
    }
    expect((await metricsOf(supplier.id, monthsAgo(0))).on_time_delivery).toEqual({ actual: 100, source: 'receipts' });
    expect((await post({ response_time: 10 })).status).toBe(201);
    expect((await post({ on_time_delivery: 90 }, monthsAgo(2))).status).toBe(201);
    expect((await metricsOf(supplier.id, monthsAgo(2))).on_time_delivery).toEqual({ actual: 90, source: 'manual' });
    // The record-metrics dialog learns the months with receipts up front (it disables those five metrics there).
    expect(await receiptMonths(buyer.ctx, supplier.id)).toEqual([monthsAgo(0).slice(0, 7)]);
  });

  it('after a burst of random receipts the stored metrics equal a recomputation from scratch', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx);
    const items = await Promise.all([makeMaterial(1.25), makeMaterial(0.0123), makeMaterial(3)]);
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const orders: PurchaseOrderDto[] = [];
    for (let i = 0; i < 3; i++) {
      orders.push(
        await makePlacedOrder(
          buyer.ctx,
          supplier.id,
          items.map((p, j) => ({ product_id: p.id, quantity: 40 + 10 * j, unit_price: Number((Number(p.standardCost) * (0.9 + rand() * 0.2)).toFixed(4)), expected_date: addDays(today(), (i + j) % 2 ? -2 : 3) })),
          { order_date: addDays(today(), -5), expected_date: addDays(today(), 3) },
        ),
      );
    }
    const attempts = Array.from({ length: 24 }, () => {
      const po = orders[Math.floor(rand() * orders.length)];
      const line = po.lines[Math.floor(rand() * po.lines.length)];
      const received = 1 + Math.floor(rand() * 15);
      const rejected = rand() < 0.3 ? Math.floor(rand() * received) : 0;
      return postReceive(buyer.token, po.id, { lines: [{ line_id: line.id, quantity_received: received, quantity_rejected: rejected, rejection_reason: rejected ? 'Random' : null, location_id: location.id }] });
    });
    const results = await Promise.all(attempts);
    expect(results.every((r) => r.status === 201 || r.status === 422)).toBe(true);
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThan(5);

    // From scratch: replay every receipt line in receipt order against its PO line (remaining before it).
    const lineInfo = new Map(orders.flatMap((o) => o.lines.map((l) => [l.id, { quantity: l.quantity, expected: l.expected_date, price: l.unit_price, remaining: l.quantity }])));
    const cost = new Map(items.map((p) => [p.id, Number(p.standardCost)]));
    const receipts = results.filter((r) => r.status === 201).map((r) => r.body.data).sort((x, y) => x.id - y.id);
    const facts = receipts.flatMap((r) =>
      r.lines.map((l: { purchase_order_line_id: number; product_id: number; quantity_received: number; quantity_rejected: number }) => {
        const info = lineInfo.get(l.purchase_order_line_id)!;
        const accepted = l.quantity_received - l.quantity_rejected;
        const complete = accepted >= info.remaining;
        info.remaining -= accepted;
        expect(info.remaining).toBeGreaterThanOrEqual(0);
        return { onTime: r.received_date <= info.expected, complete, received: l.quantity_received, rejected: l.quantity_rejected, price: info.price, std: cost.get(l.product_id)! };
      }),
    );
    const n = facts.length;
    const r4 = (v: number) => Math.round(v * 10_000) / 10_000;
    const expected = {
      on_time_delivery: r4((facts.filter((f) => f.onTime).length / n) * 100),
      complete_shipment_rate: r4((facts.filter((f) => f.complete).length / n) * 100),
      defect_rate_ppm: r4((facts.reduce((s, f) => s + f.rejected, 0) / facts.reduce((s, f) => s + f.received, 0)) * 1e6),
      first_pass_yield: r4((facts.filter((f) => f.rejected === 0).length / n) * 100),
      price_variance: r4(facts.reduce((s, f) => s + ((f.std - f.price) / f.std) * 100, 0) / n),
    };
    const stored = await metricsOf(supplier.id, monthOf(today()));
    for (const [type, value] of Object.entries(expected)) expect(stored[type].actual, type).toBeCloseTo(value, 3);
    // No line ever accepted more than ordered.
    for (const o of orders) for (const l of (await getOrder(o.id)).lines) expect(l.quantity_accepted).toBeLessThanOrEqual(l.quantity);
    const rows = await db()
      .select()
      .from(goodsReceiptLines)
      .where(and(eq(goodsReceiptLines.supplierId, supplier.id), gte(goodsReceiptLines.receivedDate, monthOf(today())), lt(goodsReceiptLines.receivedDate, nextMonth(monthOf(today())))));
    expect(rows).toHaveLength(n);
  });
});

describe('GET /api/purchase-orders', () => {
  it('pages, filters by status and supplier, searches number and supplier name, sorts and exports', async () => {
    const supplier = await makeRatedSupplier(buyer.ctx, 'unrated', { company_name: `Polymer Partners ${Date.now()}` });
    const resin = await makeMaterial(1);
    const d = await makeDraftOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 5 }]);
    const p = await makePlacedOrder(buyer.ctx, supplier.id, [{ product_id: resin.id, quantity: 50, unit_price: 3 }]);
    const list = (q: string) => call(listRoute, 'GET', `${base}?${q}`, { token: viewer.token });
    const mine = await list(`supplier_id=${supplier.id}`);
    expect(mine.body).toMatchObject({ success: true, total: 2, current_page: 1 });
    expect(mine.body.data.map((o: { id: number }) => o.id)).toEqual([p.id, d.id]);
    expect((await list(`supplier_id=${supplier.id}&status=draft`)).body.data.map((o: { id: number }) => o.id)).toEqual([d.id]);
    expect((await list(`supplier_id=${supplier.id}&sort=total_amount&dir=desc`)).body.data[0].id).toBe(p.id);
    expect((await list(`search=${p.po_number}`)).body.data.map((o: { id: number }) => o.id)).toEqual([p.id]);
    const byName = await list(`search=${encodeURIComponent(supplier.company_name.toUpperCase())}`);
    expect(byName.body.data.map((o: { id: number }) => o.id).sort()).toEqual([d.id, p.id].sort());
    expect((await list('status=bogus')).status).toBe(422);
    const csv = await call(exportRoute, 'GET', `${base}/export?supplier_id=${supplier.id}`, { token: viewer.token });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(p.po_number);
    expect(String(csv.body).split('\n')[0]).toContain('po_number');
  });
});

describe('reorder suggestions', () => {
  it('lists items below their reorder level counting what is on order (drafts not), suggests at least the shortfall, and drafts one order per supplier', async () => {
    const s1 = await makeRatedSupplier(buyer.ctx);
    const s2 = await makeRatedSupplier(buyer.ctx, 'unrated', { lead_time_days: 21 });
    const low = await makeMaterial(1.5, { reorderLevel: 100, reorderQuantity: 40 });
    const other = await makeMaterial(0.25, { reorderLevel: 10, reorderQuantity: 500 });
    const fine = await makeMaterial(1, { reorderLevel: 10, reorderQuantity: 10 });
    const orphan = await makeMaterial(1, { reorderLevel: 10, reorderQuantity: 10 });
    await setPreferredSupplier(low.id, s1.id);
    await setPreferredSupplier(other.id, s2.id);
    await makeReceipt(low.id, location.id, 30);
    await makeReceipt(fine.id, location.id, 50);
    await makePlacedOrder(buyer.ctx, s1.id, [{ product_id: low.id, quantity: 20 }]);
    await makeDraftOrder(buyer.ctx, s1.id, [{ product_id: low.id, quantity: 1000 }]); // a draft is not on order
    const res = await call(suggestionsRoute, 'GET', '/api/purchasing/suggestions', { token: viewer.token });
    expect(res.status).toBe(200);
    const mine = new Map(res.body.data.map((s: { product_id: number }) => [s.product_id, s]));
    expect(mine.has(fine.id)).toBe(false);
    // available 30 + on order 20 = 50 < 100: shortfall 50 > reorder quantity 40 → 50.
    expect(mine.get(low.id)).toMatchObject({ quantity_available: 30, quantity_on_order: 20, reorder_level: 100, shortfall: 50, suggested_quantity: 50, unit_price: 1.5, preferred_supplier_id: s1.id });
    // 0 + 0 < 10: shortfall 10, reorder quantity 500 → 500.
    expect(mine.get(other.id)).toMatchObject({ shortfall: 10, suggested_quantity: 500, preferred_supplier_id: s2.id });

    const refused = await call(suggestionOrdersRoute, 'POST', '/api/purchasing/suggestions/orders', { token: buyer.token, body: { product_ids: [low.id, orphan.id, fine.id] } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty(['product_ids.1']);
    expect(refused.body.errors).toHaveProperty(['product_ids.2']);
    expect((await call(suggestionOrdersRoute, 'POST', '/api/purchasing/suggestions/orders', { token: production.token, body: { product_ids: [low.id] } })).status).toBe(403);

    const made = await call(suggestionOrdersRoute, 'POST', '/api/purchasing/suggestions/orders', { token: buyer.token, body: { product_ids: [low.id, other.id] } });
    expect(made.status).toBe(201);
    expect(made.body.data).toHaveLength(2);
    const bySupplier = new Map(made.body.data.map((o: { supplier_id: number }) => [o.supplier_id, o]));
    expect(bySupplier.get(s1.id)).toMatchObject({ status: 'draft', lines: [{ product_id: low.id, quantity: 50, unit_price: 1.5 }], expected_date: addDays(today(), 14) });
    expect(bySupplier.get(s2.id)).toMatchObject({ status: 'draft', lines: [{ product_id: other.id, quantity: 500, unit_price: 0.25 }], expected_date: addDays(today(), 21) });
  });
});
