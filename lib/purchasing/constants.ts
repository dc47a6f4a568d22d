/**
 * The purchasing domain's values, once (client-safe): the pgEnums in db/schema/purchasing.ts are built from these
 * arrays, the zod schemas choose from them, and the screens label them from here (CONTRACT §11).
 */
import type { MetricType } from '../suppliers/constants';
import type { ProductType } from '../products/constants';

export const PO_STATUSES = ['draft', 'ordered', 'partially_received', 'received', 'closed', 'cancelled'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];
export const PO_STATUS_LABELS: Record<PoStatus, string> = {
  draft: 'Draft',
  ordered: 'Ordered',
  partially_received: 'Partially Received',
  received: 'Received',
  closed: 'Closed Short',
  cancelled: 'Cancelled',
};
/** Placed and not finished: their lines' remaining quantities are "on order" (a draft is not). */
export const PO_OPEN_STATUSES = ['ordered', 'partially_received'] as const satisfies readonly PoStatus[];
/** Receipts are taken only on these. */
export const PO_RECEIVABLE_STATUSES = PO_OPEN_STATUSES;

/** What may be bought: everything but finished goods. */
export const PURCHASABLE_TYPES = ['semi_finished', 'component', 'raw_material', 'packaging', 'consumable'] as const satisfies readonly ProductType[];

/** The five metrics a receipt computes (CONTRACT §11); a month with receipts refuses them typed in. */
export const RECEIPT_METRIC_TYPES = ['on_time_delivery', 'complete_shipment_rate', 'defect_rate_ppm', 'first_pass_yield', 'price_variance'] as const satisfies readonly MetricType[];
export type ReceiptMetricType = (typeof RECEIPT_METRIC_TYPES)[number];

export const METRIC_SOURCES = ['manual', 'receipts'] as const;
export type MetricSource = (typeof METRIC_SOURCES)[number];

export const PURCHASE_ORDERS_PER_PAGE = 25;
/** A supplier without a lead time: a suggestion's draft expects its goods this many days out. */
export const DEFAULT_LEAD_DAYS = 14;

export const PO_NUMBER = /^PO-\d{4}-\d{5}$/;
export const RECEIPT_NUMBER = /^GR-\d{4}-\d{5}$/;
export function formatPoNumber(year: number, n: number): string {
  return `PO-${year}-${String(n).padStart(5, '0')}`;
}
export function formatReceiptNumber(year: number, n: number): string {
  return `GR-${year}-${String(n).padStart(5, '0')}`;
}

/** Status moves by hand (receipts move ordered → partially_received → received themselves). */
export function canPlace(status: PoStatus): boolean {
  return status === 'draft';
}
/** Only a draft is edited (PUT/PATCH while draft, CONTRACT §11). */
export function canEdit(status: PoStatus): boolean {
  return status === 'draft';
}
export function canClose(status: PoStatus): boolean {
  return status === 'ordered' || status === 'partially_received';
}
export function canCancel(status: PoStatus, anythingReceived: boolean): boolean {
  return (status === 'draft' || status === 'ordered') && !anythingReceived;
}
export function canReceive(status: PoStatus): boolean {
  return (PO_RECEIVABLE_STATUSES as readonly string[]).includes(status);
}
