import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { goodsReceiptLines, goodsReceipts, products, purchaseOrderLines, purchaseOrders, stockMovements, supplierScorecards, suppliers } from '@/db/schema';
import { isoTimestamp } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { NotFoundError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { deferredPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { searchMatch, type SearchMatch } from '@/lib/list/search-match';
import { resolveSort } from '@/lib/list/sort';
import { listSort, type ListSort } from '@/lib/list/sort-sql';
import { quantity } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { PO_OPEN_STATUSES, PURCHASABLE_TYPES } from './constants';
import type { GoodsReceiptDto, PoLineDto, PoSupplierDto, PurchaseOrderDto, PurchaseOrderSummaryDto, ReceiptLineDto, SuggestionDto, SupplierReceiptDto } from './dto';
import { PURCHASE_ORDER_SORT, type PurchaseOrderListQuery } from './list-state';

/** Every read of purchasing: the orders list (a page, the export), one order, receipts, on-order quantities, suggestions. */

const po = purchaseOrders;
const ENTITY = 'Purchase order';
const ts = (v: Date | string | null) => (v == null ? null : (isoTimestamp(v) ?? String(v)));

const lineCount = sql<number>`(select count(*) from purchase_order_lines l where l.purchase_order_id = ${po.id})`.mapWith(Number);

const summaryColumns = {
  po: purchaseOrders,
  supplierCode: suppliers.supplierCode,
  supplierName: suppliers.companyName,
  supplierStatus: suppliers.status,
  rating: supplierScorecards.ratingCategory,
  lineCount,
};
type SummaryRow = { po: typeof purchaseOrders.$inferSelect; supplierCode: string; supplierName: string; supplierStatus: PoSupplierDto['status']; rating: PoSupplierDto['rating_category']; lineCount: number };

function toSummary(r: SummaryRow): PurchaseOrderSummaryDto {
  const o = r.po;
  return {
    id: o.id,
    po_number: o.poNumber,
    supplier_id: o.supplierId,
    supplier: { id: o.supplierId, supplier_code: r.supplierCode, company_name: r.supplierName, status: r.supplierStatus, rating_category: r.rating ?? null },
    status: o.status,
    order_date: o.orderDate,
    expected_date: o.expectedDate,
    total_amount: quantity(o.totalAmount),
    line_count: Number(r.lineCount),
    notes: o.notes,
    version: o.version,
    created_at: ts(o.createdAt)!,
    updated_at: ts(o.updatedAt)!,
  };
}

/**
 * The search's branches (`searchMatch`): the number's trigram index; the few suppliers matching (code, name, email:
 * their search text), then their orders through (supplier_id, id).
 */
function purchaseSearch(q: PurchaseOrderListQuery): SearchMatch | undefined {
  const term = searchTerm(q.search);
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return searchMatch(po, po.id, [
    sql`${po.poNumber} ilike ${pattern}`,
    sql`${po.supplierId} in (select s.id from suppliers s where s.search_text like lower(${pattern}))`,
  ]);
}

/** The list's filters; a search as the UNION of its id sets or, for a broad search's walk, as a filter on each row. */
function conditions(q: PurchaseOrderListQuery, broad = false): SQL | undefined {
  const c: SQL[] = [];
  if (q.status?.length) c.push(inArray(po.status, q.status));
  if (q.supplier_id) c.push(eq(po.supplierId, q.supplier_id));
  if (q.product_id) c.push(sql`exists (select 1 from purchase_order_lines l where l.purchase_order_id = ${po.id} and l.product_id = ${q.product_id})`);
  const search = purchaseSearch(q);
  if (search) c.push(broad ? search.filter : search.index);
  return c.length ? and(...c) : undefined;
}

function order(q: PurchaseOrderListQuery): ListSort {
  return listSort(
    PURCHASE_ORDER_SORT,
    { created: po.id, po_number: po.poNumber, order_date: po.orderDate, expected_date: po.expectedDate, status: po.status, total_amount: po.totalAmount },
    resolveSort(PURCHASE_ORDER_SORT, q.sort, q.dir),
    po.id,
  );
}

function pageQuery(q: PurchaseOrderListQuery): PageQuery<SummaryRow, PurchaseOrderSummaryDto> {
  const where = conditions(q);
  const sort = order(q);
  return {
    count: async (tx) => {
      const [{ total }] = await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(po).where(where);
      return total;
    },
    rows: (tx, page) => {
      const { ids, carried } = deferredPage(page, (cols) =>
        tx
          .select({ id: po.id, ...cols })
          .from(po)
          .where(and(page.broad ? conditions(q, true) : where, page.after))
          .orderBy(...sort.orderBy),
      );
      return tx
        .select({ ...summaryColumns, ...carried })
        .from(po)
        .innerJoin(ids, eq(ids.id, po.id))
        .innerJoin(suppliers, eq(suppliers.id, po.supplierId))
        .leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, po.supplierId))
        .orderBy(...sort.orderBy) as unknown as Promise<SummaryRow[]>;
    },
    map: toSummary,
    sort,
    ...(where === undefined ? { estimateFrom: purchaseOrders } : {}),
    // A search: the planner's estimate of its matches says whether it is broad (then walked, its total estimated).
    ...(searchTerm(q.search) ? { matches: (tx: Tx) => tx.select({ id: po.id }).from(po).where(where) } : {}),
  };
}

