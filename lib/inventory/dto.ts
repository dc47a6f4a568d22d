/**
 * The inventory API's answers (client-safe): each zod schema is the one description — the type below, the OpenAPI
 * document (lib/openapi/responses.ts) and the response tests read it.
 */
import { z } from 'zod';
import { LOCATION_TYPES, PRODUCT_TYPES, UNITS } from '@/lib/products/constants';
import { out } from '@/lib/validation/output';
import { MOVEMENT_TYPES, STOCK_STATUSES } from './constants';

const quantity = (description = 'In the product’s `unit` (at most 4 decimals).') => out.number(description);

/** One row of the inventory list (spec 2 §3 "Inventory list item"), read from the product and its kept balance. */
export const inventoryItemDto = z.object({
  id: out.id(),
  product_id: out.id(),
  item_type: out.enum(PRODUCT_TYPES),
  item_code: out.text(),
  item_name: out.text(),
  category: out.text().nullable(),
  unit: out.enum(UNITS),
  quantity_on_hand: quantity(),
  quantity_allocated: quantity(),
  quantity_available: quantity('On hand − allocated, in `unit`.'),
  quantity_on_order: quantity('Purchasing is a later module: 0.'),
  unit_cost: out.number('Average receipt cost of what is on hand, plant currency per unit; the standard cost when nothing is.'),
  standard_cost: out.number('Plant currency per unit.'),
  reorder_level: quantity('At or below it the item is low on stock.'),
  location_count: out.count('Locations holding it.'),
  stock_status: out.enum(STOCK_STATUSES),
});
export type InventoryItemDto = z.infer<typeof inventoryItemDto>;

export const inventoryStatsDto = z.object({
  total_items: out.count(),
  total_value: out.number('On hand × unit cost over every item, plant currency.'),
  low_stock: out.count('Items at or below their reorder level (not out).'),
  out_of_stock: out.count('Items with nothing on hand.'),
});
export type InventoryStats = z.infer<typeof inventoryStatsDto>;

/** GET /api/inventory/product/{id}: one stock lot with its location, FIFO order. */
export const inventoryLocationRowDto = z.object({
  id: out.id('The lot.'),
  fifo_order: out.count('1 = issued first.'),
  lot_number: out.text().nullable(),
  location_id: out.id(),
  location_code: out.text(),
  location_name: out.text(),
  location_type: out.enum(LOCATION_TYPES),
  aisle: out.text().nullable(),
  rack: out.text().nullable(),
  shelf: out.text().nullable(),
  bin: out.text().nullable(),
  received_date: out.date(),
  quantity_on_hand: quantity(),
  quantity_allocated: quantity(),
  quantity_available: quantity(),
  last_transaction_date: out.date().nullable(),
});
export type InventoryLocationRow = z.infer<typeof inventoryLocationRowDto>;

/** The inventory product picker's shape (spec 2 §3), plus type and unit for the BOM editor. */
export const inventoryItemResultDto = z.object({
  id: out.id(),
  product_code: out.text(),
  product_name: out.text(),
  item_code: out.text('Same as product_code.'),
  item_name: out.text('Same as product_name.'),
  description: out.text().nullable(),
  category: out.text().nullable(),
  product_type: out.enum(PRODUCT_TYPES),
  unit: out.enum(UNITS),
  unit_cost: out.number('Plant currency per unit.'),
  quantity_on_hand: quantity(),
});
export type InventoryItemResult = z.infer<typeof inventoryItemResultDto>;

/** GET /api/inventory/locations: an active storage location (the movement dialogs' choices). */
export const stockLocationDto = z.object({ id: out.id(), location_code: out.text(), location_name: out.text() });
export type StockLocation = z.infer<typeof stockLocationDto>;

/** POST /api/inventory/import: what happened to each row of the batch (CSV line numbers). */
export const importResultDto = z.object({
  imported: z.array(out.count()).meta({ description: 'Rows imported.' }),
  skipped: z.array(z.object({ row: out.count(), message: out.text() })).meta({ description: 'Rows already present (nothing changed).' }),
  refused: z.array(z.object({ row: out.count(), field: out.text(), message: out.text() })).meta({ description: 'Rows refused, with the field and why.' }),
});
export type ImportResult = z.infer<typeof importResultDto>;

const locationRef = z.object({ id: out.id(), location_code: out.text(), location_name: out.text() });

/** A stock movement (receipt, issue, transfer, adjustment) as the writes answer it and a product's history lists it. */
export const movementDto = z.object({
  id: out.id(),
  product_id: out.id(),
  movement_type: out.enum(MOVEMENT_TYPES),
  quantity: out.number('The change of the product’s total on hand, in its unit: + receipt, − issue, ± adjustment; a transfer moves it (the total stays).'),
  from_location: locationRef.nullable(),
  to_location: locationRef.nullable(),
  lot_id: out.id('The lot a receipt created.').nullable(),
  lots: z.array(z.object({ lot_id: out.id(), location_id: out.id(), quantity: out.number('+ into the lot, − out of it.') })).meta({ description: 'The lots the movement touched (FIFO).' }),
  unit_cost: out.number('Plant currency per unit.').nullable(),
  balance_after: out.number('The product’s on hand after this movement.'),
  reference: out.text().nullable(),
  reason: out.text().nullable(),
  notes: out.text().nullable(),
  movement_date: out.date(),
  created_by: z.object({ id: out.id(), name: out.text() }).nullable(),
  created_at: out.timestamp(),
});
export type MovementDto = z.infer<typeof movementDto>;

/**
 * One stock lot (GET /api/inventory/lots/{id}; its label, /inventory/lots/{id}/label): the product, the lot, what
 * is in it, where — and what of it is free to issue or transfer (a scanned lot pre-fills those).
 */
export const stockLotDto = z.object({
  id: out.id('The lot.'),
  lot_number: out.text().nullable(),
  product: z.object({ id: out.id(), product_code: out.text(), product_name: out.text(), unit: out.text() }),
  location_id: out.id(),
  location_code: out.text(),
  location_name: out.text(),
  received_date: out.date(),
  quantity_on_hand: quantity(),
  quantity_allocated: quantity(),
  quantity_available: quantity('On hand less allocated: what an issue or transfer may take from the lot.'),
});
export type StockLotDto = z.infer<typeof stockLotDto>;
