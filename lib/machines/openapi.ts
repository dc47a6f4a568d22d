/**
 * The presses and the shop floor board in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method
 * and path of app/api/machines/** and app/api/shop-floor/**, naming the schemas the routes parse.
 * tests/api/openapi.test.ts fails while a route has no entry.
 */
import { updates, type Operation } from '@/lib/openapi/types';
import type { MachineDto, ShopFloorJob, ShopFloorMachine, ShopFloorPress, ShopFloorStats } from './dto';
import { machineListQuerySchema } from './list-state';
import { createMachineSchema, updateMachineSchema } from './schemas';

const at = '2026-11-02T08:15:00.000Z';
const later = '2026-11-20T14:02:11.000Z';

export const machineExample: MachineDto = {
  id: 7,
  machine_number: 'P-07',
  machine_name: 'Press 7 (350 t)',
  tonnage: 350,
  status: 'running',
  hourly_rate: 62,
  maintenance_interval_hours: 2000,
  maintenance_interval_days: 90,
  last_maintenance_date: '2026-10-02',
  version: 3,
  created_at: at,
  updated_at: later,
};

const shopFloorMachineExample: ShopFloorMachine = {
  ...machineExample,
  current_work_order: { id: 318, work_order_number: 'WO-2026-00318', progress: 16.5 },
  operator: 'J. Kim',
  efficiency: 99.2,
  uptime_today: 7.75,
  oee_today: 0.7409,
  downtime: null,
};

const shopFloorJobExample: ShopFloorJob = {
  id: 318,
  work_order_number: 'WO-2026-00318',
  product: { id: 40, product_code: 'NA-CLIP-08', product_name: 'Rack clip, grey' },
  mold: { id: 12, mold_code: 'M-2041', mold_name: 'Dishwasher rack clip, 8 cavities', maintenance_health: 'Due Soon', shots_since_maintenance: 212400 },
  machine: { id: 7, machine_number: 'P-07', machine_name: 'Press 7 (350 t)' },
  quantity_planned: 50000,
  quantity_completed: 8250,
  quantity_scrap: 41,
  cavity_count: 8,
  progress: 16.5,
  priority: 'high',
  target_date: '2026-12-10',
  started_at: '2026-11-20T06:00:00.000Z',
};

const shopFloorPressExample: ShopFloorPress = { press: shopFloorMachineExample, job: shopFloorJobExample };

const shopFloorStatsExample: ShopFloorStats = { total_machines: 12, active_machines: 9, active_jobs: 9, avg_efficiency: 97.4 };

export const machineOperations: Operation[] = [
  { method: 'get', path: '/api/machines', tag: 'Machines', summary: 'List machines (presses), by number (or `sort`/`dir`)', query: machineListQuerySchema, response: 'list', example: [machineExample] },
  { method: 'get', path: '/api/machines/export', tag: 'Machines', summary: 'Export the machines as CSV (in the order asked)', query: machineListQuerySchema, response: 'csv' },
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
  { method: 'get', path: '/api/machines/{id}', tag: 'Machines', summary: 'One machine', entities: { id: 'Machine' }, response: 'record', versioned: true, example: machineExample },
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
  { method: 'get', path: '/api/shop-floor/machines', tag: 'Machines', summary: 'The shop floor board: every machine with its current job', response: 'list', example: [shopFloorMachineExample] },
  {
    method: 'get',
    path: '/api/shop-floor/machines/{id}',
    tag: 'Machines',
    summary: 'One press as the board shows it, with the job running on it (the press view)',
    entities: { id: 'Machine' },
    response: 'record',
    example: shopFloorPressExample,
  },
  { method: 'get', path: '/api/shop-floor/jobs', tag: 'Machines', summary: 'Jobs in progress with machine, mold and progress', response: 'list', example: [shopFloorJobExample] },
  { method: 'get', path: '/api/shop-floor/stats', tag: 'Machines', summary: 'Shop floor figures', response: 'record', example: shopFloorStatsExample },
];