/** GET /api/purchase-orders (CONTRACT §11): always the paginator; newest first unless `sort`/`dir`. */
export function listPurchaseOrders(ctx: ServiceContext, query: PurchaseOrderListQuery = {}): Promise<Paginated<PurchaseOrderSummaryDto>> {
  return pageOf(ctx.db, pageRequest(query), pageQuery(query));
}

/** The list as filtered and sorted on screen, batch by batch (the CSV export). */
export function purchaseOrderExportBatches(ctx: ServiceContext, query: PurchaseOrderListQuery = {}): AsyncGenerator<PurchaseOrderSummaryDto[]> {
  return listBatches(ctx.db, pageQuery(query));
}

export function toLineDto(l: typeof purchaseOrderLines.$inferSelect, p: { productCode: string; productName: string; productType: PoLineDto['product']['product_type']; unit: PoLineDto['product']['unit'] }): PoLineDto {
  const qty = quantity(l.quantity);
  const received = quantity(l.quantityReceived);
  const rejected = quantity(l.quantityRejected);
  const accepted = quantity(received - rejected);
  return {
    id: l.id,
    line_number: l.lineNumber,
    product_id: l.productId,
    product: { id: l.productId, product_code: p.productCode, product_name: p.productName, product_type: p.productType, unit: p.unit },
    quantity: qty,
    unit_price: quantity(l.unitPrice),
    line_total: quantity(qty * quantity(l.unitPrice)),
    expected_date: l.expectedDate,
    quantity_received: received,
    quantity_rejected: rejected,
    quantity_accepted: accepted,
    quantity_remaining: Math.max(0, quantity(qty - accepted)),
  };
}

/** The receipts of some orders (or of one receipt), their lines embedded, oldest first. */
async function receiptsWhere(db: DbOrTx, where: SQL): Promise<GoodsReceiptDto[]> {
  const rows = await db
    .select({ r: goodsReceipts, poNumber: po.poNumber, line: goodsReceiptLines, productCode: products.productCode, productName: products.productName, lotId: stockMovements.lotId })
    .from(goodsReceipts)
    .innerJoin(po, eq(po.id, goodsReceipts.purchaseOrderId))
    .innerJoin(goodsReceiptLines, eq(goodsReceiptLines.goodsReceiptId, goodsReceipts.id))
    .innerJoin(products, eq(products.id, goodsReceiptLines.productId))
    // The lot the accepted part went into (its label); a line that was all rejected moved nothing.
    .leftJoin(stockMovements, eq(stockMovements.id, goodsReceiptLines.stockMovementId))
    .where(where)
    .orderBy(asc(goodsReceipts.receivedDate), asc(goodsReceipts.id), asc(goodsReceiptLines.id));
  const byId = new Map<number, GoodsReceiptDto>();
  for (const row of rows) {
    let receipt = byId.get(row.r.id);
    if (!receipt) {
      receipt = {
        id: row.r.id,
        receipt_number: row.r.receiptNumber,
        purchase_order_id: row.r.purchaseOrderId,
        po_number: row.poNumber,
        supplier_id: row.r.supplierId,
        received_date: row.r.receivedDate,
        notes: row.r.notes,
        created_by: row.r.createdBy,
        created_at: ts(row.r.createdAt)!,
        lines: [],
      };
      byId.set(row.r.id, receipt);
    }
    receipt.lines.push(toReceiptLineDto(row.line, row.productCode, row.productName, row.lotId));
  }
  return [...byId.values()];
}

