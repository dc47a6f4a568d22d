import 'server-only';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import {
  goodsReceiptLines,
  goodsReceiptSequences,
  goodsReceipts,
  products,
  purchaseOrderLines,
  purchaseOrderSequences,
  purchaseOrders,
  scorecardCategories,
  storageLocations,
  supplierMetrics,
  supplierScorecards,
  suppliers,
} from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/types';
import { addDays, isoDate, todayInPlant } from '@/lib/dates';
import { nextYearlyNumber } from '@/lib/db/sequences';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/errors';
import { receiveStockInTx } from '@/lib/inventory/service';
import { quantity } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { METRIC_TEMPLATE_BY_TYPE } from '@/lib/suppliers/constants';
import { applyMetrics, type MetricEntry } from '@/lib/suppliers/scorecard';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import {
  canCancel,
  canClose,
  canPlace,
  canReceive,
  DEFAULT_LEAD_DAYS,
  formatPoNumber,
  formatReceiptNumber,
  PURCHASABLE_TYPES,
  RECEIPT_METRIC_TYPES,
  type PoStatus,
} from './constants';
import type { GoodsReceiptDto, PlacedPurchaseOrder, PurchaseOrderDto } from './dto';
import { monthOf, nextMonth, receiptMetrics } from './metrics';
import { findGoodsReceipt, findPurchaseOrder, listSuggestions } from './queries';
import {
  createPurchaseOrderSchema,
  createReceiptSchema,
  illegalPoMove,
  LINE_TWICE,
  LINE_UNKNOWN,
  NO_LOCATION,
  NOT_RECEIVABLE,
  notDraft,
  OVER_RECEIPT,
  placePurchaseOrderSchema,
  poReasonSchema,
  PRODUCT_NOT_PURCHASABLE,
  PRODUCT_UNKNOWN,
  REASON_REQUIRED,
  REJECTED_OVER_RECEIVED,
  suggestionOrdersSchema,
  SUPPLIER_UNKNOWN,
  supplierAtRisk,
  supplierConditional,
  supplierNotActive,
  updatePurchaseOrderSchema,
  type PoLineInput,
} from './schemas';

/** Purchasing (CONTRACT §11): every write here, every read in ./queries.ts, the receipt metrics' formulas in ./metrics.ts. */
export {
  getGoodsReceipt,
  getPurchaseOrder,
  getSuggestions,
  listPurchaseOrders,
  onOrderOfProduct,
  purchaseOrderExists,
  purchaseOrderExportBatches,
  supplierReceipts,
} from './queries';

const ENTITY = 'Purchase order';
const AUDIT_ENTITY = 'purchase_order';
const PURCHASABLE = new Set<string>(PURCHASABLE_TYPES);

type Actor = { user: SessionUser | null };

async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!row) throw new NotFoundError(ENTITY);
  return row;
}

async function nextPoNumber(tx: Tx, year: number): Promise<string> {
  return formatPoNumber(year, await nextYearlyNumber(tx, purchaseOrderSequences, year));
}

async function nextReceiptNumber(tx: Tx, year: number): Promise<string> {
  return formatReceiptNumber(year, await nextYearlyNumber(tx, goodsReceiptSequences, year));
}

async function assertSupplier(tx: Tx, supplierId: number) {
  const [s] = await tx.select({ id: suppliers.id, leadTimeDays: suppliers.leadTimeDays }).from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  if (!s) throw ValidationError.field('supplier_id', SUPPLIER_UNKNOWN);
  return s;
}

type LineValues = { lineNumber: number; productId: number; quantity: number; unitPrice: number; expectedDate: string };

