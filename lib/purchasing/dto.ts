import { z } from 'zod';
import { PRODUCT_TYPES, UNITS } from '@/lib/products/constants';
import { RATING_CATEGORIES, SUPPLIER_STATUSES } from '@/lib/suppliers/constants';
import { out, timestamps } from '@/lib/validation/output';
import { PO_STATUSES } from './constants';

/** The JSON shapes of the purchasing API (client-safe). Quantities and prices: JSON numbers, 4 decimals. */

export const poSupplierDto = z.object({
  id: out.id(),
  supplier_code: out.text(),
  company_name: out.text(),
  status: out.enum(SUPPLIER_STATUSES),
  rating_category: out.enum(RATING_CATEGORIES, 'The supplier’s current scorecard rating; null without a score.').nullable(),
});
export type PoSupplierDto = z.infer<typeof poSupplierDto>;

export const purchaseOrderSummaryDto = z.object({
  id: out.id(),
  po_number: out.text('PO-YYYY-NNNNN.'),
  supplier_id: out.id(),
  supplier: poSupplierDto,
  status: out.enum(PO_STATUSES),
  order_date: out.date(),
  expected_date: out.date(),
  total_amount: out.number('Σ quantity × unit price of the lines.'),
  line_count: out.count(),
  notes: out.text().nullable(),
  version: out.version(),
  ...timestamps,
});
export type PurchaseOrderSummaryDto = z.infer<typeof purchaseOrderSummaryDto>;

export const poLineDto = z.object({
  id: out.id(),
  line_number: out.count(),
  product_id: out.id(),
  product: z.object({ id: out.id(), product_code: out.text(), product_name: out.text(), product_type: out.enum(PRODUCT_TYPES), unit: out.enum(UNITS) }),
  quantity: out.number(),
  unit_price: out.number('4 decimals (resin per kg, a cap at $0.0123 each).'),
  line_total: out.number(),
  expected_date: out.date(),
  quantity_received: out.number('All that arrived.'),
  quantity_rejected: out.number('The part of it refused.'),
  quantity_accepted: out.number('received − rejected.'),
  quantity_remaining: out.number('quantity − accepted (a rejected part is still owed).'),
});
export type PoLineDto = z.infer<typeof poLineDto>;

export const receiptLineDto = z.object({
  id: out.id(),
  purchase_order_line_id: out.id(),
  product_id: out.id(),
  product_code: out.text(),
  product_name: out.text(),
  quantity_received: out.number(),
  quantity_rejected: out.number(),
  quantity_accepted: out.number(),
  rejection_reason: out.text().nullable(),
  location_id: out.id().nullable(),
  lot_number: out.text().nullable(),
  unit_price: out.number(),
  standard_cost: out.number('The product’s standard cost when the goods arrived (price variance).'),
  on_time: out.bool('Received on or before the PO line’s expected date.'),
  complete: out.bool('Brought the PO line’s remaining quantity in full.'),
  stock_movement_id: out.id('The receipt movement of the accepted part; null when all was rejected.').nullable(),
  lot_id: out.id('The stock lot the accepted part went into (its label: /inventory/lots/{id}/label); null when all was rejected.').nullable(),
});
export type ReceiptLineDto = z.infer<typeof receiptLineDto>;

export const goodsReceiptDto = z.object({
  id: out.id(),
  receipt_number: out.text('GR-YYYY-NNNNN.'),
  purchase_order_id: out.id(),
  po_number: out.text(),
  supplier_id: out.id(),
  received_date: out.date(),
  notes: out.text().nullable(),
  created_by: out.id().nullable(),
  created_at: out.timestamp(),
  lines: z.array(receiptLineDto),
});
export type GoodsReceiptDto = z.infer<typeof goodsReceiptDto>;

export const purchaseOrderDto = purchaseOrderSummaryDto.extend({
  override_reason: out.text('The Manager’s reason for placing with an at-risk supplier.').nullable(),
  placed_at: out.timestamp().nullable(),
  closed_at: out.timestamp().nullable(),
  cancelled_at: out.timestamp().nullable(),
  created_by: out.id().nullable(),
  lines: z.array(poLineDto),
  receipts: z.array(goodsReceiptDto),
});
export type PurchaseOrderDto = z.infer<typeof purchaseOrderDto>;

/** The place answer: the order and, for a conditional supplier, its warnings. */
export type PlacedPurchaseOrder = { order: PurchaseOrderDto; warnings: string[] };

export const suggestionDto = z.object({
  product_id: out.id(),
  product_code: out.text(),
  product_name: out.text(),
  product_type: out.enum(PRODUCT_TYPES),
  unit: out.enum(UNITS),
  quantity_available: out.number('On hand − allocated.'),
  quantity_on_order: out.number('Remaining quantities of placed, unfinished orders.'),
  reorder_level: out.number(),
  reorder_quantity: out.number(),
  shortfall: out.number('reorder level − (available + on order).'),
  suggested_quantity: out.number('The reorder quantity, at least the shortfall.'),
  unit_price: out.number('The product’s standard cost (the draft line’s price).'),
  preferred_supplier_id: out.id().nullable(),
  preferred_supplier: poSupplierDto.nullable(),
});
export type SuggestionDto = z.infer<typeof suggestionDto>;

/** A supplier's receipts (its record page). */
export const supplierReceiptDto = goodsReceiptDto.omit({ lines: true }).extend({
  line_count: out.count(),
  quantity_received: out.number(),
  quantity_rejected: out.number(),
});
export type SupplierReceiptDto = z.infer<typeof supplierReceiptDto>;
