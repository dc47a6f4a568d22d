/**
 * Sales orders and shipments (CONTRACT §10), once (client-safe): the pgEnum in db/schema/sales.ts is built from these
 * values, the zod schemas choose from them, the screens label them from here.
 */
export const SALES_ORDER_STATUSES = ['draft', 'confirmed', 'partially_shipped', 'shipped', 'closed', 'cancelled'] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];
export const SALES_ORDER_STATUS_LABELS: Record<SalesOrderStatus, string> = {
  draft: 'Draft',
  confirmed: 'Confirmed',
  partially_shipped: 'Partially Shipped',
  shipped: 'Shipped',
  closed: 'Closed Short',
  cancelled: 'Cancelled',
};
/** Orders that still owe the customer goods: they hold allocations, count against the credit limit, may ship. */
export const OPEN_ORDER_STATUSES = ['confirmed', 'partially_shipped'] as const satisfies readonly SalesOrderStatus[];

/** Rows per page on /sales (Orders tab) and /shipping. */
export const SALES_PER_PAGE = 25;
export const SHIPMENTS_PER_PAGE = 25;
/** Make-to-order: the target date when neither the line nor the order has a requested date. */
export const MTO_DEFAULT_LEAD_DAYS = 14;

export const SALES_ORDER_NUMBER = /^SO-\d{4}-\d{5}$/;
export const SHIPMENT_NUMBER = /^SH-\d{4}-\d{5}$/;
export function formatSalesOrderNumber(year: number, n: number): string {
  return `SO-${year}-${String(n).padStart(5, '0')}`;
}
export function formatShipmentNumber(year: number, n: number): string {
  return `SH-${year}-${String(n).padStart(5, '0')}`;
}
