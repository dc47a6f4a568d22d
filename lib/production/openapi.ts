/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { importInventoryBody } from '@/lib/inventory/import';
import { inventoryListQuery } from '@/lib/inventory/items';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { MACHINE_SORT, REPORT_SORT } from '@/lib/production/list-state';
import { createMachineSchema, createWorkOrderSchema, productionReportSchema, updateMachineSchema, updateWorkOrderSchema, workOrderListQuerySchema } from '@/lib/production/schemas';
import { createProductSchema } from '@/lib/products/schemas';
import { MOVEMENT_SORT } from '@/lib/stock/list-state';
import { adjustSchema, issueSchema, receiveSchema, transferSchema } from '@/lib/stock/schemas';
import { z } from 'zod';
import { paging, optionalPaging, cursorPaging } from '@/lib/openapi/legacy-params';
import { updates, type Operation } from '@/lib/openapi/types';

const inventoryItemsQuery = inventoryListQuery.extend({ search: z.string().optional().meta({ description: 'Product code, name or description (also `q`).' }) });

export const productionOperations: Operation[] = [
  { method: 'get', path: '/api/production/work-orders', tag: 'Production', summary: 'List work orders, newest first (the whole list, or a page)', query: workOrderListQuerySchema.extend(optionalPaging.shape).extend(cursorPaging), response: 'list-or-paged' },
  {
    method: 'post',
    path: '/api/production/work-orders',
    tag: 'Production',
    summary: 'Plan a work order (status scheduled, number WO-YYYY-NNNNN)',
    description: 'A mold that is not active → 422 on `mold_id`.',
    permission: 'work_orders.write',
    body: createWorkOrderSchema,
    bodyExample: { product_id: 40, mold_id: 12, machine_id: 7, quantity_planned: 50000, priority: 'high', target_date: '2026-12-10' },
    response: 'created',
    message: 'Work order created successfully',
  },
  { method: 'get', path: '/api/production/work-orders/export', tag: 'Production', summary: 'Export the work-order list as CSV (filters and order as on screen)', query: workOrderListQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/production/work-orders/{id}', tag: 'Production', summary: 'One work order with its latest reports', entities: { id: 'Work order' }, response: 'record', versioned: true, example: ex.workOrderExample },
  ...updates({
    path: '/api/production/work-orders/{id}',
    tag: 'Production',
    summary: 'Update a work order’s plan and/or move its status',
    description: 'Planning fields need work_orders.write (Planning); a `status` move needs work_orders.status (Production). A completed order cannot be changed.',
    permission: ['work_orders.write', 'work_orders.status'],
    entities: { id: 'Work order' },
    body: updateWorkOrderSchema,
    bodyExample: { status: 'in_progress', version: 2 },
    message: 'Work order updated successfully',
    versioned: true,
  }),
  { method: 'get', path: '/api/production/work-orders/{id}/reports', tag: 'Production', summary: 'A work order’s production reports, newest first (or by `sort`/`dir`)', entities: { id: 'Work order' }, query: optionalPaging.extend(sortQuerySchema(REPORT_SORT).shape), response: 'list-or-paged' },
  { method: 'get', path: '/api/production/work-orders/{id}/reports/export', tag: 'Production', summary: 'Export a work order’s production reports as CSV (order as on screen)', entities: { id: 'Work order' }, query: sortQuerySchema(REPORT_SORT), response: 'csv' },
  {
    method: 'post',
    path: '/api/production/work-orders/{id}/reports',
    tag: 'Production',
    summary: 'Report production on an order in progress (adds shots to the mold’s counters)',
    permission: 'production_reports.write',
    entities: { id: 'Work order' },
    body: productionReportSchema,
    bodyExample: { shots: 1040, good_parts: 8250, scrap_parts: 70, operator: 'J. Kim' },
    response: 'created',
    message: 'Production reported successfully',
  },
  { method: 'get', path: '/api/production/stats', tag: 'Production', summary: 'Work-order statistics (total, active, completed today, average efficiency)', response: 'record' },
  { method: 'get', path: '/api/machines', tag: 'Machines', summary: 'List machines (presses), by number (or `sort`/`dir`)', query: sortQuerySchema(MACHINE_SORT), response: 'list' },
  { method: 'get', path: '/api/machines/export', tag: 'Machines', summary: 'Export the machines as CSV (in the order asked)', query: sortQuerySchema(MACHINE_SORT), response: 'csv' },
  {
    method: 'post',
    path: '/api/machines',
    tag: 'Machines',
    summary: 'Add a machine',
    permission: 'machines.write',
    body: createMachineSchema,
    bodyExample: { machine_number: 'P-07', machine_name: 'Press 7 (350 t)', tonnage: 350, hourly_rate: 62 },
    response: 'created',
    message: 'Machine created successfully',
  },
  { method: 'get', path: '/api/machines/{id}', tag: 'Machines', summary: 'One machine', entities: { id: 'Machine' }, response: 'record', versioned: true },
  ...updates({
    path: '/api/machines/{id}',
    tag: 'Machines',
    summary: 'Update a machine (status changes may give a reason)',
    permission: 'machines.write',
    entities: { id: 'Machine' },
    body: updateMachineSchema,
    bodyExample: { status: 'maintenance', reason: 'Hydraulic leak on clamp unit' },
    message: 'Machine updated successfully',
    versioned: true,
  }),
  { method: 'get', path: '/api/shop-floor/machines', tag: 'Machines', summary: 'The shop floor board: every machine with its current job', response: 'list' },
  { method: 'get', path: '/api/shop-floor/jobs', tag: 'Machines', summary: 'Jobs in progress with machine, mold and progress', response: 'list' },
  { method: 'get', path: '/api/shop-floor/stats', tag: 'Machines', summary: 'Shop floor figures', response: 'record' },
  { method: 'get', path: '/api/inventory/items', tag: 'Inventory', summary: 'List inventory items with stock status (paged)', query: inventoryItemsQuery.extend(paging).extend(cursorPaging), response: 'paged', example: [ex.inventoryItemExample] },
  { method: 'post', path: '/api/inventory/items', tag: 'Inventory', summary: 'Add an inventory item (creates the product and its empty balance)', permission: 'inventory.write', body: createProductSchema, bodyExample: { product_code: 'RM-PP-C30', product_name: 'PP copolymer, natural', product_type: 'raw_material', unit: 'kg', standard_cost: 1.62, reorder_level: 2000 }, response: 'created', message: 'Inventory item created successfully' },
  { method: 'get', path: '/api/inventory/export', tag: 'Inventory', summary: 'Export the inventory list as CSV (filters as on screen)', query: inventoryItemsQuery, response: 'csv' },
  { method: 'post', path: '/api/inventory/import', tag: 'Inventory', summary: 'Import one batch of CSV rows (at most 1,000): which rows were imported, skipped or refused', permission: 'inventory.write', body: importInventoryBody, bodyExample: { kind: 'items', rows: [{ row: 2, values: { product_code: 'RM-ABS-01', product_name: 'ABS natural', product_type: 'raw_material', unit: 'kg' } }] }, response: 'record' },
  { method: 'get', path: '/api/inventory/stats', tag: 'Inventory', summary: 'Inventory figures (items, low and out of stock, value)', response: 'record' },
  { method: 'get', path: '/api/inventory/locations', tag: 'Inventory', summary: 'Stock locations', response: 'list' },
  { method: 'get', path: '/api/inventory/product/{id}/movements', tag: 'Inventory', summary: 'A product’s stock movements, newest first unless `sort` asks otherwise (paged)', entities: { id: 'Product' }, query: z.object(paging).extend(sortQuerySchema(MOVEMENT_SORT).shape), response: 'paged' },
  { method: 'get', path: '/api/inventory/product/{id}/movements/export', tag: 'Inventory', summary: 'Export a product’s stock movements as CSV (order as on screen)', entities: { id: 'Product' }, query: sortQuerySchema(MOVEMENT_SORT), response: 'csv' },
  { method: 'post', path: '/api/inventory/receipts', tag: 'Inventory', summary: 'Receive stock: a new lot at a location', permission: 'inventory.write', body: receiveSchema, bodyExample: { product_id: 101, location_id: 1, quantity: 1250, unit_cost: 1.58, lot_number: 'GL-26-114' }, response: 'created', message: 'Stock received successfully' },
  { method: 'post', path: '/api/inventory/issues', tag: 'Inventory', summary: 'Issue stock, FIFO from the oldest lot', permission: 'inventory.write', body: issueSchema, bodyExample: { product_id: 101, quantity: 340, reference: 'WO-2026-00318' }, response: 'created', message: 'Stock issued successfully' },
  { method: 'post', path: '/api/inventory/transfers', tag: 'Inventory', summary: 'Transfer stock between locations (FIFO, lots keep their dates)', permission: 'inventory.write', body: transferSchema, bodyExample: { product_id: 101, from_location_id: 1, to_location_id: 3, quantity: 500 }, response: 'created', message: 'Stock transferred successfully' },
  { method: 'post', path: '/api/inventory/adjustments', tag: 'Inventory', summary: 'Adjust stock (+ adds, − takes FIFO) with a reason', permission: 'inventory.write', body: adjustSchema, bodyExample: { product_id: 101, location_id: 1, quantity_change: -12.5, reason: 'damaged' }, response: 'created', message: 'Stock adjusted successfully' },
];