function toReceiptLineDto(l: typeof goodsReceiptLines.$inferSelect, productCode: string, productName: string, lotId: number | null): ReceiptLineDto {
  const received = quantity(l.quantityReceived);
  const rejected = quantity(l.quantityRejected);
  return {
    id: l.id,
    purchase_order_line_id: l.purchaseOrderLineId,
    product_id: l.productId,
    product_code: productCode,
    product_name: productName,
    quantity_received: received,
    quantity_rejected: rejected,
    quantity_accepted: quantity(received - rejected),
    rejection_reason: l.rejectionReason,
    location_id: l.locationId,
    lot_number: l.lotNumber,
    unit_price: quantity(l.unitPrice),
    standard_cost: quantity(l.standardCost),
    on_time: l.onTime,
    complete: l.complete,
    stock_movement_id: l.stockMovementId,
    lot_id: lotId,
  };
}

export async function findGoodsReceipt(db: DbOrTx, id: number): Promise<GoodsReceiptDto> {
  const [receipt] = await receiptsWhere(db, eq(goodsReceipts.id, id));
  if (!receipt) throw new NotFoundError('Goods receipt');
  return receipt;
}

/** One order with its supplier, lines and receipts. */
export async function findPurchaseOrder(db: DbOrTx, id: number): Promise<PurchaseOrderDto> {
  const [row] = await db
    .select(summaryColumns)
    .from(po)
    .innerJoin(suppliers, eq(suppliers.id, po.supplierId))
    .leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, po.supplierId))
    .where(eq(po.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(ENTITY);
  const [lines, receipts] = await Promise.all([
    db
      .select({ l: purchaseOrderLines, productCode: products.productCode, productName: products.productName, productType: products.productType, unit: products.unit })
      .from(purchaseOrderLines)
      .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
      .where(eq(purchaseOrderLines.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderLines.lineNumber), asc(purchaseOrderLines.id)),
    receiptsWhere(db, eq(goodsReceipts.purchaseOrderId, id)),
  ]);
  const o = row.po;
  return {
    ...toSummary(row as SummaryRow),
    override_reason: o.overrideReason,
    placed_at: ts(o.placedAt),
    closed_at: ts(o.closedAt),
    cancelled_at: ts(o.cancelledAt),
    created_by: o.createdBy,
    lines: lines.map((l) => toLineDto(l.l, l)),
    receipts,
  };
}

/** GET /api/purchase-orders/{id}. */
export function getPurchaseOrder(ctx: ServiceContext, id: number): Promise<PurchaseOrderDto> {
  return findPurchaseOrder(ctx.db, id);
}

export async function purchaseOrderExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: po.id }).from(po).where(eq(po.id, id)).limit(1);
  return Boolean(row);
}

/** GET /api/goods-receipts/{id}. */
export function getGoodsReceipt(ctx: ServiceContext, id: number): Promise<GoodsReceiptDto> {
  return findGoodsReceipt(ctx.db, id);
}

/** The remaining quantity of a line: quantity − (received − rejected), never below 0 (SQL). */
const remainingSql = sql`greatest(0, l.quantity - (l.quantity_received - l.quantity_rejected))`;
const openStatuses = sql.raw(PO_OPEN_STATUSES.map((s) => `'${s}'`).join(', '));

/** The product page: what is on order (remaining of placed, unfinished orders) and in how many orders. */
export async function onOrderOfProduct(ctx: ServiceContext, productId: number): Promise<{ quantity_on_order: number; open_orders: number }> {
  const [row] = await executeRows<{ on_order: string | number | null; orders: string | number }>(
    ctx.db,
    sql`select coalesce(sum(${remainingSql}), 0) as on_order, count(distinct l.purchase_order_id) as orders
        from purchase_order_lines l join purchase_orders o on o.id = l.purchase_order_id
        where l.product_id = ${productId} and o.status in (${openStatuses})`,
  );
  return { quantity_on_order: quantity(row?.on_order), open_orders: Number(row?.orders ?? 0) };
}

type SuggestionRow = {
  id: number;
  product_code: string;
  product_name: string;
  product_type: SuggestionDto['product_type'];
  unit: SuggestionDto['unit'];
  available: string | number;
  on_order: string | number;
  reorder_level: string | number;
  reorder_quantity: string | number;
  standard_cost: string | number;
  supplier_id: number | null;
  supplier_code: string | null;
  company_name: string | null;
  supplier_status: PoSupplierDto['status'] | null;
  rating_category: PoSupplierDto['rating_category'];
};

/**
 * GET /api/purchasing/suggestions (CONTRACT §11): active purchasable items whose available (on hand − allocated) +
 * on order is below their reorder level; suggested = the reorder quantity, at least the shortfall. `productIds`
 * limits it (the one-click drafts recheck what was selected).
 */
