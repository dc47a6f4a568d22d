import { z } from 'zod';
import { MACHINE_STATUSES } from '@/lib/machines/constants';
import { MAINTENANCE_HEALTH } from '@/lib/molds/health';
import { moldCountersDto } from '@/lib/molds/types';
import { out, timestamps } from '@/lib/validation/output';
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from './constants';

/**
 * The JSON shapes of the production API (client-safe). Each DTO is a zod schema — the OpenAPI document shows it
 * (lib/openapi/responses.ts) and tests validate real answers against it — and its type is inferred from it.
 */

const productRef = z.object({ id: out.id(), product_code: out.text(), product_name: out.text() });
const moldRef = z.object({ id: out.id(), mold_code: out.text(), mold_name: out.text() });
const machineRef = z.object({ id: out.id(), machine_number: out.text(), machine_name: out.text() });
const progress = out.number('quantity_completed ÷ quantity_planned, %, 1 decimal, at most 100.');

export const workOrderDto = z.object({
  id: out.id(),
  work_order_number: out.text('WO-YYYY-NNNNN.'),
  product_id: out.id(),
  mold_id: out.id(),
  machine_id: out.id().nullable(),
  product: productRef,
  mold: moldRef,
  machine: machineRef.nullable(),
  quantity_planned: out.count('Parts.'),
  quantity_completed: out.count('Good parts reported.'),
  quantity_scrap: out.count('Scrap parts reported.'),
  shots_total: out.count('Shots reported.'),
  progress,
  status: out.enum(WORK_ORDER_STATUSES),
  priority: out.enum(WORK_ORDER_PRIORITIES),
  target_date: out.date(),
  cycle_time_seconds: out.number('Seconds per shot (the product’s).').nullable(),
  cavity_count: out.count('Parts per shot (the mold’s cavities).'),
  expected_run_hours: out.number('⌈planned ÷ cavities⌉ × cycle time, hours.').nullable(),
  notes: out.text().nullable(),
  started_at: out.timestamp().nullable(),
  completed_at: out.timestamp().nullable(),
  version: out.version(),
  ...timestamps,
});
export type WorkOrderDto = z.infer<typeof workOrderDto>;

export const productionReportDto = z.object({
  id: out.id(),
  work_order_id: out.id(),
  machine_id: out.id().nullable(),
  shots: out.count('Shots of this report.'),
  good_parts: out.count(),
  scrap_parts: out.count(),
  defect_rate: out.number('scrap ÷ (good + scrap), %.'),
  operator: out.text().nullable(),
  notes: out.text().nullable(),
  reported_at: out.timestamp(),
  created_by: out.id('The user who reported.').nullable(),
});
export type ProductionReportDto = z.infer<typeof productionReportDto>;

export const workOrderMoldHealthDto = z.object({
  id: out.id(),
  mold_code: out.text(),
  mold_name: out.text(),
  status: out.text(),
  total_shots_lifetime: out.count('Shots.'),
  shots_since_maintenance: out.count('Shots.'),
  maintenance_interval_shots: out.count('Shots.').nullable(),
  maintenance_health: out.enum(MAINTENANCE_HEALTH),
});
export type WorkOrderMoldHealth = z.infer<typeof workOrderMoldHealthDto>;

export const workOrderDetailDto = workOrderDto.extend({
  mold_health: workOrderMoldHealthDto,
  reports: z.array(productionReportDto).meta({ description: 'The latest reports, newest first.' }),
  reports_total: out.count('All reports of the order.'),
});
export type WorkOrderDetailDto = z.infer<typeof workOrderDetailDto>;

export const productionStatsDto = z.object({
  total_work_orders: out.count(),
  active_work_orders: out.count('In progress.'),
  completed_today: out.count('Completed since the plant’s midnight.'),
  avg_efficiency: out.number('Average of completed ÷ planned over the orders, %.'),
  by_status: z.record(z.enum(WORK_ORDER_STATUSES), out.count()).meta({ description: 'Orders per status (the filter buttons’ counts).' }),
});
export type ProductionStats = z.infer<typeof productionStatsDto>;

export const machineDto = z.object({
  id: out.id(),
  machine_number: out.text(),
  machine_name: out.text(),
  tonnage: out.count('Clamp force, t.').nullable(),
  status: out.enum(MACHINE_STATUSES),
  hourly_rate: out.number('Plant currency per hour of press time.'),
  version: out.version(),
  ...timestamps,
});
export type MachineDto = z.infer<typeof machineDto>;

export const shopFloorMachineDto = machineDto.extend({
  current_work_order: z.object({ id: out.id(), work_order_number: out.text(), progress }).nullable(),
  operator: out.text('Of the latest report today.').nullable(),
  efficiency: out.number('Good ÷ all parts reported today, %; null when the press reported nothing today.').nullable(),
  uptime_today: out.number('Hours in `running` since the plant’s midnight.'),
});
export type ShopFloorMachine = z.infer<typeof shopFloorMachineDto>;

export const shopFloorJobDto = z.object({
  id: out.id(),
  work_order_number: out.text(),
  product: productRef,
  mold: moldRef.extend({ maintenance_health: out.enum(MAINTENANCE_HEALTH), shots_since_maintenance: out.count('Shots.') }),
  machine: machineRef.nullable(),
  quantity_planned: out.count('Parts.'),
  quantity_completed: out.count('Parts.'),
  progress,
  priority: out.enum(WORK_ORDER_PRIORITIES),
  target_date: out.date(),
  started_at: out.timestamp().nullable(),
});
export type ShopFloorJob = z.infer<typeof shopFloorJobDto>;

export const shopFloorStatsDto = z.object({
  total_machines: out.count(),
  active_machines: out.count('Running.'),
  active_jobs: out.count('Orders in progress.'),
  avg_efficiency: out.number('Good ÷ all parts reported today over the presses, %.'),
});
export type ShopFloorStats = z.infer<typeof shopFloorStatsDto>;

/** What a production report did to stock: the materials issued (FIFO) and the finished goods received. */
export const reportStockDto = z.object({
  issued: z.array(z.object({ product_id: out.id(), product_code: out.text(), quantity: out.number('In `unit`.'), unit: out.text(), movement_id: out.id() })),
  received: z.object({ quantity: out.number('Good parts received.'), location_id: out.id(), location_code: out.text(), movement_id: out.id() }).nullable(),
  note: out.text('Why nothing was received, when nothing was (no storage location set up yet).').nullable(),
});
export type ReportStock = z.infer<typeof reportStockDto>;

/** POST /api/production/work-orders/{id}/reports: the report, the order and the mold after it, and the stock moved. */
export const reportResultDto = productionReportDto.extend({ work_order: workOrderDto, mold: moldCountersDto, stock: reportStockDto });
export type ReportResult = z.infer<typeof reportResultDto>;
