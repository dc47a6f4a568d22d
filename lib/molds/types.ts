import { z } from 'zod';
import { out, timestamps } from '@/lib/validation/output';
import { MAINTENANCE_TYPES, MOLD_OWNERSHIPS, MOLD_STATUSES } from './constants';
import { MAINTENANCE_HEALTH } from './health';

/**
 * The JSON shapes of the molds API (client-safe). Each DTO is a zod schema — the OpenAPI document shows it
 * (lib/openapi/responses.ts) and tests validate real answers against it — and its type is inferred from it.
 */

export const moldCustomerDto = z.object({
  id: out.id(),
  company_name: out.text(),
  customer_code: out.text(),
  contact_person: out.text().nullable(),
});
export type MoldCustomer = z.infer<typeof moldCustomerDto>;

const health = out.enum(MAINTENANCE_HEALTH, 'From shots since maintenance ÷ interval: Due Soon from 90 %, Overdue from 100 %; Not Set without an interval.');

export const moldDto = z.object({
  id: out.id(),
  mold_code: out.text(),
  mold_name: out.text(),
  description: out.text().nullable(),
  ownership: out.enum(MOLD_OWNERSHIPS),
  cavity_count: out.count('Cavities (parts per shot).'),
  status: out.enum(MOLD_STATUSES),
  customer_id: out.id('The owning customer (customer-owned molds).').nullable(),
  customer: moldCustomerDto.nullable().meta({ description: 'The owning customer, embedded; null when none.' }),
  location: out.text('Same value as storage_location (the spec’s display name).').nullable(),
  storage_location: out.text().nullable(),
  maintenance_interval: out.count('Same value as maintenance_interval_shots (the spec’s display name), in shots.').nullable(),
  maintenance_interval_shots: out.count('Shots between preventive maintenance; null = no interval.').nullable(),
  maintenance_interval_days: out.count('Days between preventive maintenance (whichever of shots or days comes first); null = none.').nullable(),
  purchase_date: out.date().nullable(),
  total_shots_lifetime: out.count('Shots over the mold’s life.'),
  shots_since_maintenance: out.count('Shots since the last counter-resetting maintenance.'),
  last_maintenance_date: out.date().nullable(),
  next_maintenance_due: out.date('Predicted from the last 30 days of usage, computed when read (always right for today).').nullable(),
  maintenance_health: health,
  maintenance_percent: out.number('Shots since maintenance as % of the interval (rounded down, 1 decimal); null without an interval.').nullable(),
  shots_remaining: out.int('Shots left until the interval (negative when overdue); null without an interval.').nullable(),
  shots_last_30_days: out.count('Shots in usage records dated within the last 30 days.'),
  avg_daily_shots: out.number('shots_last_30_days ÷ 30, shots per day.'),
  version: out.version(),
  ...timestamps,
});
export type MoldDto = z.infer<typeof moldDto>;

export const maintenanceRecordDto = z.object({
  id: out.id(),
  mold_id: out.id(),
  date: out.date(),
  type: out.enum(MAINTENANCE_TYPES),
  description: out.text().nullable(),
  technician: out.text().nullable(),
  cost: out.number('Plant currency; 0 when not given.'),
  resets_counter: out.bool('Whether this record reset the shot counter (false for a back-dated record).'),
  shots_at_maintenance: out.count('shots_since_maintenance when the record was logged.'),
  created_at: out.timestamp(),
});
export type MaintenanceRecordDto = z.infer<typeof maintenanceRecordDto>;

export const usageRecordDto = z.object({
  id: out.id(),
  mold_id: out.id(),
  date: out.date(),
  work_order: out.text().nullable(),
  product: out.text().nullable(),
  shots_produced: out.count('Shots of this run.'),
  machine: out.text().nullable(),
  operator: out.text().nullable(),
  defect_rate: out.number('Percent, 0–100.').nullable(),
  created_at: out.timestamp(),
});
export type UsageRecordDto = z.infer<typeof usageRecordDto>;

export const moldDetailDto = moldDto.extend({
  maintenance_history: z.array(maintenanceRecordDto).meta({ description: 'Newest first; the latest records (the full list: GET /api/molds/{id}/maintenance).' }),
  usage_history: z.array(usageRecordDto).meta({ description: 'Newest first; the latest records (the full list: GET /api/molds/{id}/usage).' }),
  maintenance_history_total: out.count('All maintenance records of the mold.'),
  usage_history_total: out.count('All usage records of the mold.'),
});
export type MoldDetailDto = z.infer<typeof moldDetailDto>;

/** GET /api/molds/search: the mold picker's shape (spec 2 §2). */
export const moldSearchResultDto = z.object({
  id: out.id(),
  mold_code: out.text(),
  mold_name: out.text(),
  part_number: out.text('Code of the first product made with the mold (lowest product id); null when none.').nullable(),
  status: out.enum(MOLD_STATUSES),
  is_available: out.bool('Active: the picker may offer it (spec 2 §4).'),
  material_specifications: out.text().nullable(),
  standard_cycle_time: out.number('Seconds per shot.').nullable(),
  cavity_count: out.count('Cavities (parts per shot).'),
  storage_location: out.text().nullable(),
  location: out.text('Same value as storage_location.').nullable(),
});
export type MoldSearchResult = z.infer<typeof moldSearchResultDto>;

/** The mold's counters after a maintenance or usage record (what the detail screen refreshes). */
export const moldCountersDto = moldDto.pick({
  id: true,
  total_shots_lifetime: true,
  shots_since_maintenance: true,
  last_maintenance_date: true,
  next_maintenance_due: true,
  maintenance_health: true,
  version: true,
});
export type MoldCounters = z.infer<typeof moldCountersDto>;

/** POST /api/molds/{id}/maintenance and /usage: the record with the mold's new counters. */
export const maintenanceLoggedDto = maintenanceRecordDto.extend({ mold: moldCountersDto });
export const usageRecordedDto = usageRecordDto.extend({ mold: moldCountersDto });

export type MoldHealthSummary = { total: number; overdue: number; due_soon: number; good: number; not_set: number };
