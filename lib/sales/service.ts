import 'server-only';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { customers, products, salesOrderAllocations, salesOrderLines, salesOrderSequences, salesOrders, shipmentLines, shipmentSequences, shipments, workOrders } from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { addDays, todayInPlant } from '@/lib/dates';
import { nextYearlyNumber } from '@/lib/db/sequences';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { allocateFifoInTx, releaseAllocationsInTx, shipStockInTx, type LotQuantity, type ShippedLot } from '@/lib/inventory/movements';
import { quantity } from '@/lib/numbers';
import { CLOSED_WORK_ORDER_STATUSES } from '@/lib/production/constants';
import { createLinkedWorkOrderInTx, settleLinkedWorkOrdersInTx } from '@/lib/production/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { locationAddressOf, partNumbersOf } from './customer-records';
import { formatSalesOrderNumber, formatShipmentNumber, MTO_DEFAULT_LEAD_DAYS, OPEN_ORDER_STATUSES, type SalesOrderStatus } from './constants';
import type { SalesOrderDto, ShipmentDto } from './dto';
import { findSalesOrder, findShipment, salesOrderCounts } from './queries';
import {
  closeSalesOrderSchema,
  confirmSalesOrderSchema,
  createSalesOrderSchema,
  createShipmentSchema,
  creditLimitMessage,
  CUSTOMER_INACTIVE,
  CUSTOMER_UNKNOWN,
  illegalOrderMove,
  LINE_UNKNOWN,
  LOCATION_UNKNOWN,
  ONLY_DRAFT_EDITS,
  overShipMessage,
  PRODUCT_HAS_NO_MOLD,
  PRODUCT_INACTIVE,
  PRODUCT_UNKNOWN,
  updateSalesOrderSchema,
  type SalesOrderLineInput,
} from './schemas';

/** Sales orders and shipments (CONTRACT §10): every write here, every read in ./queries.ts. */
export {
  customerOnTimeDelivery,
  onTimeDeliveryReport,
  getSalesOrder,
  getShipment,
  listSalesOrders,
  listShipments,
  salesOrderExists,
  salesOrderExportBatches,
  salesStats,
  shipmentExists,
} from './queries';

const ENTITY = 'Sales order';
const AUDIT_ENTITY = 'sales_order';
const year = () => Number(todayInPlant().slice(0, 4));

/**
 * The order row, locked (`for update`), then its lines: every write of an order takes these locks first and in this
 * order (then products' balances, in product order), so two confirms, or twenty shipments, of one order run one
 * after the other and never deadlock with a production report allocating to a line.
 */
async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(salesOrders).where(eq(salesOrders.id, id)).for('update');
  if (!row) throw new NotFoundError(ENTITY);
  return row;
}
async function lockLines(tx: Tx, orderId: number) {
  return tx.select().from(salesOrderLines).where(eq(salesOrderLines.salesOrderId, orderId)).orderBy(asc(salesOrderLines.lineNumber), asc(salesOrderLines.id)).for('update');
}

async function assertCustomer(tx: Tx, id: number) {
  const [c] = await tx.select({ id: customers.id, status: customers.status, shippingAddress: customers.shippingAddress, address: customers.billingAddress }).from(customers).where(eq(customers.id, id)).limit(1);
  if (!c) throw ValidationError.field('customer_id', CUSTOMER_UNKNOWN);
  if (c.status !== 'active') throw ValidationError.field('customer_id', CUSTOMER_INACTIVE);
  return c;
}

/** The lines' products (422 on `lines.N.product_id` when unknown or inactive), with their selling price and mold. */
async function productsOf(tx: Tx, lines: SalesOrderLineInput[]) {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const rows = await tx.select({ id: products.id, price: products.sellingPrice, active: products.isActive, moldId: products.moldId }).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  lines.forEach((l, i) => {
    const p = byId.get(l.product_id);
    if (!p) throw ValidationError.field(`lines.${i}.product_id`, PRODUCT_UNKNOWN);
    if (!p.active) throw ValidationError.field(`lines.${i}.product_id`, PRODUCT_INACTIVE);
  });
  return byId;
}

type LineValues = { productId: number; quantity: number; unitPrice: number; requestedDate: string | null; customerPartNumber: string | null };

