import { z } from 'zod';
import { decimal, optionalDate, optionalDecimal, optionalEmail, optionalReference, optionalText, reference, text } from '@/lib/validation/fields';

/**
 * Input schemas of sales orders and shipments (CONTRACT §10), on the shared field builders: the quick order and the
 * dialogs validate with the very schemas the service parses. Client-safe.
 */

export const CUSTOMER_UNKNOWN = 'The selected customer does not exist.';
export const CUSTOMER_INACTIVE = 'The selected customer is not active.';
export const PRODUCT_UNKNOWN = 'The selected product does not exist.';
export const PRODUCT_INACTIVE = 'The selected product is not active.';
export const PRODUCT_HAS_NO_MOLD = 'This product has no mold: it cannot be made to order.';
export const NO_LINES = 'The order needs at least one line.';
export const ONLY_DRAFT_EDITS = 'Only a draft order can be edited.';
export const LINE_UNKNOWN = 'This line is not on the order.';
export const creditLimitMessage = (limit: number, exposure: number) =>
  `This order takes the customer past their credit limit of ${limit} (open orders and this one: ${exposure}). A Manager may confirm it with an override reason.`;
export const overShipMessage = (remaining: number) => `Only ${remaining} remain to ship on this line.`;
export const illegalOrderMove = (from: string, action: string) => `A ${from.replace('_', ' ')} order cannot be ${action}.`;

const QTY_MAX = 1_000_000_000;

export const salesOrderLineSchema = z.object({
  product_id: reference('product'),
  quantity: decimal('quantity', { gt: 0, max: QTY_MAX, scale: 4 }),
  unit_price: optionalDecimal('unit price', { min: 0, max: 1_000_000_000, scale: 4 }),
  requested_date: optionalDate('requested date'),
  customer_part_number: optionalText('customer part number', 100),
});
export type SalesOrderLineInput = z.output<typeof salesOrderLineSchema>;

const header = {
  customer_po: optionalText('customer PO', 100),
  order_date: optionalDate('order date'),
  requested_date: optionalDate('requested date'),
  ship_to_address: optionalText('ship-to address', 1000),
  /** One of the customer's locations: its address becomes the order's ship-to (over `ship_to_address`). */
  ship_to_location_id: optionalReference('ship-to location'),
  notes: optionalText('notes', 2000),
};

const lines = z.array(salesOrderLineSchema, { error: NO_LINES }).min(1, NO_LINES).max(200);

/** POST /api/sales-orders → a draft. */
export const createSalesOrderSchema = z.object({ customer_id: reference('customer'), ...header, lines });
export type CreateSalesOrderInput = z.output<typeof createSalesOrderSchema>;

/** PUT/PATCH /api/sales-orders/{id} (a draft only): the same fields, all optional; `lines` replaces every line. */
export const updateSalesOrderSchema = z.object({ customer_id: reference('customer').optional(), ...header, lines: lines.optional() });
export type UpdateSalesOrderInput = z.output<typeof updateSalesOrderSchema>;

/** POST …/{id}/confirm: `override_reason` (Manager, Admin) takes the order past the credit limit. */
export const confirmSalesOrderSchema = z.object({ override_reason: optionalText('override reason', 500) });
/** POST …/{id}/close and …/{id}/cancel: an optional reason (audited). */
export const closeSalesOrderSchema = z.object({ reason: optionalText('reason', 500) });

export const shipmentLineSchema = z.object({
  line_id: reference('line'),
  quantity: decimal('quantity', { gt: 0, max: QTY_MAX, scale: 4 }),
});

/** POST /api/sales-orders/{id}/shipments. */
export const createShipmentSchema = z.object({
  ship_date: optionalDate('ship date', { notInFuture: true }),
  carrier: optionalText('carrier', 100),
  tracking_number: optionalText('tracking number', 100),
  lines: z.array(shipmentLineSchema, { error: 'Choose what to ship.' }).min(1, 'Choose what to ship.').max(200),
});
export type CreateShipmentInput = z.output<typeof createShipmentSchema>;

/** The quick order on /sales: one product line (the same line rules). */
export const quickOrderSchema = z.object({
  customer_id: reference('customer'),
  customer_po: optionalText('customer PO', 100),
  requested_date: optionalDate('requested date'),
  product_id: reference('product'),
  quantity: decimal('quantity', { gt: 0, max: QTY_MAX, scale: 4 }),
  unit_price: optionalDecimal('unit price', { min: 0, max: 1_000_000_000, scale: 4 }),
});
export type QuickOrderInput = z.output<typeof quickOrderSchema>;

/** POST /api/customers/{id}/contacts. */
export const customerContactSchema = z.object({
  name: text('name', { max: 120 }),
  title: optionalText('title', 120),
  email: optionalEmail('email'),
  phone: optionalText('phone', 40),
});
/** POST /api/customers/{id}/locations: a ship-to address. */
export const customerLocationSchema = z.object({
  name: text('name', { max: 120 }),
  address: text('address', { max: 1000 }),
});
/** POST /api/customers/{id}/part-numbers: the customer's part number for one of our products. */
export const customerPartNumberSchema = z.object({
  customer_part_number: text('customer part number', { max: 100 }),
  product_id: reference('product'),
  description: optionalText('description', 500),
});
export const PART_NUMBER_TAKEN = 'The customer part number has already been taken.';
export const PRODUCT_ALREADY_CROSSED = 'This product already has a part number for this customer.';
export const LOCATION_UNKNOWN = 'The selected location is not one of this customer’s.';
