/**
 * The molds API in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * app/api/molds/**, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { updates, type Operation } from '@/lib/openapi/types';
import { maintenanceHistory, moldListQuerySchema, moldSearchQuerySchema, usageHistory } from './list-state';
import { createMoldSchema, maintenanceRecordSchema, updateMoldSchema, usageRecordSchema } from './schemas';
import type { MoldCounters, MoldDetailDto } from './types';

const at = '2026-11-02T08:15:00.000Z';
const later = '2026-11-20T14:02:11.000Z';

export const moldExample: MoldDetailDto = {
  id: 12,
  mold_code: 'M-2041',
  mold_name: 'Dishwasher rack clip, 8 cavities',
  description: 'Hot runner, valve gated',
  ownership: 'customer_owned',
  cavity_count: 8,
  status: 'active',
  customer_id: 3,
  customer: { id: 3, company_name: 'Northfield Appliances Inc.', customer_code: 'CN03', contact_person: 'Dana Whitaker' },
  location: 'Rack B-04',
  storage_location: 'Rack B-04',
  maintenance_interval: 250000,
  maintenance_interval_shots: 250000,
  maintenance_interval_days: 180,
  purchase_date: '2023-05-15',
  total_shots_lifetime: 1843200,
  shots_since_maintenance: 212400,
  last_maintenance_date: '2026-09-28',
  next_maintenance_due: '2026-12-01',
  maintenance_health: 'Due Soon',
  maintenance_percent: 84.9,
  shots_remaining: 37600,
  shots_last_30_days: 29700,
  avg_daily_shots: 990,
  version: 4,
  created_at: at,
  updated_at: later,
  maintenance_history: [
    {
      id: 88,
      mold_id: 12,
      date: '2026-09-28',
      type: 'preventive',
      description: 'Cleaned vents, replaced ejector pin 3',
      technician: 'R. Alvarez',
      cost: 420,
      resets_counter: true,
      shots_at_maintenance: 1630800,
      created_at: '2026-09-28T15:40:00.000Z',
    },
  ],
  usage_history: [
    {
      id: 941,
      mold_id: 12,
      date: '2026-11-20',
      work_order: 'WO-2026-00318',
      product: 'NA-CLIP-08',
      shots_produced: 1040,
      machine: 'Press 7 (350 t)',
      operator: 'J. Kim',
      defect_rate: 0.8,
      created_at: later,
    },
  ],
  maintenance_history_total: 9,
  usage_history_total: 214,
};

export const moldBody = {
  mold_code: 'M-2041',
  mold_name: 'Dishwasher rack clip, 8 cavities',
  ownership: 'customer_owned',
  customer_id: 3,
  cavity_count: 8,
  storage_location: 'Rack B-04',
  maintenance_interval_shots: 250000,
  purchase_date: '2023-05-15',
};

/** The mold's counters as a maintenance or usage record answers them (the detail screen refreshes from these). */
const moldCountersExample: MoldCounters = {
  id: moldExample.id,
  total_shots_lifetime: moldExample.total_shots_lifetime,
  shots_since_maintenance: moldExample.shots_since_maintenance,
  last_maintenance_date: moldExample.last_maintenance_date,
  next_maintenance_due: moldExample.next_maintenance_due,
  maintenance_health: moldExample.maintenance_health,
  version: moldExample.version,
};
export const maintenanceLoggedExample = { ...moldExample.maintenance_history[0], mold: { ...moldCountersExample, shots_since_maintenance: 0, maintenance_health: 'Good' as const } };
export const usageRecordedExample = { ...moldExample.usage_history[0], mold: moldCountersExample };