function lineValues(lines: SalesOrderLineInput[], byId: Awaited<ReturnType<typeof productsOf>>, parts: Map<number, string>): LineValues[] {
  return lines.map((l) => ({
    productId: l.product_id,
    quantity: l.quantity,
    unitPrice: l.unit_price ?? quantity(byId.get(l.product_id)!.price),
    requestedDate: l.requested_date ?? null,
    // The customer's part cross-reference when the line names none.
    customerPartNumber: l.customer_part_number ?? parts.get(l.product_id) ?? null,
  }));
}

async function writeLines(tx: Tx, orderId: number, lines: LineValues[]) {
  await tx.delete(salesOrderLines).where(eq(salesOrderLines.salesOrderId, orderId));
  await tx.insert(salesOrderLines).values(lines.map((l, i) => ({ ...l, salesOrderId: orderId, lineNumber: i + 1 })));
  await tx
    .update(salesOrders)
    .set({ subtotal: sql`(select coalesce(sum(round(l.quantity * l.unit_price, 4)), 0) from sales_order_lines l where l.sales_order_id = ${orderId})` })
    .where(eq(salesOrders.id, orderId));
}

/** POST /api/sales-orders → 201, a draft numbered SO-YYYY-NNNNN. */
export async function createSalesOrder(ctx: ServiceContext, input: unknown): Promise<SalesOrderDto> {
  authorize(ctx, 'sales.write');
  const data = parseInput(createSalesOrderSchema, input);
  const id = await ctx.db.transaction(async (tx) => {
    const customer = await assertCustomer(tx, data.customer_id);
    const byId = await productsOf(tx, data.lines);
    let shipTo = data.ship_to_address ?? customer.shippingAddress ?? customer.address ?? null;
    if (data.ship_to_location_id != null) {
      shipTo = await locationAddressOf(tx, customer.id, data.ship_to_location_id);
      if (shipTo == null) throw ValidationError.field('ship_to_location_id', LOCATION_UNKNOWN);
    }
    const number = formatSalesOrderNumber(year(), await nextYearlyNumber(tx, salesOrderSequences, year()));
    const [row] = await tx
      .insert(salesOrders)
      .values({
        orderNumber: number,
        customerId: customer.id,
        customerPo: data.customer_po ?? null,
        orderDate: data.order_date ?? todayInPlant(),
        requestedDate: data.requested_date ?? null,
        shipToAddress: shipTo,
        notes: data.notes ?? null,
        status: 'draft',
        createdBy: ctx.user?.id ?? null,
      })
      .returning({ id: salesOrders.id });
    const lines = lineValues(data.lines, byId, await partNumbersOf(tx, customer.id));
    await writeLines(tx, row.id, lines);
    await salesOrderCounts.adjust(tx, [{ status: 'draft', count: 1 }]);
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: row.id, action: 'create', changes: { ...data, order_number: number, lines } });
    return row.id;
  });
  return findSalesOrder(ctx.db, id);
}

