/**
 * The production API in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * app/api/production/**, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no
 * entry. (The presses and the shop floor: lib/machines/openapi.ts.)
 */
import { updates, type Operation } from '@/lib/openapi/types';
import type { WorkOrderDetailDto } from './dto';
import { workOrderListQuerySchema, workOrderReports } from './list-state';
import { createWorkOrderSchema, productionReportSchema, updateWorkOrderSchema } from './schemas';


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
  sales_order: null,
  sales_order_line_id: null,
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
];