export const moldOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/molds',
    tag: 'Molds',
    summary: 'List molds (the whole list, or a page)',
    query: moldListQuerySchema,
    response: 'list-or-paged',
    example: [moldExample].map(({ maintenance_history: _m, usage_history: _u, maintenance_history_total: _mt, usage_history_total: _ut, ...m }) => m),
  },
  {
    method: 'post',
    path: '/api/molds',
    tag: 'Molds',
    summary: 'Register a mold',
    description: 'Also accepts `location` for `storage_location` and `maintenance_interval` for `maintenance_interval_shots`. A customer-owned mold needs `customer_id`.',
    permission: 'molds.write',
    body: createMoldSchema,
    bodyExample: moldBody,
    response: 'created',
    message: 'Mold created successfully',
  },
  { method: 'get', path: '/api/molds/search', tag: 'Molds', summary: 'The mold picker: code or name contains `q`', query: moldSearchQuerySchema, response: 'list' },
  { method: 'get', path: '/api/molds/export', tag: 'Molds', summary: 'Export the mold list as CSV (filters as on screen)', query: moldListQuerySchema, response: 'csv' },
  {
    method: 'get',
    path: '/api/molds/{id}',
    tag: 'Molds',
    summary: 'One mold with its latest maintenance and usage history',
    entities: { id: 'Mold' },
    response: 'record',
    versioned: true,
    example: moldExample,
  },
  ...updates({
    path: '/api/molds/{id}',
    tag: 'Molds',
    summary: 'Update a mold (any subset of its fields)',
    description: 'Counters and maintenance dates are not writable here. Send `version` or `If-Match` to guard against stale writes.',
    permission: 'molds.write',
    entities: { id: 'Mold' },
    body: updateMoldSchema,
    bodyExample: { status: 'maintenance', storage_location: 'Toolroom bench 2', version: 4 },
    message: 'Mold updated successfully',
    versioned: true,
  }),
  { method: 'get', path: '/api/molds/{id}/maintenance', tag: 'Molds', summary: 'A mold’s maintenance records, newest first (or by `sort`/`dir`)', entities: { id: 'Mold' }, query: maintenanceHistory.schema, response: 'list-or-paged', example: moldExample.maintenance_history },
  { method: 'get', path: '/api/molds/{id}/maintenance/export', tag: 'Molds', summary: 'Export a mold’s maintenance records as CSV (order as on screen)', entities: { id: 'Mold' }, query: maintenanceHistory.exportSchema, response: 'csv' },
  {
    method: 'post',
    path: '/api/molds/{id}/maintenance',
    tag: 'Molds',
    summary: 'Log maintenance',
    description: 'Sets `last_maintenance_date`; preventive, corrective and repair reset the shot counter unless `resets_counter` is false. A back-dated record is history only.',
    permission: 'mold_maintenance.write',
    entities: { id: 'Mold' },
    body: maintenanceRecordSchema,
    bodyExample: { date: '2026-11-21', type: 'preventive', description: 'Cleaned vents, replaced ejector pin 3', technician: 'R. Alvarez', cost: 420 },
    response: 'created',
    message: 'Maintenance logged successfully',
    example: maintenanceLoggedExample,
  },
  { method: 'get', path: '/api/molds/{id}/usage', tag: 'Molds', summary: 'A mold’s usage records, newest first (or by `sort`/`dir`)', entities: { id: 'Mold' }, query: usageHistory.schema, response: 'list-or-paged', example: moldExample.usage_history },
  { method: 'get', path: '/api/molds/{id}/usage/export', tag: 'Molds', summary: 'Export a mold’s usage records as CSV (order as on screen)', entities: { id: 'Mold' }, query: usageHistory.exportSchema, response: 'csv' },
  {
    method: 'post',
    path: '/api/molds/{id}/usage',
    tag: 'Molds',
    summary: 'Record a production run (adds the shots to both counters)',
    description: 'Also the call of a press-counter integration.',
    permission: 'mold_usage.write',
    entities: { id: 'Mold' },
    body: usageRecordSchema,
    bodyExample: { date: '2026-11-20', work_order: 'WO-2026-00318', product: 'NA-CLIP-08', shots_produced: 1040, machine: 'Press 7 (350 t)', operator: 'J. Kim', defect_rate: 0.8 },
    response: 'created',
    message: 'Usage recorded successfully',
    example: usageRecordedExample,
  },

];
