/**
 * The production API in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * app/api/production/**, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no
 * entry. (The presses and the shop floor: lib/machines/openapi.ts. The inventory entries at the end came here with
 * the mechanical split of lib/openapi/operations.ts and belong to the inventory module.)
 */
import * as ex from '@/lib/openapi/examples';
import { importInventoryBody } from '@/lib/inventory/import';
import { inventoryListQuery } from '@/lib/inventory/items';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { createProductSchema } from '@/lib/products/schemas';
import { MOVEMENT_SORT } from '@/lib/stock/list-state';
import { adjustSchema, issueSchema, receiveSchema, transferSchema } from '@/lib/stock/schemas';
import { z } from 'zod';
import { paging, cursorPaging } from '@/lib/openapi/legacy-params';
import { updates, type Operation } from '@/lib/openapi/types';
import type { WorkOrderDetailDto } from './dto';
import { workOrderListQuerySchema, workOrderReports } from './list-state';
import { createWorkOrderSchema, productionReportSchema, updateWorkOrderSchema } from './schemas';

const inventoryItemsQuery = inventoryListQuery.extend({ search: z.string().optional().meta({ description: 'Product code, name or description (also `q`).' }) });

const at = '2026-11-02T08:15:00.000Z';
const later = '2026-11-20T14:02:11.000Z';

export const workOrderExample: WorkOrderDetailDto = {
  id: 318,
  work_order_number: 'WO-2026-00318',
  product_id: 40,
  mold_id: 12,
  machine_id: 7,
  product: { id: 40, product_code: 'NA-CLIP-08', product_name: 'Rack clip, grey' },
  mold: { id: 12, mold_code: 'M-2041', mold_name: 'Dishwasher rack clip, 8 cavities' },
  machine: { id: 7, machine_number: 'P-07', machine_name: 'Press 7 (350 t)' },
  quantity_planned: 50000,
  quantity_completed: 8250,
  quantity_scrap: 70,
  shots_total: 1040,
  progress: 16.5,
  status: 'in_progress',
  priority: 'high',
  target_date: '2026-12-10',
  cycle_time_seconds: 22.5,
  cavity_count: 8,
  expected_run_hours: 39.06,
  notes: null,
  started_at: '2026-11-20T06:00:00.000Z',
  completed_at: null,
  version: 3,
  created_at: at,
  updated_at: later,
  mold_health: {
    id: 12,
    mold_code: 'M-2041',
    mold_name: 'Dishwasher rack clip, 8 cavities',
    status: 'active',
    total_shots_lifetime: 1843200,
    shots_since_maintenance: 212400,
    maintenance_interval_shots: 250000,
    maintenance_health: 'Due Soon',
  },
  reports: [
    {
      id: 1207,
      work_order_id: 318,
      machine_id: 7,
      shots: 1040,
      good_parts: 8250,
      scrap_parts: 70,
      defect_rate: 0.84,
      operator: 'J. Kim',
      notes: null,
      reported_at: later,
      created_by: 6,
    },
  ],
  reports_total: 1,
};

export const productionOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/production/work-orders',
    tag: 'Production',
    summary: 'List work orders, newest first (the whole list, or a page)',
    description: 'Without `page` or `cursor`: the whole filtered list (at most 1,000 orders); with `page`: the paginator.',
    query: workOrderListQuerySchema,
    response: 'list-or-paged',
    example: [workOrderExample].map(({ mold_health: _h, reports: _r, reports_total: _t, ...order }) => order),
  },
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
  { method: 'get', path: '/api/production/work-orders/{id}', tag: 'Production', summary: 'One work order with its latest reports', entities: { id: 'Work order' }, response: 'record', versioned: true, example: workOrderExample },
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
  {
    method: 'get',
    path: '/api/production/work-orders/{id}/reports',
    tag: 'Production',
    summary: 'A work order’s production reports, newest first (or by `sort`/`dir`)',
    entities: { id: 'Work order' },
    query: workOrderReports.schema,
    response: 'list-or-paged',
    example: workOrderExample.reports,
  },
  { method: 'get', path: '/api/production/work-orders/{id}/reports/export', tag: 'Production', summary: 'Export a work order’s production reports as CSV (order as on screen)', entities: { id: 'Work order' }, query: workOrderReports.exportSchema, response: 'csv' },
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
