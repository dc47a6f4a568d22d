/**
 * The inventory API in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * app/api/inventory/**, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { createProductSchema } from '@/lib/products/schemas';
import type { Operation } from '@/lib/openapi/types';
import type { InventoryItemDto, InventoryLocationRow, MovementDto } from './dto';
import { inventoryListQuerySchema, itemSearchQuerySchema, movementHistory } from './list-state';
import { adjustSchema, importInventorySchema, issueSchema, receiveSchema, transferSchema } from './schemas';

export const inventoryItemExample: InventoryItemDto = {
  id: 101,
  product_id: 101,
  item_type: 'raw_material',
  item_code: 'RM-PP-C30',
  item_name: 'PP copolymer, natural',
  category: 'Resin',
  unit: 'kg',
  quantity_on_hand: 1840,
  quantity_allocated: 0,
  quantity_available: 1840,
  quantity_on_order: 0,
  unit_cost: 1.5912,
  standard_cost: 1.62,
  reorder_level: 2000,
  location_count: 2,
  stock_status: 'low_stock',
};

export const inventoryLocationExample: InventoryLocationRow = {
  id: 5120,
  fifo_order: 1,
  lot_number: 'GL-26-098',
  location_id: 1,
  location_code: 'WH-A',
  location_name: 'Main warehouse',
  location_type: 'warehouse',
  aisle: 'A',
  rack: '03',
  shelf: '2',
  bin: null,
  received_date: '2026-10-14',
  quantity_on_hand: 590,
  quantity_allocated: 0,
  quantity_available: 590,
  last_transaction_date: '2026-11-18',
};

export const receiptExample: MovementDto = {
  id: 90412,
  product_id: 101,
  movement_type: 'receipt',
  quantity: 1250,
  from_location: null,
  to_location: { id: 1, location_code: 'WH-A', location_name: 'Main warehouse' },
  lot_id: 5188,
  lots: [{ lot_id: 5188, location_id: 1, quantity: 1250 }],
  unit_cost: 1.58,
  balance_after: 3090,
  reference: 'PO-2026-0412',
  reason: null,
  notes: null,
  movement_date: '2026-11-20',
  created_by: { id: 4, name: 'Sam Ortiz' },
  created_at: '2026-11-20T14:02:11.000Z',
};

/** Movements have no URL of their own: a write's Location is the product's movement history. */
const movementWrite = { tag: 'Inventory', permission: 'inventory.write', response: 'created' } as const;

export const inventoryOperations: Operation[] = [
  { method: 'get', path: '/api/inventory/items', tag: 'Inventory', summary: 'List inventory items with stock status (paged, 25 rows by default)', query: inventoryListQuerySchema, response: 'paged', example: [inventoryItemExample] },
  {
    method: 'post',
    path: '/api/inventory/items',
    tag: 'Inventory',
    summary: 'Add an inventory item (creates the product and its empty balance)',
    permission: 'inventory.write',
    body: createProductSchema,
    bodyExample: { product_code: 'RM-PP-C30', product_name: 'PP copolymer, natural', product_type: 'raw_material', unit: 'kg', standard_cost: 1.62, reorder_level: 2000 },
    response: 'created',
    message: 'Inventory item created successfully',
  },
  { method: 'get', path: '/api/inventory/items/search', tag: 'Inventory', summary: 'The inventory item picker', query: itemSearchQuerySchema, response: 'list' },
  { method: 'get', path: '/api/inventory/export', tag: 'Inventory', summary: 'Export the inventory list as CSV (filters and order as on screen)', query: inventoryListQuerySchema, response: 'csv' },
  {
    method: 'post',
    path: '/api/inventory/import',
    tag: 'Inventory',
    summary: 'Import one batch of CSV rows (at most 1,000): which rows were imported, skipped or refused',
    description: 'Each row is judged on its own: a refused row is reported with its row number, field and why (a missing cell included), and changes nothing.',
    permission: 'inventory.write',
    body: importInventorySchema,
    bodyExample: { kind: 'items', rows: [{ row: 2, values: { product_code: 'RM-ABS-01', product_name: 'ABS natural', product_type: 'raw_material', unit: 'kg' } }] },
    response: 'record',
  },
  { method: 'get', path: '/api/inventory/stats', tag: 'Inventory', summary: 'Inventory figures (items, low and out of stock, value)', response: 'record' },
  { method: 'get', path: '/api/inventory/locations', tag: 'Inventory', summary: 'Stock locations', response: 'list' },
  {
    method: 'get',
    path: '/api/inventory/product/{id}',
    tag: 'Inventory',
    summary: 'Stock of a product by location, oldest receipt first (FIFO)',
    entities: { id: 'Product' },
    response: 'list',
    example: [inventoryLocationExample],
  },
  {
    method: 'get',
    path: '/api/inventory/lots/{id}',
    tag: 'Inventory',
    summary: 'One stock lot: its product, location and what of it is free (a scanned lot label pre-fills an issue or transfer from it)',
    entities: { id: 'Stock lot' },
    response: 'record',
  },
  {
    method: 'get',
    path: '/api/inventory/product/{id}/movements',
    tag: 'Inventory',
    summary: 'A product’s stock movements, newest first unless `sort` asks otherwise (always paged)',
    entities: { id: 'Product' },
    query: movementHistory.schema,
    response: 'paged',
    example: [receiptExample],
  },
  {
    method: 'get',
    path: '/api/inventory/product/{id}/movements/export',
    tag: 'Inventory',
    summary: 'Export a product’s stock movements as CSV (order as on screen)',
    entities: { id: 'Product' },
    query: movementHistory.exportSchema,
    response: 'csv',
  },
  {
    ...movementWrite,
    method: 'post',
    path: '/api/inventory/receipts',
    summary: 'Receive stock: a new lot at a location',
    body: receiveSchema,
    bodyExample: { product_id: 101, location_id: 1, quantity: 1250, unit_cost: 1.58, lot_number: 'GL-26-114' },
    message: 'Stock received successfully',
    example: receiptExample,
  },
  {
    ...movementWrite,
    method: 'post',
    path: '/api/inventory/issues',
    summary: 'Issue stock, FIFO from the oldest lot (or from one lot: `lot_id`, a scanned lot label)',
    body: issueSchema,
    bodyExample: { product_id: 101, quantity: 340, reference: 'WO-2026-00318' },
    message: 'Stock issued successfully',
  },
  {
    ...movementWrite,
    method: 'post',
    path: '/api/inventory/transfers',
    summary: 'Transfer stock between locations (FIFO, or one lot: `lot_id`; lots keep their dates)',
    body: transferSchema,
    bodyExample: { product_id: 101, from_location_id: 1, to_location_id: 3, quantity: 500 },
    message: 'Stock transferred successfully',
  },
  {
    ...movementWrite,
    method: 'post',
    path: '/api/inventory/adjustments',
    summary: 'Adjust stock (+ adds, − takes FIFO) with a reason',
    body: adjustSchema,
    bodyExample: { product_id: 101, location_id: 1, quantity_change: -12.5, reason: 'damaged' },
    message: 'Stock adjusted successfully',
  },
];
