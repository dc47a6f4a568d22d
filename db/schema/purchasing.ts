import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias. The enum values live once, in the client-safe constants.
import { PO_STATUSES } from '../../lib/purchasing/constants';
import { users } from './auth';
import { products, storageLocations } from './products';
import { stockMovements } from './stock';
import { suppliers } from './suppliers';

export const poStatus = pgEnum('purchase_order_status', PO_STATUSES);

const qty = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

/** Purchase orders (CONTRACT §11): draft → ordered → partially_received → received; closed (short); cancelled. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    /** PO-YYYY-NNNNN, from purchase_order_sequences. */
    poNumber: text('po_number').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    status: poStatus('status').notNull().default('draft'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** Σ line quantity × unit price (kept with the lines). */
    totalAmount: qty('total_amount').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    /** A Manager's reason for placing with an at-risk supplier. */
    overrideReason: text('override_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_unique').on(t.poNumber),
    // The supplier page's orders, the supplier filter (and the FK).
    index('purchase_orders_supplier_idx').on(t.supplierId, t.id),
    // The status filter in the default order (newest first).
    index('purchase_orders_status_idx').on(t.status, t.id),
    index('purchase_orders_order_date_idx').on(t.orderDate, t.id),
    index('purchase_orders_expected_idx').on(t.expectedDate, t.id),
    // Contains-search on the number.
    index('purchase_orders_number_trgm').using('gin', t.poNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: qty('quantity').notNull(),
    unitPrice: qty('unit_price').notNull(),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    /** All that arrived, and the part of it refused (CONTRACT §11). */
    quantityReceived: qty('quantity_received').notNull().default(0),
    quantityRejected: qty('quantity_rejected').notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId, t.lineNumber),
    // On-order quantities of a product (suggestions, the product page).
    index('purchase_order_lines_product_idx').on(t.productId),
    check('purchase_order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_order_lines_rejected_le_received', sql`${t.quantityRejected} <= ${t.quantityReceived}`),
    // Parallel receipts never accept more than ordered (the service refuses it first; this is the floor).
    check('purchase_order_lines_accepted_le_quantity', sql`${t.quantityReceived} - ${t.quantityRejected} <= ${t.quantity}`),
  ],
);

/** Per-year counters of PO and GR numbers (as maintenance_sequences). */
export const purchaseOrderSequences = pgTable('purchase_order_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});
export const goodsReceiptSequences = pgTable('goods_receipt_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: serial('id').primaryKey(),
    /** GR-YYYY-NNNNN. */
    receiptNumber: text('receipt_number').notNull(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_receipts_number_unique').on(t.receiptNumber),
    index('goods_receipts_order_idx').on(t.purchaseOrderId, t.id),
    // The supplier page's receipts, newest first.
    index('goods_receipts_supplier_idx').on(t.supplierId, t.receivedDate, t.id),
  ],
);

/**
 * One line of a receipt. What the scorecard reads is fixed here when the goods arrive (CONTRACT §11): whether the
 * line came on time (its PO line's expected date), whether it brought the PO line's remaining quantity in full,
 * the price paid and the product's standard cost then — so a month's metrics can be recomputed from these rows
 * alone, at any time, with the same result.
 */
export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    id: serial('id').primaryKey(),
    goodsReceiptId: integer('goods_receipt_id')
      .notNull()
      .references(() => goodsReceipts.id, { onDelete: 'cascade' }),
    purchaseOrderLineId: integer('purchase_order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Copies of the receipt's supplier and date: a month's metrics read one index range. */
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    quantityReceived: qty('quantity_received').notNull(),
    quantityRejected: qty('quantity_rejected').notNull().default(0),
    rejectionReason: text('rejection_reason'),
    locationId: integer('location_id').references(() => storageLocations.id),
    lotNumber: text('lot_number'),
    unitPrice: qty('unit_price').notNull(),
    standardCost: qty('standard_cost').notNull(),
    onTime: boolean('on_time').notNull(),
    complete: boolean('complete').notNull(),
    /** The receipt movement of the accepted part (null when all of it was rejected). */
    stockMovementId: integer('stock_movement_id').references(() => stockMovements.id),
  },
  (t) => [
    index('goods_receipt_lines_receipt_idx').on(t.goodsReceiptId),
    index('goods_receipt_lines_po_line_idx').on(t.purchaseOrderLineId),
    index('goods_receipt_lines_supplier_month_idx').on(t.supplierId, t.receivedDate),
    check('goods_receipt_lines_received_positive', sql`${t.quantityReceived} > 0`),
    check('goods_receipt_lines_rejected_range', sql`${t.quantityRejected} >= 0 and ${t.quantityRejected} <= ${t.quantityReceived}`),
  ],
);

export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLine = typeof purchaseOrderLines.$inferSelect;
export type GoodsReceipt = typeof goodsReceipts.$inferSelect;
export type GoodsReceiptLine = typeof goodsReceiptLines.$inferSelect;
