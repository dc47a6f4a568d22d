import { z } from 'zod';
import { DOWNTIME_CATEGORIES, DOWNTIME_REASONS } from '@/lib/oee/constants';
import type { machines } from '@/db/schema';
import { isoTimestamp } from '@/lib/dates';
import { MAINTENANCE_HEALTH } from '@/lib/molds/health';
import { machineRef, moldRef, productRef, progress } from '@/lib/production/dto';
import { WORK_ORDER_PRIORITIES } from '@/lib/production/constants';
import { out, timestamps } from '@/lib/validation/output';
import { MACHINE_STATUSES } from './constants';

/**
 * The JSON shapes of the presses and the shop floor board (client-safe) and the row → DTO mapping. Each DTO is a zod
 * schema — the OpenAPI document shows it (lib/openapi/responses.ts) and tests validate real answers against it.
 */

export const machineDto = z.object({
  id: out.id(),
  machine_number: out.text(),
  machine_name: out.text(),
  tonnage: out.count('Clamp force, t.').nullable(),
  status: out.enum(MACHINE_STATUSES),
  hourly_rate: out.number('Plant currency per hour of press time.'),
  maintenance_interval_hours: out.count('Running hours between preventive maintenance; null = none.').nullable(),
  maintenance_interval_days: out.count('Days between preventive maintenance; null = none.').nullable(),
  last_maintenance_date: out.date('When its last maintenance work order was completed.').nullable(),
  version: out.version(),
  ...timestamps,
});
export type MachineDto = z.infer<typeof machineDto>;

export const shopFloorMachineDto = machineDto.extend({
  current_work_order: z.object({ id: out.id(), work_order_number: out.text(), progress }).nullable(),
  operator: out.text('Of the latest report today.').nullable(),
  efficiency: out.number('Good ÷ all parts reported today, %; null when the press reported nothing today.').nullable(),
  uptime_today: out.number('Hours in `running` since the plant’s midnight.'),
  oee_today: out.number('OEE since the plant’s midnight (GET /api/oee for the day), a fraction; null without planned time or parts.').nullable(),
  downtime: z
    .object({ id: out.id(), reason_code: out.enum(DOWNTIME_REASONS), reason_label: out.text(), category: out.enum(DOWNTIME_CATEGORIES), started_at: out.timestamp() })
    .nullable()
    .meta({ description: 'The open downtime event (why the press is stopped), null when none.' }),
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
  quantity_scrap: out.count('Parts.'),
  cavity_count: out.count('Parts per shot (the mold’s cavities).'),
  progress,
  priority: out.enum(WORK_ORDER_PRIORITIES),
  target_date: out.date(),
  started_at: out.timestamp().nullable(),
});
export type ShopFloorJob = z.infer<typeof shopFloorJobDto>;

export const shopFloorPressDto = z.object({
  press: shopFloorMachineDto,
  job: shopFloorJobDto.nullable().meta({ description: 'The order running on the press (its current work order), null when none.' }),
});
export type ShopFloorPress = z.infer<typeof shopFloorPressDto>;

export const shopFloorStatsDto = z.object({
  total_machines: out.count(),
  active_machines: out.count('Running.'),
  active_jobs: out.count('Orders in progress.'),
  avg_efficiency: out.number('Good ÷ all parts reported today over the presses, %.'),
});
export type ShopFloorStats = z.infer<typeof shopFloorStatsDto>;

/** A press as stored. */
export type MachineRow = typeof machines.$inferSelect;

export function toMachineDto(m: MachineRow): MachineDto {
  return {
    id: m.id,
    machine_number: m.machineNumber,
    machine_name: m.machineName,
    tonnage: m.tonnage,
    status: m.status,
    hourly_rate: Number(m.hourlyRate),
    maintenance_interval_hours: m.maintenanceIntervalHours ?? null,
    maintenance_interval_days: m.maintenanceIntervalDays ?? null,
    last_maintenance_date: m.lastMaintenanceDate ?? null,
    version: m.version,
    created_at: isoTimestamp(m.createdAt) ?? String(m.createdAt),
    updated_at: isoTimestamp(m.updatedAt) ?? String(m.updatedAt),
  };
}
