/**
 * Client-safe vocabulary of inventory (spec 2 §2, §4, §9; CONTRACT §7, §8): the /inventory screen's filters, the
 * item picker, stock movements (the pgEnum in db/schema/stock.ts is built from MOVEMENT_TYPES) and the CSV import.
 */
import type { ProductType, Unit } from '@/lib/products/constants';

/** The six filter buttons, in order (spec 2 §9). */
export const INVENTORY_FILTERS = ['all', 'raw_materials', 'finished_goods', 'components', 'low_stock', 'out_of_stock'] as const;
export type InventoryFilter = (typeof INVENTORY_FILTERS)[number];

export const INVENTORY_FILTER_LABELS: Record<InventoryFilter, string> = {
  all: 'All',
  raw_materials: 'Raw Materials',
  finished_goods: 'Finished Goods',
  components: 'Components',
  low_stock: 'Low Stock',
  out_of_stock: 'Out of Stock',
};

/** Filter → item type (CONTRACT §8). */
export const FILTER_TYPES: Partial<Record<InventoryFilter, ProductType>> = {
  raw_materials: 'raw_material',
  finished_goods: 'finished_good',
  components: 'component',
};

/** The Add Inventory Item form's choices (spec 2 §4, §9); the server accepts the union of both specs. */
export const ITEM_FORM_TYPES: readonly ProductType[] = ['finished_good', 'component', 'raw_material', 'packaging', 'consumable'];
export const ITEM_FORM_UNITS: readonly Unit[] = ['ea', 'kg', 'g', 'lb', 'm', 'ft', 'l', 'gal', 'box', 'pallet'];

/** Material type and colour show only for these types; weight, cavity count and selling price only for finished goods. */
export const MATERIAL_FIELD_TYPES: readonly ProductType[] = ['raw_material', 'component'];

export const INVENTORY_PER_PAGE = 25;

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = { in_stock: 'In Stock', low_stock: 'Low Stock', out_of_stock: 'Out of Stock' };

/** Out of Stock when on hand is 0; Low Stock when available is at or below the reorder level; otherwise In Stock (spec 2 §4). */
export function stockStatus(onHand: number, available: number, reorderLevel: number): StockStatus {
  if (onHand <= 0) return 'out_of_stock';
  if (available <= reorderLevel) return 'low_stock';
  return 'in_stock';
}

/** The item picker (`GET /api/inventory/items/search`): shorter terms answer nothing; `limit` 10 by default, at most 50. */
export const ITEM_SEARCH_MIN_CHARS = 2;
export const ITEM_SEARCH_DEFAULT_LIMIT = 10;
export const ITEM_SEARCH_MAX_LIMIT = 50;

/** The picker's `category` values that name an item type beside the type itself: the list's filter names and common plurals. */
export const ITEM_TYPE_ALIASES: Record<string, ProductType> = {
  raw_materials: 'raw_material',
  finished_goods: 'finished_good',
  components: 'component',
  wip: 'semi_finished',
  consumables: 'consumable',
};

export const MOVEMENT_TYPES = ['receipt', 'issue', 'transfer', 'adjustment'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  receipt: 'Receipt',
  issue: 'Issue',
  transfer: 'Transfer',
  adjustment: 'Adjustment',
};

/** Reasons an adjustment may give (cycle counts, damage, …). */
export const ADJUSTMENT_REASONS = ['cycle_count', 'damaged', 'scrap', 'found', 'expired', 'correction', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  cycle_count: 'Cycle count',
  damaged: 'Damaged',
  scrap: 'Scrap',
  found: 'Found',
  expired: 'Expired',
  correction: 'Correction',
  other: 'Other',
};

/** A product's movements per API page (its Inventory tab shows MOVEMENT_HISTORY_PER_PAGE). */
export const MOVEMENTS_PER_PAGE = 15;
export const MOVEMENT_HISTORY_PER_PAGE = 20;

/** The message of a refused movement (422 on `quantity`). */
export const NOT_ENOUGH_STOCK = (available: number, unit: string) => `Not enough stock: only ${available} ${unit} available.`;

/** Import kinds: a CSV of items (products) or of opening stock (lots). */
export const IMPORT_KINDS = ['items', 'opening_stock'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { items: 'Items', opening_stock: 'Opening stock' };
/**
 * Rows sent per request while importing (the progress bar moves per batch: 50 steps for 100,000 rows). Each batch
 * is a fixed number of statements, so fewer, larger batches cost less per row (issue 30: 2,000 against 500 took
 * 13 % less CPU and half the wall-clock time on a loaded machine).
 */
export const IMPORT_BATCH_ROWS = 2000;
/** A batch's JSON at most (bytes): the API refuses a body over 1,000,000 bytes (MAX_BODY_BYTES, lib/api/handler.ts). */
export const IMPORT_BATCH_BYTES = 800_000;
/**
 * Batches the import dialog has in flight at once (`sendImportBatches`): batches that name no item in common run
 * side by side on PostgreSQL's connections (each locks only its own items' balance rows), so the database's work on
 * one overlaps the app's on the next. PGlite takes them one at a time.
 */
export const IMPORT_IN_FLIGHT = 3;
/** Rows one import request may carry. */
export const MAX_IMPORT_ROWS = 5000;
/** The header each import expects (the first column is required in every row). */
export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = {
  items: [
    'product_code', 'product_name', 'product_type', 'unit', 'category', 'description', 'color', 'material_type',
    'weight_grams', 'cavity_count', 'cycle_time_seconds', 'parts_per_cycle', 'standard_cost', 'selling_price',
    'reorder_level', 'reorder_quantity', 'min_stock_level', 'max_stock_level', 'storage_location', 'bin_location',
  ],
  opening_stock: ['product_code', 'location_code', 'quantity', 'unit_cost', 'lot_number', 'received_date'],
};

/** The export's columns (the list's own). */
export const EXPORT_COLUMNS = [
  'item_code', 'item_name', 'item_type', 'category', 'unit', 'quantity_on_hand', 'quantity_allocated',
  'quantity_available', 'location_count', 'stock_status', 'unit_cost', 'reorder_level',
] as const;