export async function listSuggestions(db: DbOrTx, productIds?: number[]): Promise<SuggestionDto[]> {
  const types = sql.raw(PURCHASABLE_TYPES.map((t) => `'${t}'`).join(', '));
  const only = productIds ? sql`and p.id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const rows = await executeRows<SuggestionRow>(
    db,
    // What is on order, summed once over the open orders (a few percent of all: their status index, then their
    // lines), not per product over every line it ever had.
    sql`with oo as (
          select l.product_id, sum(${remainingSql}) as on_order
          from purchase_orders o join purchase_order_lines l on l.purchase_order_id = o.id
          where o.status in (${openStatuses})
          group by l.product_id)
        select p.id, p.product_code, p.product_name, p.product_type, p.unit,
          coalesce(b.quantity_on_hand - b.quantity_allocated, 0) as available,
          coalesce(oo.on_order, 0) as on_order,
          p.reorder_level, p.reorder_quantity, p.standard_cost,
          s.id as supplier_id, s.supplier_code, s.company_name, s.status as supplier_status, sc.rating_category
        from products p
        left join stock_balances b on b.product_id = p.id
        left join oo on oo.product_id = p.id
        left join suppliers s on s.id = p.preferred_supplier_id
        left join supplier_scorecards sc on sc.supplier_id = s.id
        where p.is_active and p.product_type in (${types}) and p.reorder_level > 0 ${only}
          and coalesce(b.quantity_on_hand - b.quantity_allocated, 0) + coalesce(oo.on_order, 0) < p.reorder_level
        order by s.company_name nulls last, p.product_code, p.id`,
  );
  return rows.map((r) => {
    const available = quantity(r.available);
    const onOrder = quantity(r.on_order);
    const level = quantity(r.reorder_level);
    const reorderQty = quantity(r.reorder_quantity);
    const shortfall = quantity(level - available - onOrder);
    return {
      product_id: r.id,
      product_code: r.product_code,
      product_name: r.product_name,
      product_type: r.product_type,
      unit: r.unit,
      quantity_available: available,
      quantity_on_order: onOrder,
      reorder_level: level,
      reorder_quantity: reorderQty,
      shortfall,
      suggested_quantity: Math.max(reorderQty, shortfall),
      unit_price: quantity(r.standard_cost),
      preferred_supplier_id: r.supplier_id,
      preferred_supplier:
        r.supplier_id == null
          ? null
          : { id: r.supplier_id, supplier_code: r.supplier_code!, company_name: r.company_name!, status: r.supplier_status!, rating_category: r.rating_category ?? null },
    };
  });
}

/** GET /api/purchasing/suggestions. */
export function getSuggestions(ctx: ServiceContext): Promise<SuggestionDto[]> {
  return listSuggestions(ctx.db);
}

/** A supplier's latest receipts (its record page), newest first. */
export async function supplierReceipts(ctx: ServiceContext, supplierId: number, limit = 20): Promise<SupplierReceiptDto[]> {
  const rows = await ctx.db
    .select({
      r: goodsReceipts,
      poNumber: po.poNumber,
      lineCount: sql<number>`(select count(*) from goods_receipt_lines gl where gl.goods_receipt_id = ${goodsReceipts.id})`.mapWith(Number),
      received: sql<string>`(select coalesce(sum(gl.quantity_received), 0) from goods_receipt_lines gl where gl.goods_receipt_id = ${goodsReceipts.id})`,
      rejected: sql<string>`(select coalesce(sum(gl.quantity_rejected), 0) from goods_receipt_lines gl where gl.goods_receipt_id = ${goodsReceipts.id})`,
    })
    .from(goodsReceipts)
    .innerJoin(po, eq(po.id, goodsReceipts.purchaseOrderId))
    .where(eq(goodsReceipts.supplierId, supplierId))
    .orderBy(desc(goodsReceipts.receivedDate), desc(goodsReceipts.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.r.id,
    receipt_number: row.r.receiptNumber,
    purchase_order_id: row.r.purchaseOrderId,
    po_number: row.poNumber,
    supplier_id: row.r.supplierId,
    received_date: row.r.receivedDate,
    notes: row.r.notes,
    created_by: row.r.createdBy,
    created_at: ts(row.r.createdAt)!,
    line_count: Number(row.lineCount),
    quantity_received: quantity(row.received),
    quantity_rejected: quantity(row.rejected),
  }));
}

