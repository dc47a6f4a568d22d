import { z } from 'zod';
import { date, decimal, optionalDate, optionalDecimal, optionalReference, optionalText, reference } from '@/lib/validation/fields';

/**
 * Input schemas of purchasing (CONTRACT §11), on the shared field builders: the dialogs validate with the very
 * schemas the service parses. Client-safe.
 */

export const SUPPLIER_UNKNOWN = 'The selected supplier does not exist.';
export const PRODUCT_UNKNOWN = 'The selected product does not exist.';
export const PRODUCT_NOT_PURCHASABLE = 'A finished good is made here, not bought: choose a material, component, packaging or consumable.';
export const supplierNotActive = (name: string, status: string) => `${name} is ${status}: orders cannot be placed with it.`;
export const supplierAtRisk = (name: string) => `${name} is at risk (overall score below 70): a Manager must place this order with an override reason.`;
export const supplierConditional = (name: string) => `${name} is rated conditional (overall score 70–79): watch this order.`;
export const OVERRIDE_NOT_NEEDED = 'No override is needed: the supplier is not at risk.';
export const notDraft = (status: string) => `Only a draft order can be changed; this one is ${status.replace('_', ' ')}.`;
export const illegalPoMove = (from: string, action: string) => `A ${from.replace('_', ' ')} order cannot be ${action}.`;
export const NOT_RECEIVABLE = (status: string) => `Goods can be received only on a placed order; this one is ${status.replace('_', ' ')}.`;
export const OVER_RECEIPT = (remaining: number) => `This would accept more than the ${remaining} still owed on the line.`;
export const REJECTED_OVER_RECEIVED = 'The rejected quantity cannot exceed the quantity received.';
export const REASON_REQUIRED = 'Give the reason for the rejected quantity.';
export const LINE_UNKNOWN = 'The line does not belong to this order.';
export const LINE_TWICE = 'This line is already in the receipt.';
export const NO_LOCATION = 'No active storage location to receive into: choose one.';

const quantity = (label = 'quantity') => decimal(label, { gt: 0, max: 1_000_000_000 });
const unitPrice = () => optionalDecimal('unit price', { max: 1_000_000_000, scale: 4 });

export const poLineSchema = z.object({
  product_id: reference('product'),
  quantity: quantity(),
  unit_price: unitPrice(),
  expected_date: optionalDate('expected date'),
});
export type PoLineInput = z.output<typeof poLineSchema>;

const lines = z.array(poLineSchema, { error: 'The lines field is required.' }).min(1, 'An order needs at least one line.').max(200, 'An order may have at most 200 lines.');

/** POST /api/purchase-orders → a draft. */
export const createPurchaseOrderSchema = z.object({
  supplier_id: reference('supplier'),
  order_date: optionalDate('order date'),
  expected_date: date('expected date'),
  notes: optionalText('notes', 2000),
  lines,
});
export type CreatePurchaseOrderInput = z.output<typeof createPurchaseOrderSchema>;

/** PUT/PATCH /api/purchase-orders/{id} while draft: the same fields, optional; `lines` replaces them all. */
export const updatePurchaseOrderSchema = z.object({
  supplier_id: reference('supplier').optional(),
  order_date: optionalDate('order date'),
  expected_date: date('expected date').optional(),
  notes: optionalText('notes', 2000),
  lines: lines.optional(),
});
export type UpdatePurchaseOrderInput = z.output<typeof updatePurchaseOrderSchema>;

/** POST …/{id}/place: `override_reason` only for an at-risk supplier, only by a Manager or Admin. */
export const placePurchaseOrderSchema = z.object({ override_reason: optionalText('override reason', 500) });
export type PlacePurchaseOrderInput = z.output<typeof placePurchaseOrderSchema>;

/** POST …/{id}/close and …/cancel: an optional reason (kept in the audit row). */
export const poReasonSchema = z.object({ reason: optionalText('reason', 500) });

export const receiptLineSchema = z.object({
  line_id: reference('line'),
  quantity_received: quantity('quantity received'),
  quantity_rejected: optionalDecimal('quantity rejected', { max: 1_000_000_000 }),
  rejection_reason: optionalText('rejection reason', 500),
  location_id: optionalReference('location'),
  lot_number: optionalText('lot number', 100),
});
export type ReceiptLineInput = z.output<typeof receiptLineSchema>;

/** POST /api/purchase-orders/{id}/receipts. */
export const createReceiptSchema = z.object({
  received_date: optionalDate('received date', { notInFuture: true }),
  notes: optionalText('notes', 2000),
  lines: z.array(receiptLineSchema, { error: 'The lines field is required.' }).min(1, 'A receipt needs at least one line.').max(200, 'A receipt may have at most 200 lines.'),
});
export type CreateReceiptInput = z.output<typeof createReceiptSchema>;

/** POST /api/purchasing/suggestions/orders. */
export const suggestionOrdersSchema = z.object({
  product_ids: z.array(reference('product'), { error: 'The product ids field is required.' }).min(1, 'Select at least one suggestion.').max(500, 'At most 500 suggestions at once.'),
});
export type SuggestionOrdersInput = z.output<typeof suggestionOrdersSchema>;

/**
 * The Receive dialog: the receipt with a row for every line still owed, where 0 means "nothing of it arrived"
 * (those rows are left out of the request, which the server then parses with createReceiptSchema).
 */
export const receiveFormSchema = createReceiptSchema.extend({
  lines: z.array(receiptLineSchema.extend({ quantity_received: decimal('quantity received', { min: 0, max: 1_000_000_000 }) })).min(1),
});
