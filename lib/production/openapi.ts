/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { MACHINE_SORT, REPORT_SORT } from '@/lib/production/list-state';
import { createMachineSchema, createWorkOrderSchema, productionReportSchema, updateMachineSchema, updateWorkOrderSchema, workOrderListQuerySchema } from '@/lib/production/schemas';
import { optionalPaging, cursorPaging } from '@/lib/openapi/legacy-params';
import { updates, type Operation } from '@/lib/openapi/types';

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
];
