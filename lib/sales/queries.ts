import 'server-only';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { customers, products, salesOrderLines, salesOrderStatusCounts, salesOrders, shipmentLines, shipments, workOrders } from '@/db/schema';
import { isoTimestamp, todayInPlant } from '@/lib/dates';
import { statusCounter } from '@/lib/db/status-counts';
import { NotFoundError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { deferredPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { searchMatch, type SearchMatch } from '@/lib/list/search-match';
import { resolveSort } from '@/lib/list/sort';
import { listSort, type ListSort } from '@/lib/list/sort-sql';
import { quantity, round } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { OPEN_ORDER_STATUSES, SALES_ORDER_STATUSES } from './constants';
import type { OnTimeCustomer, OnTimeMonth, SalesOrderDto, SalesOrderSummaryDto, SalesStats, ShipmentDto, ShipmentSummaryDto } from './dto';
import { SALES_ORDER_SORT, SHIPMENT_SORT, type OnTimeReportQuery, type SalesOrderListQuery, type ShipmentListQuery } from './list-state';
import { reportWindow } from '@/lib/oee/queries';

/** Every read of sales orders and shipments: the lists (a page, the export), one order, one shipment, the figures. */

const so = salesOrders;

/** Sales orders per status (lib/db/status-counts.ts), kept by every write of lib/sales/service.ts that creates an order or moves it. */
export const salesOrderCounts = statusCounter({ table: salesOrderStatusCounts, statuses: SALES_ORDER_STATUSES, source: salesOrders });
const ts = (v: Date | string | null) => (v == null ? null : (isoTimestamp(v) ?? String(v)));

const summaryColumns = {
  so: salesOrders,
  customerCode: customers.customerCode,
  companyName: customers.companyName,
  lineCount: sql<number>`(select count(*) from sales_order_lines l where l.sales_order_id = ${so.id})`.mapWith(Number),
  quantityOrdered: sql<string>`(select coalesce(sum(l.quantity), 0) from sales_order_lines l where l.sales_order_id = ${so.id})`,
  quantityShipped: sql<string>`(select coalesce(sum(l.quantity_shipped), 0) from sales_order_lines l where l.sales_order_id = ${so.id})`,
};
type SummaryRow = { so: typeof salesOrders.$inferSelect; customerCode: string; companyName: string; lineCount: number; quantityOrdered: string; quantityShipped: string };

function toSummary(r: SummaryRow): SalesOrderSummaryDto {
  const o = r.so;
  return {
    id: o.id,
    order_number: o.orderNumber,
    customer_id: o.customerId,
    customer: { id: o.customerId, customer_code: r.customerCode, company_name: r.companyName },
    customer_po: o.customerPo,
    order_date: o.orderDate,
    requested_date: o.requestedDate,
    status: o.status,
    subtotal: quantity(o.subtotal),
    line_count: r.lineCount,
    quantity_ordered: quantity(r.quantityOrdered),
    quantity_shipped: quantity(r.quantityShipped),
    version: o.version,
    created_at: ts(o.createdAt)!,
    updated_at: ts(o.updatedAt)!,
  };
}

/**
 * The search's branches (`searchMatch`): the number's and PO's trigram indexes; the few customers matching, then
 * their orders through (customer_id, id). Every order number starts with "SO-": a term that does too can only match
 * at the start, so the contains is a prefix (a btree range on sales_orders_number_prefix_idx; numbers are upper case).
 */
function salesSearch(q: SalesOrderListQuery): SearchMatch | undefined {
  const term = searchTerm(q.search);
  if (!term) return undefined;
  const pattern = containsPattern(term);
  const numberMatch = /^so-/i.test(term)
    ? sql`${so.orderNumber} like ${`${term.toUpperCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`
    : sql`${so.orderNumber} ilike ${pattern}`;
  return searchMatch(so, so.id, [
    numberMatch,
    sql`${so.customerPo} ilike ${pattern}`,
    sql`${so.customerId} in (select c.id from customers c where c.company_name ilike ${pattern} or c.customer_code ilike ${pattern})`,
  ]);
}

/** The list's filters; a search as the UNION of its id sets or, for a broad search's walk, as a filter on each row. */
function conditions(q: SalesOrderListQuery, broad = false): SQL | undefined {
  const c: SQL[] = [];
  if (q.status?.length) c.push(inArray(so.status, q.status));
  if (q.customer_id) c.push(eq(so.customerId, q.customer_id));
  const search = salesSearch(q);
  if (search) c.push(broad ? search.filter : search.index);
  return c.length ? and(...c) : undefined;
}

function order(q: SalesOrderListQuery): ListSort {
  return listSort(
    SALES_ORDER_SORT,
    { created: so.id, order_number: so.orderNumber, order_date: so.orderDate, requested_date: so.requestedDate, subtotal: so.subtotal, status: so.status },
    resolveSort(SALES_ORDER_SORT, q.sort, q.dir),
    so.id,
  );
}

function pageQuery(q: SalesOrderListQuery): PageQuery<SummaryRow, SalesOrderSummaryDto> {
  const where = conditions(q);
  const sort = order(q);
  // Filtered by status alone (or not at all): the total is the kept counters (six rows, exact: they move in the
  // writes' transactions), not a count of up to every order.
  const countsOnly = q.customer_id === undefined && searchTerm(q.search) === undefined;
  return {
    count: async (tx) => {
      if (countsOnly) return salesOrderCounts.total((await salesOrderCounts.read(tx)).counts, q.status?.length ? q.status : undefined);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(so).where(where);
      return total;
    },
    rows: (tx, page) => {
      const { ids, carried } = deferredPage(page, (cols) =>
        tx
          .select({ id: so.id, ...cols })
          .from(so)
          .where(and(page.broad ? conditions(q, true) : where, page.after))
          .orderBy(...sort.orderBy),
      );
      return tx
        .select({ ...summaryColumns, ...carried })
        .from(so)
        .innerJoin(ids, eq(ids.id, so.id))
        .innerJoin(customers, eq(customers.id, so.customerId))
        .orderBy(...sort.orderBy) as unknown as Promise<SummaryRow[]>;
    },
    map: toSummary,
    sort,
    countFirst: countsOnly,
    // A search: the planner's estimate of its matches says whether it is broad (then walked, its total estimated).
    ...(searchTerm(q.search) ? { matches: (tx: Tx) => tx.select({ id: so.id }).from(so).where(where) } : {}),
  };
}

/** GET /api/sales-orders (CONTRACT §10): always the paginator; newest first unless `sort`/`dir`. */
export function listSalesOrders(ctx: ServiceContext, query: SalesOrderListQuery = {}): Promise<Paginated<SalesOrderSummaryDto>> {
  return pageOf(ctx.db, pageRequest(query), pageQuery(query));
}

export function salesOrderExportBatches(ctx: ServiceContext, query: SalesOrderListQuery = {}): AsyncGenerator<SalesOrderSummaryDto[]> {
  return listBatches(ctx.db, pageQuery(query));
}

/** One order with its lines, shipments and linked work orders (four reads, no query per line). */
export async function findSalesOrder(db: DbOrTx, id: number): Promise<SalesOrderDto> {
  const [head] = await db
    .select(summaryColumns)
    .from(so)
    .innerJoin(customers, eq(customers.id, so.customerId))
    .where(eq(so.id, id))
    .limit(1);
  if (!head) throw new NotFoundError('Sales order');
  const [lines, ships, wos] = await Promise.all([
    db
      .select({
        line: salesOrderLines,
        productCode: products.productCode,
        productName: products.productName,
        unit: sql<string>`${products.unit}::text`,
        inProduction: sql<string>`(select coalesce(sum(greatest(w.quantity_planned - w.quantity_completed, 0)), 0) from work_orders w where w.sales_order_line_id = ${salesOrderLines.id} and w.status not in ('completed', 'cancelled'))`,
      })
      .from(salesOrderLines)
      .innerJoin(products, eq(products.id, salesOrderLines.productId))
      .where(eq(salesOrderLines.salesOrderId, id))
      .orderBy(asc(salesOrderLines.lineNumber), asc(salesOrderLines.id)),
    db.select().from(shipments).where(eq(shipments.salesOrderId, id)).orderBy(asc(shipments.id)),
    db.select().from(workOrders).where(eq(workOrders.salesOrderId, id)).orderBy(asc(workOrders.id)),
  ]);
  const o = head.so;
  return {
    ...toSummary(head as SummaryRow),
    ship_to_address: o.shipToAddress,
    notes: o.notes,
    confirmed_at: ts(o.confirmedAt),
    shipped_at: ts(o.shippedAt),
    closed_at: ts(o.closedAt),
    cancelled_at: ts(o.cancelledAt),
    created_by: o.createdBy,
    lines: lines.map(({ line: l, ...p }) => {
      const qty = quantity(l.quantity);
      const shipped = quantity(l.quantityShipped);
      return {
        id: l.id,
        line_number: l.lineNumber,
        product_id: l.productId,
        product: { id: l.productId, product_code: p.productCode, product_name: p.productName, unit: p.unit },
        quantity: qty,
        quantity_shipped: shipped,
        quantity_remaining: quantity(qty - shipped),
        quantity_allocated: quantity(l.quantityAllocated),
        quantity_in_production: quantity(p.inProduction),
        unit_price: quantity(l.unitPrice),
        line_total: quantity(qty * quantity(l.unitPrice)),
        requested_date: l.requestedDate,
        customer_part_number: l.customerPartNumber,
        completed_date: l.completedDate,
      };
    }),
    shipments: ships.map((s) => ({ id: s.id, shipment_number: s.shipmentNumber, ship_date: s.shipDate, carrier: s.carrier, tracking_number: s.trackingNumber, value: quantity(s.value) })),
    work_orders: wos.map((w) => ({
      id: w.id,
      work_order_number: w.workOrderNumber,
      sales_order_line_id: w.salesOrderLineId,
      product_id: w.productId,
      status: w.status,
      quantity_planned: w.quantityPlanned,
      quantity_completed: w.quantityCompleted,
      progress: w.quantityPlanned > 0 ? Math.min(100, round((w.quantityCompleted / w.quantityPlanned) * 100, 1)) : 0,
      target_date: w.targetDate,
    })),
  };
}

export function getSalesOrder(ctx: ServiceContext, id: number): Promise<SalesOrderDto> {
  return findSalesOrder(ctx.db, id);
}

export async function salesOrderExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: so.id }).from(so).where(eq(so.id, id)).limit(1);
  return row !== undefined;
}

/** The /sales stat cards (CONTRACT §10): the orders' figures from the kept status counters. */
export async function salesStats(ctx: ServiceContext): Promise<SalesStats> {
  const monthStart = `${todayInPlant().slice(0, 7)}-01`;
  const [{ counts }, [active], [revenue]] = await Promise.all([
    salesOrderCounts.read(ctx.db),
    ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(customers).where(eq(customers.status, 'active')),
    ctx.db.select({ v: sql<string>`coalesce(sum(${shipments.value}), 0)` }).from(shipments).where(gte(shipments.shipDate, monthStart)),
  ]);
  return {
    total_orders: salesOrderCounts.total(counts, SALES_ORDER_STATUSES.filter((s) => s !== 'cancelled')),
    active_customers: active.n,
    revenue_mtd: quantity(revenue.v),
    pending_orders: salesOrderCounts.total(counts, OPEN_ORDER_STATUSES),
  };
}

/** Completed lines on or before their requested date (the line's, else the order's; neither = on time): CONTRACT §10. */
const onTimeLines = () =>
  sql<number>`count(*) filter (where ${salesOrderLines.completedDate} <= coalesce(${salesOrderLines.requestedDate}, ${so.requestedDate}, ${salesOrderLines.completedDate}))`.mapWith(Number);

const percentOf = (part: number, whole: number) => (whole ? round((part / whole) * 100, 1) : 0);

/**
 * Customer on-time delivery over a period (GET /api/reports/on-time-delivery, /reports): per customer, the lines
 * completed in the period and how many on time; most lines first. Reads the completed lines by their date
 * (sales_order_lines_completed_idx).
 */
export async function onTimeDeliveryReport(ctx: ServiceContext, query: OnTimeReportQuery = {}): Promise<OnTimeCustomer[]> {
  const { from, to } = reportWindow(query, 30);
  const rows = await ctx.db
    .select({
      id: customers.id,
      code: customers.customerCode,
      name: customers.companyName,
      completed: sql<number>`count(*)`.mapWith(Number),
      onTime: onTimeLines(),
    })
    .from(salesOrderLines)
    .innerJoin(so, eq(so.id, salesOrderLines.salesOrderId))
    .innerJoin(customers, eq(customers.id, so.customerId))
    .where(sql`${salesOrderLines.completedDate} between ${from}::date and ${to}::date`)
    .groupBy(customers.id)
    .orderBy(desc(sql`count(*)`), asc(customers.customerCode));
  return rows.map((r) => ({
    customer_id: r.id,
    customer_code: r.code,
    company_name: r.name,
    lines_completed: r.completed,
    on_time: r.onTime,
    late: r.completed - r.onTime,
    on_time_percent: percentOf(r.onTime, r.completed),
  }));
}

/**
 * A customer's on-time delivery per month (CONTRACT §10): lines completed (shipped in full) in the month, and how
 * many of them on or before their requested date (the line's, else the order's; a line with neither counts as on
 * time). The last `months` months with completed lines, newest first.
 */
export async function customerOnTimeDelivery(ctx: ServiceContext, customerId: number, months = 12): Promise<OnTimeMonth[]> {
  const rows = await ctx.db
    .select({
      month: sql<string>`to_char(${salesOrderLines.completedDate}, 'YYYY-MM')`,
      completed: sql<number>`count(*)`.mapWith(Number),
      onTime: onTimeLines(),
    })
    .from(salesOrderLines)
    .innerJoin(so, eq(so.id, salesOrderLines.salesOrderId))
    .where(and(eq(so.customerId, customerId), sql`${salesOrderLines.completedDate} is not null`))
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`))
    .limit(months);
  return rows.map((r) => ({ month: r.month, lines_completed: r.completed, on_time: r.onTime, on_time_percent: percentOf(r.onTime, r.completed) }));
}

// ---- shipments ----

const sh = shipments;
const shipmentColumns = {
  sh: shipments,
  orderNumber: so.orderNumber,
  customerPo: so.customerPo,
  customerCode: customers.customerCode,
  companyName: customers.companyName,
};
type ShipmentRow = { sh: typeof shipments.$inferSelect; orderNumber: string; customerPo: string | null; customerCode: string; companyName: string };

function toShipmentSummary(r: ShipmentRow): ShipmentSummaryDto {
  const s = r.sh;
  return {
    id: s.id,
    shipment_number: s.shipmentNumber,
    sales_order: { id: s.salesOrderId, order_number: r.orderNumber, customer_po: r.customerPo },
    customer: { id: s.customerId, customer_code: r.customerCode, company_name: r.companyName },
    ship_date: s.shipDate,
    carrier: s.carrier,
    tracking_number: s.trackingNumber,
    value: quantity(s.value),
    created_at: ts(s.createdAt)!,
  };
}

function shipmentPageQuery(q: ShipmentListQuery): PageQuery<ShipmentRow, ShipmentSummaryDto> {
  const c: SQL[] = [];
  if (q.customer_id) c.push(eq(sh.customerId, q.customer_id));
  if (q.sales_order_id) c.push(eq(sh.salesOrderId, q.sales_order_id));
  const term = searchTerm(q.search);
  if (term) {
    const pattern = containsPattern(term);
    c.push(sql`${sh.id} in (
      select s.id from shipments s where s.shipment_number ilike ${pattern} or s.tracking_number ilike ${pattern}
      union
      select s.id from shipments s where s.sales_order_id in (select o.id from sales_orders o where o.order_number ilike ${pattern})
      union
      select s.id from shipments s where s.customer_id in (select c.id from customers c where c.company_name ilike ${pattern} or c.customer_code ilike ${pattern}))`);
  }
  const where = c.length ? and(...c) : undefined;
  const sort = listSort(SHIPMENT_SORT, { ship_date: sh.shipDate, shipment_number: sh.shipmentNumber, value: sh.value }, resolveSort(SHIPMENT_SORT, q.sort, q.dir), sh.id);
  return {
    count: async (tx) => (await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(sh).where(where))[0].total,
    rows: (tx, page) => {
      const { ids, carried } = deferredPage(page, (cols) =>
        tx
          .select({ id: sh.id, ...cols })
          .from(sh)
          .where(and(where, page.after))
          .orderBy(...sort.orderBy),
      );
      return tx
        .select({ ...shipmentColumns, ...carried })
        .from(sh)
        .innerJoin(ids, eq(ids.id, sh.id))
        .innerJoin(so, eq(so.id, sh.salesOrderId))
        .innerJoin(customers, eq(customers.id, sh.customerId))
        .orderBy(...sort.orderBy) as unknown as Promise<ShipmentRow[]>;
    },
    map: toShipmentSummary,
    sort,
    ...(where === undefined ? { estimateFrom: shipments } : {}),
  };
}

/** GET /api/shipments: the paginator, newest ship date first. */
export function listShipments(ctx: ServiceContext, query: ShipmentListQuery = {}): Promise<Paginated<ShipmentSummaryDto>> {
  return pageOf(ctx.db, pageRequest(query), shipmentPageQuery(query));
}

export async function findShipment(db: DbOrTx, id: number): Promise<ShipmentDto> {
  const [head] = await db
    .select(shipmentColumns)
    .from(sh)
    .innerJoin(so, eq(so.id, sh.salesOrderId))
    .innerJoin(customers, eq(customers.id, sh.customerId))
    .where(eq(sh.id, id))
    .limit(1);
  if (!head) throw new NotFoundError('Shipment');
  const lines = await db
    .select({
      l: shipmentLines,
      lineNumber: salesOrderLines.lineNumber,
      customerPartNumber: salesOrderLines.customerPartNumber,
      productCode: products.productCode,
      productName: products.productName,
      unit: sql<string>`${products.unit}::text`,
    })
    .from(shipmentLines)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, shipmentLines.lineId))
    .innerJoin(products, eq(products.id, shipmentLines.productId))
    .where(eq(shipmentLines.shipmentId, id))
    .orderBy(asc(salesOrderLines.lineNumber), asc(shipmentLines.id));
  return {
    ...toShipmentSummary(head as ShipmentRow),
    ship_to_address: head.sh.shipToAddress,
    lines: lines.map((r) => ({
      line_id: r.l.lineId,
      line_number: r.lineNumber,
      product_id: r.l.productId,
      product_code: r.productCode,
      product_name: r.productName,
      unit: r.unit,
      customer_part_number: r.customerPartNumber,
      quantity: quantity(r.l.quantity),
      lots: r.l.lots.map((x) => ({ lot_id: x.lot_id, lot_number: x.lot_number, quantity: quantity(x.quantity) })),
    })),
  };
}

export function getShipment(ctx: ServiceContext, id: number): Promise<ShipmentDto> {
  return findShipment(ctx.db, id);
}

export async function shipmentExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: sh.id }).from(sh).where(eq(sh.id, id)).limit(1);
  return row !== undefined;
}
