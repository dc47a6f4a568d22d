/**
 * The maintenance API in the OpenAPI document: one entry per method and path of app/api/maintenance/**, naming the
 * schemas the routes parse (CONTRACT §12).
 */
import type { Operation } from '@/lib/openapi/types';
import type { ForecastRow, MaintenanceWorkOrderDto } from './dto';
import { forecastQuerySchema, maintenanceListQuerySchema } from './list-state';
import { cancelMaintenanceSchema, completeMaintenanceSchema, createMaintenanceSchema, startMaintenanceSchema } from './schemas';

const at = '2026-11-20T06:00:00.000Z';

export const maintenanceExample: MaintenanceWorkOrderDto = {
  id: 31,
  maintenance_number: 'MWO-2026-00031',
  asset_type: 'mold',
  asset_id: 12,
  asset: { id: 12, code: 'M-2041', name: 'Dishwasher rack clip, 8 cavities', status: 'active' },
  type: 'preventive',
  priority: 'medium',
  status: 'open',
  trigger: 'shots',
  due_date: '2026-12-01',
  overdue: false,
  description: 'Preventive maintenance of M-2041: Due Soon by shots since maintenance.',
  assigned_to_user_id: 9,
  assigned_to: { id: 9, name: 'R. Alvarez' },
  issue_code: null,
  fix_code: null,
  completed_date: null,
  technician: null,
  cost: null,
  notes: null,
  maintenance_record_id: null,
  started_at: null,
  completed_at: null,
  cancelled_at: null,
  created_by: null,
  version: 1,
  created_at: at,
  updated_at: at,
};

const forecastExample: ForecastRow[] = [
  { asset_type: 'mold', asset_id: 12, asset_code: 'M-2041', asset_name: 'Dishwasher rack clip, 8 cavities', predicted_due_date: '2026-12-01', trigger: 'shots', open_work_order_id: 31 },
  { asset_type: 'machine', asset_id: 7, asset_code: 'P-07', asset_name: 'Press 7 (350 t)', predicted_due_date: '2026-12-14', trigger: 'days', open_work_order_id: null },
];

const ID = { id: 'Maintenance work order' };

export const maintenanceOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/maintenance/work-orders',
    tag: 'Maintenance',
    summary: 'List maintenance work orders, soonest due first (the paginator)',
    query: maintenanceListQuerySchema,
    response: 'paged',
    example: [maintenanceExample],
  },
  {
    method: 'post',
    path: '/api/maintenance/work-orders',
    tag: 'Maintenance',
    summary: 'Raise a maintenance work order by hand (status open, trigger manual or breakdown)',
    description: 'One open or in-progress order per asset: a second → 422 on `asset_id`.',
    permission: 'maintenance.write',
    body: createMaintenanceSchema,
    bodyExample: { asset_type: 'mold', asset_id: 12, type: 'corrective', priority: 'high', due_date: '2026-11-28', description: 'Flash on cavity 3' },
    response: 'created',
    message: 'Maintenance work order created successfully',
  },
  { method: 'get', path: '/api/maintenance/work-orders/export', tag: 'Maintenance', summary: 'Export the maintenance list as CSV (filters and order as on screen)', query: maintenanceListQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/maintenance/work-orders/{id}', tag: 'Maintenance', summary: 'One maintenance work order', entities: ID, response: 'record', versioned: true, example: maintenanceExample },
  {
    method: 'post',
    path: '/api/maintenance/work-orders/{id}/start',
    tag: 'Maintenance',
    summary: 'Start: the mold or press goes to `maintenance` (no production until completed)',
    description: 'Only an open order; 422 while a production work order runs on the asset.',
    permission: 'maintenance.write',
    entities: ID,
    body: startMaintenanceSchema,
    bodyExample: { assigned_to_user_id: 9 },
    response: 'updated',
    message: 'Maintenance work order started',
    versioned: true,
  },
  {
    method: 'post',
    path: '/api/maintenance/work-orders/{id}/complete',
    tag: 'Maintenance',
    summary: 'Complete: the mold’s maintenance record, parts issued FIFO, the asset back in service — one transaction',
    description: 'A part short of stock → 422 on `parts.N.quantity` and nothing changes.',
    permission: 'maintenance.write',
    entities: ID,
    body: completeMaintenanceSchema,
    bodyExample: { completed_date: '2026-11-27', technician: 'R. Alvarez', cost: 180, issue_code: 'worn_ejector_pin', fix_code: 'replace_pin', parts: [{ product_id: 88, quantity: 2 }] },
    response: 'updated',
    message: 'Maintenance work order completed',
    versioned: true,
  },
  {
    method: 'post',
    path: '/api/maintenance/work-orders/{id}/cancel',
    tag: 'Maintenance',
    summary: 'Cancel an open or in-progress order (the asset back in service)',
    permission: 'maintenance.write',
    entities: ID,
    body: cancelMaintenanceSchema,
    bodyExample: { reason: 'Raised twice by mistake' },
    response: 'updated',
    message: 'Maintenance work order cancelled',
    versioned: true,
  },
  {
    method: 'get',
    path: '/api/maintenance/forecast',
    tag: 'Maintenance',
    summary: 'Molds and presses predicted to come due within `days`, soonest first',
    query: forecastQuerySchema,
    response: 'list',
    example: forecastExample,
  },
  {
    method: 'post',
    path: '/api/maintenance/sweep',
    tag: 'Maintenance',
    summary: 'Raise every work order a shots, days or hours trigger calls for (Admin only; also run daily by the server)',
    permission: 'maintenance.sweep',
    response: 'updated',
    message: 'N maintenance work orders raised',
    example: { raised: 2, ids: [40, 41] },
  },
];
