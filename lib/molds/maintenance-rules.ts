import type { MaintenanceTypeValue } from './constants';

export type MaintenanceType = MaintenanceTypeValue;

/** Work that restores the tool resets the shot counter by default; cleaning and inspection do not. */
const RESETTING_TYPES: ReadonlySet<MaintenanceType> = new Set(['preventive', 'corrective', 'repair']);

export function resetsCounterByDefault(type: MaintenanceType): boolean {
  return RESETTING_TYPES.has(type);
}

export type MaintenanceOutcome = {
  /** Whether this record resets shots_since_maintenance to 0. */
  resetsCounter: boolean;
  /** The mold's last_maintenance_date after the record: the latest record date. */
  lastMaintenanceDate: string;
  /** Older than the mold's latest maintenance: kept as history only. */
  backdated: boolean;
};

/**
 * What logging a maintenance record does to the mold (CONTRACT §3, §8):
 * - `resets_counter` defaults by type (true for preventive, corrective, repair);
 * - a record dated before the latest one is history only: it resets nothing and moves no date;
 * - a record on or after the latest date becomes the last maintenance date.
 */
export function maintenanceOutcome(input: {
  date: string;
  type: MaintenanceType;
  resetsCounter?: boolean | null;
  currentLastMaintenanceDate: string | null;
}): MaintenanceOutcome {
  const { date, type, currentLastMaintenanceDate } = input;
  const backdated = currentLastMaintenanceDate !== null && date < currentLastMaintenanceDate;
  const requested = input.resetsCounter ?? resetsCounterByDefault(type);
  return {
    resetsCounter: requested && !backdated,
    lastMaintenanceDate: backdated ? currentLastMaintenanceDate : date,
    backdated,
  };
}
