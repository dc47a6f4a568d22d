import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias. The enum values live once, in the client-safe constants.
import { SALES_ORDER_STATUSES } from '../../lib/sales/constants';
import { users } from './auth';
import { customers } from './customers';
import { products, stockLots } from './products';

export const salesOrderStatus = pgEnum('sales_order_status', SALES_ORDER_STATUSES);

/** Exact decimals (numeric(18,4)): sums and comparisons run in SQL, so 3 × 0.1 shipped of 0.3 is fully shipped. */
const qty = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

/**
 * Sales orders (CONTRACT §10): draft → confirmed → partially_shipped → shipped; closed (short) or cancelled.
 * Every write locks the order row first (`select … for update`), so two confirms or twenty shipments of one order
 * run one after the other.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    customerPo: text('customer_po'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    requestedDate: date('requested_date', { mode: 'string' }),
    shipToAddress: text('ship_to_address'),
    notes: text('notes'),
    status: salesOrderStatus('status').notNull().default('draft'),
    /** Σ quantity × unit_price of the lines (kept by every write of the lines). */
    subtotal: numeric('subtotal', { precision: 18, scale: 4, mode: 'number' }).notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_orders_number_key').on(t.orderNumber),
    // The list's status filter with its default order (newest first), a customer's orders, the search.
    index('sales_orders_status_id_idx').on(t.status, t.id),
    index('sales_orders_customer_idx').on(t.customerId, t.id),
    index('sales_orders_order_date_idx').on(t.orderDate, t.id),
    index('sales_orders_number_trgm').using('gin', t.orderNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
    // A search typed as an order number ("SO-2026-001…") is a prefix: a btree range, not the trigrams every number shares.
    index('sales_orders_number_prefix_idx').on(t.orderNumber.op('text_pattern_ops')),
    index('sales_orders_po_trgm').using('gin', t.customerPo.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/**
 * Sales orders per status (lib/db/status-counts.ts), kept by every write that creates an order or moves its status:
 * the orders list's total when it is filtered by status alone, and the /sales cards, read six rows instead of counting.
 */
export const salesOrderStatusCounts = pgTable('sales_order_status_counts', {
  status: salesOrderStatus('status').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: serial('id').primaryKey(),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: qty('quantity').notNull(),
    quantityShipped: qty('quantity_shipped').notNull().default(0),
    /** Stock held for this line (Σ of its sales_order_allocations rows). */
    quantityAllocated: qty('quantity_allocated').notNull().default(0),
    unitPrice: qty('unit_price').notNull().default(0),
    requestedDate: date('requested_date', { mode: 'string' }),
    customerPartNumber: text('customer_part_number'),
    /** The day the line was shipped in full (on-time delivery: compared with its requested date). */
    completedDate: date('completed_date', { mode: 'string' }),
  },
  (t) => [
    index('sales_order_lines_order_idx').on(t.salesOrderId, t.lineNumber),
    index('sales_order_lines_product_idx').on(t.productId),
    // The on-time delivery report: the lines completed in a period.
    index('sales_order_lines_completed_idx').on(t.completedDate).where(sql`${t.completedDate} is not null`),
    check('sales_order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('sales_order_lines_shipped_range', sql`${t.quantityShipped} >= 0 and ${t.quantityShipped} <= ${t.quantity}`),
    check('sales_order_lines_allocated_range', sql`${t.quantityAllocated} >= 0 and ${t.quantityAllocated} <= ${t.quantity} - ${t.quantityShipped}`),
  ],
);

/** Which lots hold stock for which line (the lots' quantity_allocated is the Σ over its rows). */
export const salesOrderAllocations = pgTable(
  'sales_order_allocations',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stockLots.id, { onDelete: 'restrict' }),
    quantity: qty('quantity').notNull(),
  },
  (t) => [uniqueIndex('sales_order_allocations_line_lot_key').on(t.lineId, t.lotId), index('sales_order_allocations_lot_idx').on(t.lotId), check('sales_order_allocations_positive', sql`${t.quantity} > 0`)],
);

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    shipmentNumber: text('shipment_number').notNull(),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shipToAddress: text('ship_to_address'),
    /** Σ quantity × the line's price (Revenue MTD reads it). */
    value: numeric('value', { precision: 18, scale: 4, mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_number_key').on(t.shipmentNumber),
    index('shipments_order_idx').on(t.salesOrderId),
    index('shipments_customer_date_idx').on(t.customerId, t.shipDate),
    index('shipments_ship_date_idx').on(t.shipDate, t.id),
  ],
);

export type ShipmentLot = { lot_id: number; lot_number: string | null; quantity: number };

export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => salesOrderLines.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: qty('quantity').notNull(),
    lots: jsonb('lots').$type<ShipmentLot[]>().notNull().default([]),
    movementId: integer('movement_id'),
  },
  (t) => [index('shipment_lines_shipment_idx').on(t.shipmentId), index('shipment_lines_line_idx').on(t.lineId), check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/** The last SO / SH number handed out per year (as work_order_sequences for WO numbers). */
export const salesOrderSequences = pgTable('sales_order_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});
export const shipmentSequences = pgTable('shipment_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export type SalesOrder = typeof salesOrders.$inferSelect;
export type SalesOrderLine = typeof salesOrderLines.$inferSelect;
export type Shipment = typeof shipments.$inferSelect;

/** A customer's people (CONTRACT §10: the customer page's Contacts tab). */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_contacts_customer_idx').on(t.customerId, t.id)],
);

/** A customer's ship-to addresses (the Locations tab), one chosen on an order as its `ship_to_address`. */
export const customerLocations = pgTable(
  'customer_locations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_locations_customer_idx').on(t.customerId, t.id)],
);

/** Part cross-references: the customer's part number ↔ our product, unique per customer (case-insensitive). */
export const customerPartNumbers = pgTable(
  'customer_part_numbers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerPartNumber: text('customer_part_number').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_part_numbers_number_key').on(t.customerId, sql`lower(${t.customerPartNumber})`),
    uniqueIndex('customer_part_numbers_product_key').on(t.customerId, t.productId),
  ],
);