/** PUT/PATCH /api/sales-orders/{id}: a draft only (else 422 on `status`); `lines` replaces every line. */
export async function updateSalesOrder(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<SalesOrderDto> {
  authorize(ctx, 'sales.write');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(updateSalesOrderSchema, input);
    if (current.status !== 'draft') throw ValidationError.field('status', ONLY_DRAFT_EDITS);
    if (data.customer_id !== undefined && data.customer_id !== current.customerId) await assertCustomer(tx, data.customer_id);
    const customerId = data.customer_id ?? current.customerId;
    let locationAddress: string | null | undefined;
    if (data.ship_to_location_id != null) {
      locationAddress = await locationAddressOf(tx, customerId, data.ship_to_location_id);
      if (locationAddress == null) throw ValidationError.field('ship_to_location_id', LOCATION_UNKNOWN);
    }
    const before = {
      customer_id: current.customerId,
      customer_po: current.customerPo,
      order_date: current.orderDate,
      requested_date: current.requestedDate,
      ship_to_address: current.shipToAddress,
      notes: current.notes,
    };
    const after = {
      customer_id: data.customer_id ?? current.customerId,
      customer_po: data.customer_po !== undefined ? data.customer_po : current.customerPo,
      order_date: data.order_date ?? current.orderDate,
      requested_date: data.requested_date !== undefined ? data.requested_date : current.requestedDate,
      ship_to_address: locationAddress ?? (data.ship_to_address !== undefined ? data.ship_to_address : current.shipToAddress),
      notes: data.notes !== undefined ? data.notes : current.notes,
    };
    const changes: Record<string, unknown> = diff(before, after);
    let newLines: LineValues[] | null = null;
    if (data.lines) {
      const byId = await productsOf(tx, data.lines);
      newLines = lineValues(data.lines, byId, await partNumbersOf(tx, customerId));
      const old = (await lockLines(tx, id)).map((l) => ({ productId: l.productId, quantity: quantity(l.quantity), unitPrice: quantity(l.unitPrice), requestedDate: l.requestedDate, customerPartNumber: l.customerPartNumber }));
      if (JSON.stringify(old) !== JSON.stringify(newLines)) changes.lines = [old, newLines];
      else newLines = null;
    }
    assertVersion(options, current.version);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(salesOrders)
      .set({
        customerId: after.customer_id,
        customerPo: after.customer_po,
        orderDate: after.order_date,
        requestedDate: after.requested_date,
        shipToAddress: after.ship_to_address,
        notes: after.notes,
        version: sql`${salesOrders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(salesOrders.id, id));
    if (newLines) await writeLines(tx, id, newLines);
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'update', changes });
  });
  return findSalesOrder(ctx.db, id);
}

/** The customer's open orders' value (remaining × price of confirmed and partially shipped orders). */
async function openValueOf(tx: Tx, customerId: number, exceptOrderId: number): Promise<number> {
  const [row] = await tx
    .select({ v: sql<string>`coalesce(sum((${salesOrderLines.quantity} - ${salesOrderLines.quantityShipped}) * ${salesOrderLines.unitPrice}), 0)` })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.salesOrderId))
    .where(and(eq(salesOrders.customerId, customerId), inArray(salesOrders.status, [...OPEN_ORDER_STATUSES]), ne(salesOrders.id, exceptOrderId)));
  return quantity(row.v);
}

/** Hold free stock for each line's remaining quantity, FIFO (products in id order: the lock order). */
async function allocateLines(tx: Tx, lines: (typeof salesOrderLines.$inferSelect)[]) {
  const held: Record<number, LotQuantity[]> = {};
  for (const line of [...lines].sort((a, b) => a.productId - b.productId || a.lineNumber - b.lineNumber)) {
    const want = quantity(quantity(line.quantity) - quantity(line.quantityShipped) - quantity(line.quantityAllocated));
    if (want <= 0) continue;
    const lots = await allocateFifoInTx(tx, line.productId, want);
    if (!lots.length) continue;
    await tx.insert(salesOrderAllocations).values(lots.map((l) => ({ lineId: line.id, lotId: l.lot_id, quantity: l.quantity })));
    const total = quantity(lots.reduce((s, l) => s + l.quantity, 0));
    await tx.update(salesOrderLines).set({ quantityAllocated: sql`${salesOrderLines.quantityAllocated} + ${total}` }).where(eq(salesOrderLines.id, line.id));
    held[line.id] = lots;
  }
  return held;
}

/** Give back every allocation of the order's lines (close, cancel). */
async function releaseLines(tx: Tx, lines: (typeof salesOrderLines.$inferSelect)[]) {
  const lineIds = lines.map((l) => l.id);
  if (!lineIds.length) return;
  const rows = await tx.select().from(salesOrderAllocations).where(inArray(salesOrderAllocations.lineId, lineIds));
  const byProduct = new Map<number, LotQuantity[]>();
  const productOf = new Map(lines.map((l) => [l.id, l.productId]));
  for (const r of rows) {
    const p = productOf.get(r.lineId)!;
    byProduct.set(p, [...(byProduct.get(p) ?? []), { lot_id: r.lotId, quantity: quantity(r.quantity) }]);
  }
  for (const p of [...byProduct.keys()].sort((a, b) => a - b)) await releaseAllocationsInTx(tx, p, byProduct.get(p)!);
  await tx.delete(salesOrderAllocations).where(inArray(salesOrderAllocations.lineId, lineIds));
  await tx.update(salesOrderLines).set({ quantityAllocated: 0 }).where(inArray(salesOrderLines.id, lineIds));
}

/** An order's status move, counted (the list's totals and the /sales cards read the counters). */
function countMove(tx: Tx, from: SalesOrderStatus, to: SalesOrderStatus) {
  return salesOrderCounts.adjust(tx, [
    { status: from, count: -1 },
    { status: to, count: 1 },
  ]);
}

function assertStatus(current: SalesOrderStatus, allowed: readonly SalesOrderStatus[], action: string) {
  if (!allowed.includes(current)) throw ValidationError.field('status', illegalOrderMove(current, action));
}

/**
 * POST /api/sales-orders/{id}/confirm: draft → confirmed. Checks the credit limit (a `credit_limit` > 0 that open
 * orders plus this one exceed → 422 on `credit_limit`, unless a Manager/Admin sends `override_reason`, audited),
 * then allocates finished goods FIFO to each line, up to what is free.
 */
export async function confirmSalesOrder(ctx: ServiceContext, id: number, input: unknown = {}, options: WriteOptions = {}): Promise<SalesOrderDto> {
  authorize(ctx, 'sales.write');
  const body = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  if (typeof body.override_reason === 'string' && body.override_reason.trim() !== '') authorize(ctx, 'overrides.approve');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(confirmSalesOrderSchema, input ?? {});
    assertStatus(current.status, ['draft'], 'confirmed');
    assertVersion(options, current.version);
    const lines = await lockLines(tx, id);
    const [customer] = await tx.select({ limit: customers.creditLimit, status: customers.status }).from(customers).where(eq(customers.id, current.customerId));
    let override: { limit: number; exposure: number } | null = null;
    if (customer && customer.limit > 0) {
      const exposure = quantity((await openValueOf(tx, current.customerId, id)) + quantity(current.subtotal));
      if (exposure > customer.limit) {
        if (!data.override_reason) throw ValidationError.field('credit_limit', creditLimitMessage(customer.limit, exposure));
        override = { limit: customer.limit, exposure };
      }
    }
    const held = await allocateLines(tx, lines);
    await tx
      .update(salesOrders)
      .set({ status: 'confirmed', confirmedAt: new Date(), version: sql`${salesOrders.version} + 1`, updatedAt: new Date() })
      .where(eq(salesOrders.id, id));
    await countMove(tx, current.status, 'confirmed');
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'confirm', changes: { status: [current.status, 'confirmed'], allocations: held } });
    if (override) {
      await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'override', changes: { block: 'credit_limit', credit_limit: override.limit, exposure: override.exposure, override_reason: data.override_reason } });
    }
  });
  return findSalesOrder(ctx.db, id);
}

/**
 * POST /api/sales-orders/{id}/close: a partially shipped order closed short, its allocations released and its open
 * make-to-order work orders settled (not started → cancelled; started → keep running for free stock, unlinked from
 * the line: lib/production/service.ts settleLinkedWorkOrdersInTx), all in one transaction, audited.
 */
export async function closeSalesOrder(ctx: ServiceContext, id: number, input: unknown = {}, options: WriteOptions = {}): Promise<SalesOrderDto> {
  authorize(ctx, 'sales.write');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(closeSalesOrderSchema, input ?? {});
    assertStatus(current.status, ['partially_shipped'], 'closed');
    assertVersion(options, current.version);
    const workOrdersSettled = await settleLinkedWorkOrdersInTx(tx, ctx.user, id, `Sales order ${current.orderNumber} closed short`);
    await releaseLines(tx, await lockLines(tx, id));
    await tx.update(salesOrders).set({ status: 'closed', closedAt: new Date(), version: sql`${salesOrders.version} + 1`, updatedAt: new Date() }).where(eq(salesOrders.id, id));
    await countMove(tx, current.status, 'closed');
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'close', changes: { status: [current.status, 'closed'], reason: data.reason ?? null, work_orders: workOrdersSettled } });
  });
  return findSalesOrder(ctx.db, id);
}

/**
 * POST /api/sales-orders/{id}/cancel: only while nothing has shipped (draft, confirmed); allocations released, open
 * make-to-order work orders settled as on close.
 */
export async function cancelSalesOrder(ctx: ServiceContext, id: number, input: unknown = {}, options: WriteOptions = {}): Promise<SalesOrderDto> {
  authorize(ctx, 'sales.write');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(closeSalesOrderSchema, input ?? {});
    assertStatus(current.status, ['draft', 'confirmed'], 'cancelled');
    assertVersion(options, current.version);
    const workOrdersSettled = await settleLinkedWorkOrdersInTx(tx, ctx.user, id, `Sales order ${current.orderNumber} cancelled`);
    await releaseLines(tx, await lockLines(tx, id));
    await tx.update(salesOrders).set({ status: 'cancelled', cancelledAt: new Date(), version: sql`${salesOrders.version} + 1`, updatedAt: new Date() }).where(eq(salesOrders.id, id));
    await countMove(tx, current.status, 'cancelled');
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'cancel', changes: { status: [current.status, 'cancelled'], reason: data.reason ?? null, work_orders: workOrdersSettled } });
  });
  return findSalesOrder(ctx.db, id);
}

/**
 * POST /api/sales-orders/{id}/work-orders (make-to-order): for every line whose shortfall (remaining − allocated −
 * still to make on its open work orders) is > 0, a work order for the shortfall (whole parts) on the product's mold,
 * targeted at the line's requested date (else the order's, else today + 14 days), linked both ways. A product without
 * a mold → 422 on `lines.N.product_id`. Lines already covered get nothing new. Returns the order and how many were made.
 */
export async function createWorkOrdersForOrder(ctx: ServiceContext, id: number): Promise<{ order: SalesOrderDto; created: number }> {
  authorize(ctx, 'sales.write');
  const created = await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    assertStatus(current.status, OPEN_ORDER_STATUSES, 'made to order');
    const lines = await lockLines(tx, id);
    const planned = await tx
      .select({ lineId: workOrders.salesOrderLineId, open: sql<string>`coalesce(sum(greatest(${workOrders.quantityPlanned} - ${workOrders.quantityCompleted}, 0)), 0)` })
      .from(workOrders)
      .where(and(eq(workOrders.salesOrderId, id), notInArray(workOrders.status, [...CLOSED_WORK_ORDER_STATUSES])))
      .groupBy(workOrders.salesOrderLineId);
    const openOf = new Map(planned.map((p) => [p.lineId, quantity(p.open)]));
    const molds = new Map((await tx.select({ id: products.id, moldId: products.moldId }).from(products).where(inArray(products.id, lines.map((l) => l.productId)))).map((p) => [p.id, p.moldId]));
    const made: string[] = [];
    for (const [i, line] of lines.entries()) {
      const shortfall = quantity(quantity(line.quantity) - quantity(line.quantityShipped) - quantity(line.quantityAllocated) - (openOf.get(line.id) ?? 0));
      if (shortfall <= 0) continue;
      const moldId = molds.get(line.productId);
      if (moldId == null) throw ValidationError.field(`lines.${i}.product_id`, PRODUCT_HAS_NO_MOLD);
      const wo = await createLinkedWorkOrderInTx(
        tx,
        ctx.user,
        {
          productId: line.productId,
          moldId,
          quantityPlanned: Math.ceil(shortfall),
          targetDate: line.requestedDate ?? current.requestedDate ?? addDays(todayInPlant(), MTO_DEFAULT_LEAD_DAYS),
          salesOrderId: id,
          salesOrderLineId: line.id,
          notes: `Made to order for ${current.orderNumber}, line ${line.lineNumber}`,
        },
        `lines.${i}.product_id`,
      );
      made.push(wo.workOrderNumber);
    }
    if (made.length) await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'make_to_order', changes: { work_orders: made } });
    return made.length;
  });
  return { order: await findSalesOrder(ctx.db, id), created };
}

/**
 * POST /api/sales-orders/{id}/shipments → 201. One transaction: the goods issued through the stock service (the
 * line's allocated lots first, then FIFO), `quantity_shipped` added, the order moved to partially_shipped or shipped.
 * Only confirmed or partially shipped orders ship (else 422 on `status`); more than a line's remaining, or short of
 * stock → 422 on `lines.N.quantity`; a refused shipment changes nothing.
 */
export async function createShipment(ctx: ServiceContext, orderId: number, input: unknown): Promise<ShipmentDto> {
  authorize(ctx, 'shipments.write');
  const shipmentId = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const data = parseInput(createShipmentSchema, input);
    assertStatus(order.status, OPEN_ORDER_STATUSES, 'shipped');
    const lines = await lockLines(tx, orderId);
    const byId = new Map(lines.map((l) => [l.id, l]));
    // What each line ships in total (a line sent twice counts once, summed), judged against its remaining.
    const asked = new Map<number, number>();
    data.lines.forEach((l, i) => {
      const line = byId.get(l.line_id);
      if (!line) throw ValidationError.field(`lines.${i}.line_id`, LINE_UNKNOWN);
      const total = quantity((asked.get(l.line_id) ?? 0) + l.quantity);
      const remaining = quantity(quantity(line.quantity) - quantity(line.quantityShipped));
      if (total > remaining) throw ValidationError.field(`lines.${i}.quantity`, overShipMessage(remaining));
      asked.set(l.line_id, total);
    });
    const shipDate = data.ship_date ?? todayInPlant();
    const number = formatShipmentNumber(year(), await nextYearlyNumber(tx, shipmentSequences, year()));
    const [shipment] = await tx
      .insert(shipments)
      .values({
        shipmentNumber: number,
        salesOrderId: orderId,
        customerId: order.customerId,
        shipDate,
        carrier: data.carrier ?? null,
        trackingNumber: data.tracking_number ?? null,
        shipToAddress: order.shipToAddress,
        createdBy: ctx.user?.id ?? null,
      })
      .returning({ id: shipments.id });
    const indexOf = new Map(data.lines.map((l, i) => [l.line_id, i]));
    // Products in id order: the lock order of every sales write.
    const order_ = [...asked.keys()].sort((a, b) => byId.get(a)!.productId - byId.get(b)!.productId || a - b);
    const shipped: { line_id: number; quantity: number; lots: ShippedLot[] }[] = [];
    let value = 0;
    for (const lineId of order_) {
      const line = byId.get(lineId)!;
      const qty = asked.get(lineId)!;
      const allocations = await tx.select().from(salesOrderAllocations).where(eq(salesOrderAllocations.lineId, lineId)).orderBy(asc(salesOrderAllocations.id));
      const { movement, lots, usedAllocations } = await shipStockInTx(
        tx,
        ctx,
        { product_id: line.productId, quantity: qty, allocated: allocations.map((a) => ({ lot_id: a.lotId, quantity: quantity(a.quantity) })), reference: number, notes: `Shipped on ${order.orderNumber}` },
        `lines.${indexOf.get(lineId)}.quantity`,
      );
      let released = 0;
      const heldOf = new Map(allocations.map((a) => [a.lotId, quantity(a.quantity)]));
      for (const used of usedAllocations) {
        const which = and(eq(salesOrderAllocations.lineId, lineId), eq(salesOrderAllocations.lotId, used.lot_id));
        if (used.quantity >= (heldOf.get(used.lot_id) ?? 0)) await tx.delete(salesOrderAllocations).where(which);
        else await tx.update(salesOrderAllocations).set({ quantity: sql`${salesOrderAllocations.quantity} - ${used.quantity}` }).where(which);
        released = quantity(released + used.quantity);
      }
      await tx
        .update(salesOrderLines)
        .set({
          quantityShipped: sql`${salesOrderLines.quantityShipped} + ${qty}`,
          quantityAllocated: sql`${salesOrderLines.quantityAllocated} - ${released}`,
          completedDate: sql`case when ${salesOrderLines.quantityShipped} + ${qty} >= ${salesOrderLines.quantity} then ${shipDate}::date else null end`,
        })
        .where(eq(salesOrderLines.id, lineId));
      await tx.insert(shipmentLines).values({ shipmentId: shipment.id, lineId, productId: line.productId, quantity: qty, lots, movementId: movement.id });
      value += qty * quantity(line.unitPrice);
      shipped.push({ line_id: lineId, quantity: qty, lots });
    }
    await tx.update(shipments).set({ value: quantity(value) }).where(eq(shipments.id, shipment.id));
    const [{ done }] = await tx
      .select({ done: sql<boolean>`bool_and(${salesOrderLines.quantityShipped} >= ${salesOrderLines.quantity})` })
      .from(salesOrderLines)
      .where(eq(salesOrderLines.salesOrderId, orderId));
    const next: SalesOrderStatus = done ? 'shipped' : 'partially_shipped';
    await tx
      .update(salesOrders)
      .set({ status: next, ...(done ? { shippedAt: new Date() } : {}), version: sql`${salesOrders.version} + 1`, updatedAt: new Date() })
      .where(eq(salesOrders.id, orderId));
    if (next !== order.status) await countMove(tx, order.status, next);
    await writeAudit(tx, { user: ctx.user, entity: 'shipment', entityId: shipment.id, action: 'create', changes: { shipment_number: number, sales_order_id: orderId, ship_date: shipDate, lines: shipped } });
    if (next !== order.status) await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: orderId, action: 'ship', changes: { status: [order.status, next], shipment_id: shipment.id } });
    return shipment.id;
  });
  return findShipment(ctx.db, shipmentId);
}

