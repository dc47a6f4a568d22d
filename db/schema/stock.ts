import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products, stockLots, storageLocations } from './products';
// Relative: drizzle-kit does not read the `@/` alias.
import { MOVEMENT_TYPES } from '../../lib/inventory/constants';

export const movementType = pgEnum('stock_movement_type', MOVEMENT_TYPES);

const qty = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

/** The lots one movement touched: + into a lot, − out of it. */
export type MovementLotLine = { lot_id: number; location_id: number; quantity: number };

/**
 * Every change of stock, one row per movement (receipt, issue, transfer, adjustment), written in the same
 * transaction that changes the lots and the product's balance. `quantity` is the change of the product's total
 * on hand (+ receipt, − issue, ± adjustment); a transfer moves `quantity` and leaves the total as it was. Its foreign keys' insert checks run once per statement
 * (migrations 0036–0037): a change to one of those keys or their columns calls references_per_statement_install()
 * again in its migration (docs/CONVENTIONS.md, "references from a table written in bulk").
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    movementType: movementType('movement_type').notNull(),
    quantity: qty('quantity').notNull(),
    fromLocationId: integer('from_location_id').references(() => storageLocations.id, { onDelete: 'restrict' }),
    toLocationId: integer('to_location_id').references(() => storageLocations.id, { onDelete: 'restrict' }),
    /** The lot a receipt created (issues and transfers list theirs in `lots`). */
    lotId: integer('lot_id').references(() => stockLots.id, { onDelete: 'restrict' }),
    lots: jsonb('lots').$type<MovementLotLine[]>().notNull().default([]),
    unitCost: qty('unit_cost'),
    /** The product's on hand after this movement. */
    balanceAfter: qty('balance_after').notNull(),
    reference: text('reference'),
    reason: text('reason'),
    notes: text('notes'),
    movementDate: date('movement_date', { mode: 'string' }).notNull(),
    /** Set by imports (and other callers that may retry): the same key never moves stock twice. */
    idempotencyKey: text('idempotency_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    uniqueIndex('stock_movements_idempotency_key_unique').on(t.idempotencyKey),
    check('stock_movements_quantity_nonzero', sql`${t.quantity} <> 0`),
  ],
);

/**
 * Per-product totals kept by every movement (never summed at read time): the inventory list, its filters and
 * stats read these. `total_cost` values the lots at their receipt cost (standard cost when a lot has none).
 * Every product has one row: a trigger on products (custom migration stock_balances_sync) creates it and keeps the
 * copies of `reorder_level`, `standard_cost` and `is_active`, so the stock status is a stored column of this row
 * (indexed: the Low Stock and Out of Stock filters) and the stats read this one narrow table. Its foreign keys' insert checks run once per statement
 * (migrations 0036–0037): a change to one of those keys or their columns calls references_per_statement_install()
 * again in its migration (docs/CONVENTIONS.md, "references from a table written in bulk").
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityOnHand: qty('quantity_on_hand').notNull().default(0),
    quantityAllocated: qty('quantity_allocated').notNull().default(0),
    locationCount: integer('location_count').notNull().default(0),
    totalCost: qty('total_cost').notNull().default(0),
    lastMovementAt: timestamp('last_movement_at', { withTimezone: true }),
    /** Copies of the product's fields (kept by the trigger). */
    reorderLevel: qty('reorder_level').notNull().default(0),
    standardCost: qty('standard_cost').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Spec 2 §4: Out of Stock when on hand is 0; Low Stock when available ≤ reorder level; else In Stock. */
    stockStatus: text('stock_status').generatedAlwaysAs(
      sql`case when quantity_on_hand <= 0 then 'out_of_stock' when quantity_on_hand - quantity_allocated <= reorder_level then 'low_stock' else 'in_stock' end`,
    ),
  },
  (t) => [
    check('stock_balances_on_hand_nonneg', sql`${t.quantityOnHand} >= 0`),
    index('stock_balances_status_idx').on(t.stockStatus).where(sql`${t.isActive}`),
  ],
);

export type StockMovement = typeof stockMovements.$inferSelect;
export type StockBalance = typeof stockBalances.$inferSelect;
