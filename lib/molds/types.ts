import type { MaintenanceTypeValue, MoldOwnership, MoldStatus } from './constants';
import type { MaintenanceHealth } from './health';

/** The JSON shapes of the molds API (client-safe: types only). */

export type MoldCustomer = {
  id: number;
  company_name: string;
  customer_code: string;
  contact_person: string | null;
};

export type MoldDto = {
  id: number;
  mold_code: string;
  mold_name: string;
  description: string | null;
  ownership: MoldOwnership;
  cavity_count: number;
  status: MoldStatus;
  customer_id: number | null;
  customer: MoldCustomer | null;
  /** Same value as storage_location (the spec's display name). */
  location: string | null;
  storage_location: string | null;
  /** Same value as maintenance_interval_shots (the spec's display name), in shots. */
  maintenance_interval: number | null;
  maintenance_interval_shots: number | null;
  purchase_date: string | null;
  total_shots_lifetime: number;
  shots_since_maintenance: number;
  last_maintenance_date: string | null;
  /** Predicted from the last 30 days of usage, computed when read (always right for today). */
  next_maintenance_due: string | null;
  maintenance_health: MaintenanceHealth;
  /** Shots since maintenance as % of the interval (rounded down, 1 decimal); null without an interval. */
  maintenance_percent: number | null;
  shots_remaining: number | null;
  /** Shots in usage records dated within the last 30 days, and the resulting average per day. */
  shots_last_30_days: number;
  avg_daily_shots: number;
  version: number;
  created_at: string;
  updated_at: string;
};

export type MaintenanceRecordDto = {
  id: number;
  mold_id: number;
  date: string;
  type: MaintenanceTypeValue;
  description: string | null;
  technician: string | null;
  cost: number;
  /** Whether this record reset the shot counter (false for a back-dated record). */
  resets_counter: boolean;
  shots_at_maintenance: number;
  created_at: string;
};

export type UsageRecordDto = {
  id: number;
  mold_id: number;
  date: string;
  work_order: string | null;
  product: string | null;
  shots_produced: number;
  machine: string | null;
  operator: string | null;
  /** Percent, 0–100. */
  defect_rate: number | null;
  created_at: string;
};

export type MoldDetailDto = MoldDto & {
  /** Newest first; the latest HISTORY_LIMIT records (the full lists: GET /api/molds/{id}/maintenance and /usage). */
  maintenance_history: MaintenanceRecordDto[];
  usage_history: UsageRecordDto[];
  maintenance_history_total: number;
  usage_history_total: number;
};

/** GET /api/molds/search: the mold picker's shape (spec 2 §2). */
export type MoldSearchResult = {
  id: number;
  mold_code: string;
  mold_name: string;
  /** Code of the first product made with the mold (lowest product id); null when none. */
  part_number: string | null;
  status: MoldStatus;
  /** The picker may offer only active molds (spec 2 §4). */
  is_available: boolean;
  material_specifications: string | null;
  standard_cycle_time: number | null;
  cavity_count: number;
  storage_location: string | null;
  location: string | null;
};

/** The mold's counters after a maintenance or usage record (what the detail screen refreshes). */
export type MoldCounters = Pick<
  MoldDto,
  'id' | 'total_shots_lifetime' | 'shots_since_maintenance' | 'last_maintenance_date' | 'next_maintenance_due' | 'maintenance_health' | 'version'
>;

export type MoldHealthSummary = { total: number; overdue: number; due_soon: number; good: number; not_set: number };
