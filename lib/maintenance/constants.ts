/**
 * Maintenance work orders (CONTRACT §12), once (client-safe): the pgEnums in db/schema/maintenance.ts are built from
 * these values, the zod schemas choose from them, the screens label them from here. Types are the mold
 * maintenance types of §3 (lib/molds/constants.ts).
 */
import { MAINTENANCE_TYPES, MAINTENANCE_TYPE_LABELS, type MaintenanceTypeValue } from '../molds/constants';

export { MAINTENANCE_TYPES, MAINTENANCE_TYPE_LABELS, type MaintenanceTypeValue };

export const MWO_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type MwoStatus = (typeof MWO_STATUSES)[number];
export const MWO_STATUS_LABELS: Record<MwoStatus, string> = { open: 'Open', in_progress: 'In Progress', completed: 'Completed', cancelled: 'Cancelled' };
/** The statuses of a work order still to do: at most one of these per asset (a partial unique index). */
export const MWO_OPEN_STATUSES = ['open', 'in_progress'] as const satisfies readonly MwoStatus[];

export const MWO_ASSET_TYPES = ['mold', 'machine'] as const;
export type MwoAssetType = (typeof MWO_ASSET_TYPES)[number];
export const MWO_ASSET_TYPE_LABELS: Record<MwoAssetType, string> = { mold: 'Mold', machine: 'Press' };

export const MWO_PRIORITIES = ['high', 'medium', 'low'] as const;
export type MwoPriority = (typeof MWO_PRIORITIES)[number];
export const MWO_PRIORITY_LABELS: Record<MwoPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const MWO_TRIGGERS = ['shots', 'days', 'hours', 'manual', 'breakdown'] as const;
export type MwoTrigger = (typeof MWO_TRIGGERS)[number];
export const MWO_TRIGGER_LABELS: Record<MwoTrigger, string> = { shots: 'Shots', days: 'Days', hours: 'Running hours', manual: 'Manual', breakdown: 'Breakdown' };

/** What was wrong: a fixed list, so a mold's repairs can be counted by cause. */
export const ISSUE_CODES = [
  'flash',
  'short_shot',
  'worn_ejector_pin',
  'water_leak',
  'hot_runner_zone_fault',
  'damaged_parting_line',
  'stuck_slide',
  'sink_marks',
  'burn_marks',
  'hydraulic_leak',
  'heater_band_failure',
  'screw_barrel_wear',
  'none_found',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];
export const ISSUE_CODE_LABELS: Record<IssueCode, string> = {
  flash: 'Flash',
  short_shot: 'Short shot',
  worn_ejector_pin: 'Worn ejector pin',
  water_leak: 'Water leak',
  hot_runner_zone_fault: 'Hot runner zone fault',
  damaged_parting_line: 'Damaged parting line',
  stuck_slide: 'Stuck slide',
  sink_marks: 'Sink marks',
  burn_marks: 'Burn marks (venting)',
  hydraulic_leak: 'Hydraulic leak',
  heater_band_failure: 'Heater band failure',
  screw_barrel_wear: 'Screw / barrel wear',
  none_found: 'None found (preventive)',
};

/** What was done: a fixed list. */
export const FIX_CODES = [
  'clean_and_polish',
  'replace_pin',
  'repair_cooling_line',
  'weld_and_recut',
  'replace_heater',
  'replace_seal',
  'adjust_slide',
  'clean_vents',
  'lubricate',
  'replace_screw_barrel',
  'inspect_only',
] as const;
export type FixCode = (typeof FIX_CODES)[number];
export const FIX_CODE_LABELS: Record<FixCode, string> = {
  clean_and_polish: 'Clean and polish',
  replace_pin: 'Replace pin',
  repair_cooling_line: 'Repair cooling line',
  weld_and_recut: 'Weld and re-cut',
  replace_heater: 'Replace heater / thermocouple',
  replace_seal: 'Replace seal / O-ring',
  adjust_slide: 'Adjust slide',
  clean_vents: 'Clean vents',
  lubricate: 'Lubricate',
  replace_screw_barrel: 'Replace screw / barrel',
  inspect_only: 'Inspect only',
};

/** A days interval raises its work order this many days before it is reached (CONTRACT §12). */
export const DAYS_LEAD = 7;
/** The forecast's default window and its bounds. */
export const FORECAST_DAYS = 30;
export const FORECAST_MAX_DAYS = 365;
/** Rows per page on /maintenance. */
export const MAINTENANCE_PER_PAGE = 25;

export const MAINTENANCE_NUMBER = /^MWO-\d{4}-\d{5}$/;
export function formatMaintenanceNumber(year: number, n: number): string {
  return `MWO-${year}-${String(n).padStart(5, '0')}`;
}
