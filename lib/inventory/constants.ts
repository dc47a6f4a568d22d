/** Client-safe vocabulary of the /inventory screen (spec 2 §2, §4, §9; CONTRACT §7, §8). */
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

/** Import kinds: a CSV of items (products) or of opening stock (lots). */
export const IMPORT_KINDS = ['items', 'opening_stock'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { items: 'Items', opening_stock: 'Opening stock' };
/** Rows sent per request while importing (the progress bar moves per batch). */
export const IMPORT_BATCH_ROWS = 500;
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