/** The lines as stored: each product known and purchasable (422 on lines.N.product_id), price and date defaulted. */
async function resolveLines(tx: Tx, lines: PoLineInput[], expectedDate: string): Promise<LineValues[]> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const rows = await tx.select({ id: products.id, type: products.productType, cost: products.standardCost }).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldErrors = {};
  lines.forEach((l, i) => {
    const p = byId.get(l.product_id);
    if (!p) errors[`lines.${i}.product_id`] = [PRODUCT_UNKNOWN];
    else if (!PURCHASABLE.has(p.type)) errors[`lines.${i}.product_id`] = [PRODUCT_NOT_PURCHASABLE];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return lines.map((l, i) => ({
    lineNumber: i + 1,
    productId: l.product_id,
    quantity: l.quantity,
    unitPrice: l.unit_price ?? quantity(byId.get(l.product_id)!.cost),
    expectedDate: l.expected_date ?? expectedDate,
  }));
}

const totalOf = (lines: LineValues[]) => quantity(lines.reduce((s, l) => s + quantity(l.quantity * l.unitPrice), 0));

function assertDates(orderDate: string, expectedDate: string) {
  if (expectedDate < orderDate) throw ValidationError.field('expected_date', 'The expected date cannot be before the order date.');
}

/** A draft with its lines (the create, the suggestions' drafts). */
async function insertDraft(
  tx: Tx,
  actor: Actor,
  values: { supplierId: number; orderDate: string; expectedDate: string; notes: string | null; lines: LineValues[] },
  audit: Record<string, unknown>,
): Promise<number> {
  const number = await nextPoNumber(tx, Number(values.orderDate.slice(0, 4)));
  const [row] = await tx
    .insert(purchaseOrders)
    .values({
      poNumber: number,
      supplierId: values.supplierId,
      status: 'draft',
      orderDate: values.orderDate,
      expectedDate: values.expectedDate,
      notes: values.notes,
      totalAmount: totalOf(values.lines),
      createdBy: actor.user?.id ?? null,
    })
    .returning({ id: purchaseOrders.id });
  await tx.insert(purchaseOrderLines).values(values.lines.map((l) => ({ ...l, purchaseOrderId: row.id })));
  await writeAudit(tx, { user: actor.user, entity: AUDIT_ENTITY, entityId: row.id, action: 'create', changes: { ...audit, po_number: number } });
  return row.id;
}

/** POST /api/purchase-orders → 201, a draft numbered PO-YYYY-NNNNN. */
export async function createPurchaseOrder(ctx: ServiceContext, input: unknown): Promise<PurchaseOrderDto> {
  authorize(ctx, 'purchase_orders.write');
  const data = parseInput(createPurchaseOrderSchema, input);
  const orderDate = data.order_date ?? todayInPlant();
  assertDates(orderDate, data.expected_date);
  const id = await ctx.db.transaction(async (tx) => {
    await assertSupplier(tx, data.supplier_id);
    const lines = await resolveLines(tx, data.lines, data.expected_date);
    return insertDraft(tx, ctx, { supplierId: data.supplier_id, orderDate, expectedDate: data.expected_date, notes: data.notes ?? null, lines }, { ...data, order_date: orderDate });
  });
  return findPurchaseOrder(ctx.db, id);
}

/** PUT/PATCH /api/purchase-orders/{id}: only a draft; `lines` replaces them all. */
export async function updatePurchaseOrder(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<PurchaseOrderDto> {
  authorize(ctx, 'purchase_orders.write');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(updatePurchaseOrderSchema, input);
    if (current.status !== 'draft') throw ValidationError.field('status', notDraft(current.status));
    assertVersion(options, current.version);
    const orderDate = data.order_date ?? current.orderDate;
    const expectedDate = data.expected_date ?? current.expectedDate;
    assertDates(orderDate, expectedDate);
    if (data.supplier_id !== undefined) await assertSupplier(tx, data.supplier_id);
    const before = { supplier_id: current.supplierId, order_date: current.orderDate, expected_date: current.expectedDate, notes: current.notes };
    const after = {
      supplier_id: data.supplier_id ?? current.supplierId,
      order_date: orderDate,
      expected_date: expectedDate,
      notes: data.notes === undefined ? current.notes : data.notes,
    };
    const changes: Record<string, unknown> = diff(before, after);
    let lines: LineValues[] | undefined;
    if (data.lines) {
      lines = await resolveLines(tx, data.lines, expectedDate);
      const old = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id)).orderBy(asc(purchaseOrderLines.lineNumber));
      const key = (l: { productId: number; quantity: number | string; unitPrice: number | string; expectedDate: string }) =>
        `${l.productId}|${quantity(l.quantity)}|${quantity(l.unitPrice)}|${l.expectedDate}`;
      if (old.map(key).join(';') !== lines.map(key).join(';')) changes.lines = [old.map((l) => ({ product_id: l.productId, quantity: quantity(l.quantity), unit_price: quantity(l.unitPrice) })), data.lines];
      else lines = undefined;
    }
    if (Object.keys(changes).length === 0) return;
    if (lines) {
      await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
      await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ ...l, purchaseOrderId: id })));
    }
    await tx
      .update(purchaseOrders)
      .set({
        supplierId: after.supplier_id,
        orderDate: after.order_date,
        expectedDate: after.expected_date,
        notes: after.notes,
        ...(lines ? { totalAmount: totalOf(lines) } : {}),
        version: sql`${purchaseOrders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(purchaseOrders.id, id));
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'update', changes });
  });
  return findPurchaseOrder(ctx.db, id);
}

/**
 * POST /api/purchase-orders/{id}/place: draft → ordered. An inactive or suspended supplier → 422 on supplier_id; an
 * at-risk one → 422 on supplier_id unless a Manager or Admin sends `override_reason` (kept and audited); a
 * conditional one is placed with a warning.
 */
export async function placePurchaseOrder(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<PlacedPurchaseOrder> {
  authorize(ctx, 'purchase_orders.write');
  const warnings: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(placePurchaseOrderSchema, input ?? {});
    if (!canPlace(current.status)) throw ValidationError.field('status', illegalPoMove(current.status, 'placed'));
    assertVersion(options, current.version);
    const [supplier] = await tx
      .select({ name: suppliers.companyName, status: suppliers.status, rating: supplierScorecards.ratingCategory })
      .from(suppliers)
      .leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id))
      .where(eq(suppliers.id, current.supplierId))
      .for('share', { of: suppliers });
    if (supplier.status !== 'active') throw ValidationError.field('supplier_id', supplierNotActive(supplier.name, supplier.status));
    let overrideReason: string | null = null;
    if (supplier.rating === 'at_risk') {
      if (!data.override_reason) throw ValidationError.field('supplier_id', supplierAtRisk(supplier.name));
      authorize(ctx, 'overrides.approve');
      overrideReason = data.override_reason;
    }
    if (supplier.rating === 'conditional') warnings.push(supplierConditional(supplier.name));
    await tx
      .update(purchaseOrders)
      .set({ status: 'ordered', placedAt: new Date(), placedBy: ctx.user?.id ?? null, overrideReason, version: sql`${purchaseOrders.version} + 1`, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    await writeAudit(tx, {
      user: ctx.user,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: overrideReason ? 'place_override' : 'place',
      changes: {
        status: [current.status, 'ordered'],
        supplier_rating: supplier.rating ?? null,
        ...(overrideReason ? { override_reason: overrideReason } : {}),
        ...(warnings.length ? { warnings } : {}),
      },
    });
  });
  return { order: await findPurchaseOrder(ctx.db, id), warnings };
}

async function anythingReceived(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.purchaseOrderId, id), sql`${purchaseOrderLines.quantityReceived} > 0`));
  return row.n > 0;
}

async function move(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions, to: 'closed' | 'cancelled'): Promise<PurchaseOrderDto> {
  authorize(ctx, 'purchase_orders.write');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(poReasonSchema, input ?? {});
    const allowed = to === 'closed' ? canClose(current.status) : canCancel(current.status, await anythingReceived(tx, id));
    if (!allowed) throw ValidationError.field('status', illegalPoMove(current.status, to === 'closed' ? 'closed' : 'cancelled'));
    assertVersion(options, current.version);
    await tx
      .update(purchaseOrders)
      .set({ status: to, ...(to === 'closed' ? { closedAt: new Date() } : { cancelledAt: new Date() }), version: sql`${purchaseOrders.version} + 1`, updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    await writeAudit(tx, {
      user: ctx.user,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: to === 'closed' ? 'close' : 'cancel',
      changes: { status: [current.status, to], ...(data.reason ? { reason: data.reason } : {}) },
    });
  });
  return findPurchaseOrder(ctx.db, id);
}

/** POST /api/purchase-orders/{id}/close: an ordered or partially received order closed short (nothing more is owed). */
export function closePurchaseOrder(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<PurchaseOrderDto> {
  return move(ctx, id, input, options, 'closed');
}

/** POST /api/purchase-orders/{id}/cancel: a draft or ordered order of which nothing was received. */
export function cancelPurchaseOrder(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<PurchaseOrderDto> {
  return move(ctx, id, input, options, 'cancelled');
}

async function defaultLocation(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ id: storageLocations.id })
    .from(storageLocations)
    .where(eq(storageLocations.isActive, true))
    .orderBy(sql`${storageLocations.locationType} <> 'warehouse'`, asc(storageLocations.locationCode), asc(storageLocations.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/purchase-orders/{id}/receipts → 201 (CONTRACT §11), in one transaction: under the order's row lock (so
 * parallel receipts of one order run one after the other and never accept more than a line's quantity), the
 * accepted part of each line (received − rejected) enters stock as a lot at the line's unit price through the
 * stock service; the rejected part never does. The lines' totals and the order's status move, then the supplier's
 * receipt metrics of the month are recomputed from all its receipt lines, and its scorecard with them.
 */
export async function receiveGoods(ctx: ServiceContext, purchaseOrderId: number, input: unknown): Promise<GoodsReceiptDto> {
  authorize(ctx, 'goods_receipts.write');
  const receiptId = await ctx.db.transaction((tx) => receiveGoodsInTx(tx, ctx, purchaseOrderId, input));
  return findGoodsReceipt(ctx.db, receiptId);
}

/** The receipt inside the caller's transaction (the demo seed's back-dated year); the caller has authorized. */
export async function receiveGoodsInTx(tx: Tx, actor: Actor, purchaseOrderId: number, input: unknown): Promise<number> {
  const order = await lockOrder(tx, purchaseOrderId);
  const data = parseInput(createReceiptSchema, input);
  if (!canReceive(order.status)) throw ValidationError.field('status', NOT_RECEIVABLE(order.status));
  const receivedDate = data.received_date ?? todayInPlant();

  const lines = await tx
    .select({ line: purchaseOrderLines, standardCost: products.standardCost })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(purchaseOrderLines.id))
    .for('update', { of: purchaseOrderLines });
  const byId = new Map(lines.map((l) => [l.line.id, l]));

  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const planned = data.lines.map((l, i) => {
    const found = byId.get(l.line_id);
    const rejected = l.quantity_rejected ?? 0;
    const accepted = quantity(l.quantity_received - rejected);
    if (!found) {
      errors[`lines.${i}.line_id`] = [LINE_UNKNOWN];
      return null;
    }
    if (seen.has(l.line_id)) errors[`lines.${i}.line_id`] = [LINE_TWICE];
    seen.add(l.line_id);
    const remaining = quantity(quantity(found.line.quantity) - (quantity(found.line.quantityReceived) - quantity(found.line.quantityRejected)));
    if (rejected > l.quantity_received) errors[`lines.${i}.quantity_rejected`] = [REJECTED_OVER_RECEIVED];
    else if (accepted > remaining || remaining <= 0) errors[`lines.${i}.quantity_received`] = [OVER_RECEIPT(Math.max(0, remaining))];
    if (rejected > 0 && !l.rejection_reason) errors[`lines.${i}.rejection_reason`] = [REASON_REQUIRED];
    return { input: l, index: i, line: found.line, standardCost: quantity(found.standardCost), rejected, accepted, remaining };
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const plan = planned as NonNullable<(typeof planned)[number]>[];

  let fallback: number | null | undefined;
  for (const p of plan) {
    if (p.input.location_id != null || p.accepted <= 0) continue;
    fallback ??= await defaultLocation(tx);
    if (fallback == null) throw ValidationError.field(`lines.${p.index}.location_id`, NO_LOCATION);
  }

  const number = await nextReceiptNumber(tx, Number(receivedDate.slice(0, 4)));
  const [receipt] = await tx
    .insert(goodsReceipts)
    .values({ receiptNumber: number, purchaseOrderId, supplierId: order.supplierId, receivedDate, notes: data.notes ?? null, createdBy: actor.user?.id ?? null })
    .returning({ id: goodsReceipts.id });

  // Stock moves product by product in id order: two receipts never wait on each other's balance rows in a cycle.
  const byProduct = [...plan].sort((a, b) => a.line.productId - b.line.productId || a.line.id - b.line.id);
  for (const p of byProduct) {
    const locationId = p.input.location_id ?? (p.accepted > 0 ? fallback! : null);
    let movementId: number | null = null;
    if (p.accepted > 0) {
      const movement = await receiveStockInTx(tx, actor, {
        product_id: p.line.productId,
        location_id: locationId,
        quantity: p.accepted,
        unit_cost: quantity(p.line.unitPrice),
        lot_number: p.input.lot_number ?? null,
        received_date: receivedDate,
        reference: `${number} / ${order.poNumber}`,
      });
      movementId = movement.id;
    }
    await tx.insert(goodsReceiptLines).values({
      goodsReceiptId: receipt.id,
      purchaseOrderLineId: p.line.id,
      productId: p.line.productId,
      supplierId: order.supplierId,
      receivedDate,
      quantityReceived: p.input.quantity_received,
      quantityRejected: p.rejected,
      rejectionReason: p.rejected > 0 ? (p.input.rejection_reason ?? null) : null,
      locationId,
      lotNumber: p.input.lot_number ?? null,
      unitPrice: quantity(p.line.unitPrice),
      standardCost: p.standardCost,
      onTime: receivedDate <= p.line.expectedDate,
      complete: p.accepted >= p.remaining,
      stockMovementId: movementId,
    });
    await tx
      .update(purchaseOrderLines)
      .set({
        quantityReceived: sql`${purchaseOrderLines.quantityReceived} + ${p.input.quantity_received}`,
        quantityRejected: sql`${purchaseOrderLines.quantityRejected} + ${p.rejected}`,
      })
      .where(eq(purchaseOrderLines.id, p.line.id));
  }

  const [{ open }] = await tx
    .select({ open: sql<number>`count(*)`.mapWith(Number) })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId), sql`${purchaseOrderLines.quantity} - (${purchaseOrderLines.quantityReceived} - ${purchaseOrderLines.quantityRejected}) > 0`));
  const status: PoStatus = open === 0 ? 'received' : 'partially_received';
  await tx.update(purchaseOrders).set({ status, version: sql`${purchaseOrders.version} + 1`, updatedAt: new Date() }).where(eq(purchaseOrders.id, purchaseOrderId));
  await writeAudit(tx, {
    user: actor.user,
    entity: AUDIT_ENTITY,
    entityId: purchaseOrderId,
    action: 'receive',
    changes: {
      receipt_number: number,
      received_date: receivedDate,
      lines: plan.map((p) => ({ line_id: p.line.id, quantity_received: p.input.quantity_received, quantity_rejected: p.rejected, rejection_reason: p.input.rejection_reason ?? null })),
      ...(status !== order.status ? { status: [order.status, status] } : {}),
    },
  });

  await recomputeReceiptMetrics(tx, actor, order.supplierId, monthOf(receivedDate), receivedDate);
  return receipt.id;
}

/**
 * The supplier's five receipt metrics of `month`, recomputed from all its receipt lines of that month and stored
 * with `source: receipts` (replacing whatever was there), then its scorecard, rating, trend and quality letter,
 * through the one metrics writer (applyMetrics). The supplier's row lock serialises this with manual submissions
 * and other receipts of the same supplier, so each recompute sees every committed line.
 */
export async function recomputeReceiptMetrics(tx: Tx, actor: Actor, supplierId: number, month: string, reviewedOn: string): Promise<void> {
  const [supplier] = await tx
    .select({ id: suppliers.id, qualityRating: suppliers.qualityRating, lastReview: supplierScorecards.lastReviewDate })
    .from(suppliers)
    .leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id))
    .where(eq(suppliers.id, supplierId))
    .for('update', { of: suppliers });
  const facts = await tx
    .select({
      onTime: goodsReceiptLines.onTime,
      complete: goodsReceiptLines.complete,
      received: goodsReceiptLines.quantityReceived,
      rejected: goodsReceiptLines.quantityRejected,
      unitPrice: goodsReceiptLines.unitPrice,
      standardCost: goodsReceiptLines.standardCost,
    })
    .from(goodsReceiptLines)
    .where(and(eq(goodsReceiptLines.supplierId, supplierId), gte(goodsReceiptLines.receivedDate, month), lt(goodsReceiptLines.receivedDate, nextMonth(month))));
  const values = receiptMetrics(
    facts.map((f) => ({ ...f, received: quantity(f.received), rejected: quantity(f.rejected), unitPrice: quantity(f.unitPrice), standardCost: quantity(f.standardCost) })),
  );
  const categories = await tx.select().from(scorecardCategories);
  const categoryId = new Map(categories.map((c) => [c.categoryCode, c.id]));
  const entries: MetricEntry[] = RECEIPT_METRIC_TYPES.flatMap((type) => {
    const actual = values[type];
    if (actual === undefined) return [];
    const template = METRIC_TEMPLATE_BY_TYPE[type];
    return [{ scorecard_category_id: categoryId.get(template.category)!, metric_type: type, review_period: month, actual_value: actual, target_value: null, metric_name: null, unit_of_measure: null, notes: null }];
  });
  const missing = RECEIPT_METRIC_TYPES.filter((t) => values[t] === undefined);
  if (missing.length) {
    await tx
      .delete(supplierMetrics)
      .where(and(eq(supplierMetrics.supplierId, supplierId), eq(supplierMetrics.reviewPeriod, month), inArray(supplierMetrics.metricType, missing), eq(supplierMetrics.source, 'receipts')));
  }
  if (!entries.length) return;
  const last = isoDate(supplier.lastReview);
  const recordedOn = last && last > reviewedOn ? last : reviewedOn;
  await applyMetrics(tx, { id: supplier.id, qualityRating: supplier.qualityRating }, entries, categories, { recordedOn, user: actor.user, source: 'receipts' });
}

/**
 * POST /api/purchasing/suggestions/orders {product_ids}: the selected suggestions (still below their reorder
 * level, with a preferred supplier: else 422 on product_ids.N) as draft orders, one per supplier, each line the
 * suggested quantity at the standard cost, expected after the supplier's lead time.
 */
export async function createSuggestedOrders(ctx: ServiceContext, input: unknown): Promise<PurchaseOrderDto[]> {
  authorize(ctx, 'purchase_orders.write');
  const data = parseInput(suggestionOrdersSchema, input);
  const ids = await ctx.db.transaction(async (tx) => {
    const productIds = [...new Set(data.product_ids)];
    const suggestions = new Map((await listSuggestions(tx, productIds)).map((s) => [s.product_id, s]));
    const errors: FieldErrors = {};
    data.product_ids.forEach((id, i) => {
      const s = suggestions.get(id);
      if (!s) errors[`product_ids.${i}`] = ['This item is not below its reorder level (or is not bought).'];
      else if (s.preferred_supplier_id == null) errors[`product_ids.${i}`] = [`${s.product_code} has no preferred supplier: set one on the product first.`];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const bySupplier = new Map<number, typeof productIds>();
    for (const id of productIds) {
      const supplierId = suggestions.get(id)!.preferred_supplier_id!;
      bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), id]);
    }
    const today = todayInPlant();
    const created: number[] = [];
    for (const [supplierId, items] of [...bySupplier].sort((a, b) => a[0] - b[0])) {
      const supplier = await assertSupplier(tx, supplierId);
      const expectedDate = addDays(today, supplier.leadTimeDays ?? DEFAULT_LEAD_DAYS);
      const lines: LineValues[] = items.map((id, i) => {
        const s = suggestions.get(id)!;
        return { lineNumber: i + 1, productId: id, quantity: s.suggested_quantity, unitPrice: s.unit_price, expectedDate };
      });
      created.push(
        await insertDraft(tx, ctx, { supplierId, orderDate: today, expectedDate, notes: 'From reorder suggestions', lines }, { supplier_id: supplierId, from_suggestions: items }),
      );
    }
    return created;
  });
  return Promise.all(ids.map((id) => findPurchaseOrder(ctx.db, id)));
}
