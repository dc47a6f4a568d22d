import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { customers } from './customers';
import { molds } from './molds';
import { suppliers } from './suppliers';
import { BOM_OPERATIONS, BOM_TYPES } from '../../lib/boms/constants';
import { LOCATION_TYPES, PRODUCT_TYPES, UNITS } from '../../lib/products/constants';

// Enum values live once, in the client-safe constants (relative imports: drizzle-kit does not read `@/`).
export const productType = pgEnum('product_type', PRODUCT_TYPES);
export const unitOfMeasure = pgEnum('unit_of_measure', UNITS);
export const locationType = pgEnum('location_type', LOCATION_TYPES);
export const bomType = pgEnum('bom_type', BOM_TYPES);
export const bomOperation = pgEnum('bom_operation', BOM_OPERATIONS);

const qty = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    description: text('description'),
    category: text('category'),
    productType: productType('product_type').notNull().default('finished_good'),
    unit: unitOfMeasure('unit').notNull().default('ea'),
    color: text('color'),
    materialType: text('material_type'),
    weightGrams: qty('weight_grams'),
    cavityCount: integer('cavity_count'),
    cycleTimeSeconds: qty('cycle_time_seconds'),
    partsPerCycle: integer('parts_per_cycle'),
    standardCost: qty('standard_cost').notNull().default(0),
    sellingPrice: qty('selling_price').notNull().default(0),
    reorderLevel: qty('reorder_level').notNull().default(0),
    reorderQuantity: qty('reorder_quantity').notNull().default(0),
    minStockLevel: qty('min_stock_level').notNull().default(0),
    maxStockLevel: qty('max_stock_level'),
    storageLocation: text('storage_location'),
    binLocation: text('bin_location'),
    drawingNumber: text('drawing_number'),
    revision: text('revision'),
    specifications: text('specifications'),
    qualityStandards: text('quality_standards'),
    notes: text('notes'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    moldId: integer('mold_id').references(() => molds.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Who reorder suggestions buy it from (CONTRACT §11). */
    preferredSupplierId: integer('preferred_supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    // Lower-cased search texts, one per search (fields joined by chr(1) so a term never spans two fields).
    // One LIKE on a stored lower-case column is far cheaper per row than four ILIKEs, and one trigram index
    // serves each search: at plant scale the per-column indexes were not chosen (the OR of four ILIKEs planned as
    // a sequential scan).
    /** GET /api/products?q: code, name, category, description (the catalog's search). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(product_code || chr(1) || product_name || chr(1) || coalesce(category, '') || chr(1) || coalesce(description, ''))`,
    ),
    /** GET /api/inventory/items/search?q: code, name, description (the inventory product picker). */
    pickerText: text('picker_text').generatedAlwaysAs(sql`lower(product_code || chr(1) || product_name || chr(1) || coalesce(description, ''))`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the catalog's sort order: page 1 of 50k products reads 20 index entries.
    uniqueIndex('products_code_lower_unique').on(sql`lower(${t.productCode})`),
    index('products_type_idx').on(t.productType),
    // The inventory list's order over active items (a deep page walks this index, not a sort of every product).
    index('products_active_code_idx').on(sql`lower(${t.productCode})`).where(sql`${t.isActive}`),
    index('products_customer_idx').on(t.customerId),
    index('products_mold_idx').on(t.moldId),
    // The search indexes take an import's rows into a small pending list (256 kB: at most 32 pages, which the
    // planner prices as nothing next to a scan) and merge it in bulk — a trigram entry per row inserted one by one
    // was 80 % of an item import's time (issue 30).
    index('products_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 256 }),
    index('products_picker_text_trgm').using('gin', t.pickerText.op('gin_trgm_ops')).with({ fastupdate: true, gin_pending_list_limit: 256 }),
  ],
);

export const storageLocations = pgTable(
  'storage_locations',
  {
    id: serial('id').primaryKey(),
    locationCode: text('location_code').notNull(),
    locationName: text('location_name').notNull(),
    locationType: locationType('location_type').notNull().default('warehouse'),
    aisle: text('aisle'),
    rack: text('rack'),
    shelf: text('shelf'),
    bin: text('bin'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('storage_locations_code_lower_unique').on(sql`lower(${t.locationCode})`)],
);

/**
 * Where quantities live: one lot per receipt of a product into a location; FIFO = oldest received_date first. Its foreign keys' insert checks run once per statement
 * (migrations 0036–0037): a change to one of those keys or their columns calls references_per_statement_install()
 * again in its migration (docs/CONVENTIONS.md, "references from a table written in bulk").
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => storageLocations.id, { onDelete: 'restrict' }),
    lotNumber: text('lot_number'),
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    quantityOnHand: qty('quantity_on_hand').notNull().default(0),
    quantityAllocated: qty('quantity_allocated').notNull().default(0),
    /** What one unit of this lot cost when it was received (null: valued at the product's standard cost). */
    unitCost: qty('unit_cost'),
    lastTransactionDate: date('last_transaction_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lot holds stock (on hand above zero): what `stock_lots_live_idx` indexes. A generated column rather than
     * the quantity in the index's predicate, so that taking part of a lot stays a HOT update (no index touched); only
     * the update that empties it (or fills an empty one) changes the flag, and that one writes to every index.
     */
    live: boolean('live').generatedAlwaysAs(sql`quantity_on_hand > 0`),
  },
  (t) => [
    index('stock_lots_product_received_idx').on(t.productId, t.receivedDate, t.id),
    /**
     * A product's lots in stock, oldest first: what a balance sums and FIFO takes from (lib/inventory/movements.ts),
     * however many emptied lots the product has piled up — a press receives a lot per report, all kept as history.
     */
    index('stock_lots_live_idx').on(t.productId, t.receivedDate, t.id).where(sql`live`),
    index('stock_lots_location_idx').on(t.locationId),
    /** A scanned lot label (GET /api/scan): lots by their number. */
    index('stock_lots_lot_number_idx').on(t.lotNumber),
    check('stock_lots_on_hand_nonneg', sql`${t.quantityOnHand} >= 0`),
    check('stock_lots_allocated_range', sql`${t.quantityAllocated} >= 0 AND ${t.quantityAllocated} <= ${t.quantityOnHand}`),
  ],
);

/** At most one BOM per product (CONTRACT §8); is_active is a flag on it. */
export const boms = pgTable(
  'boms',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    bomType: bomType('bom_type').notNull().default('material'),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('boms_product_unique').on(t.productId)],
);

export const bomItems = pgTable(
  'bom_items',
  {
    id: serial('id').primaryKey(),
    bomId: integer('bom_id')
      .notNull()
      .references(() => boms.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull().default('product'),
    itemId: integer('item_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: qty('quantity').notNull(),
    unit: unitOfMeasure('unit').notNull().default('pcs'),
    scrapPercentage: numeric('scrap_percentage', { precision: 7, scale: 4, mode: 'number' }).notNull().default(0),
    operation: bomOperation('operation').notNull().default('assembly'),
    notes: text('notes'),
    sequence: integer('sequence').notNull(),
  },
  (t) => [
    index('bom_items_bom_seq_idx').on(t.bomId, t.sequence),
    // Reverse lookups ("which BOMs use this component?") for cycle detection and where-used.
    index('bom_items_item_idx').on(t.itemId),
    check('bom_items_quantity_positive', sql`${t.quantity} > 0`),
    check('bom_items_scrap_range', sql`${t.scrapPercentage} >= 0 AND ${t.scrapPercentage} <= 100`),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type StorageLocation = typeof storageLocations.$inferSelect;
export type StockLot = typeof stockLots.$inferSelect;
export type Bom = typeof boms.$inferSelect;
export type BomItem = typeof bomItems.$inferSelect;
