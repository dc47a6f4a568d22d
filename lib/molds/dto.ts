import type { Mold, MoldMaintenanceRecord, MoldUsageRecord } from '@/db/schema';
import { isoTimestamp } from '@/lib/dates';
import { toNumber } from '@/lib/numbers';
import { averageShotsPerDay, maintenanceHealth, maintenancePercent, predictNextMaintenanceDue, shotsRemaining } from './health';
import type { MaintenanceRecordDto, MoldCounters, MoldDto, UsageRecordDto } from './types';

/** A mold row as the queries select it: the mold's columns (not the stored usage window: lib/molds/usage-window.ts) plus its customer's embed columns. */
export type MoldRow = Omit<Mold, 'usageWindowShots' | 'usageWindowEnd'> & {
  customerCompanyName: string | null;
  customerCode: string | null;
  customerContactPerson: string | null;
};

/** Timestamps are NOT NULL columns. */
const iso = (value: Date | string): string => isoTimestamp(value) ?? String(value);

/**
 * Row → API shape. Both alias names are filled (CONTRACT §3); health and next-due are computed here from
 * the row and the 30-day usage sum, so they are right for the day they are read.
 */
export function toMoldDto(row: MoldRow, shotsInWindow: number, today: string): MoldDto {
  const interval = row.maintenanceIntervalShots;
  const since = Number(row.shotsSinceMaintenance);
  return {
    id: row.id,
    mold_code: row.moldCode,
    mold_name: row.moldName,
    description: row.description,
    ownership: row.ownership,
    cavity_count: row.cavityCount,
    status: row.status,
    customer_id: row.customerId,
    customer:
      row.customerId !== null && row.customerCompanyName !== null
        ? { id: row.customerId, company_name: row.customerCompanyName, customer_code: row.customerCode ?? '', contact_person: row.customerContactPerson }
        : null,
    location: row.storageLocation,
    storage_location: row.storageLocation,
    maintenance_interval: interval,
    maintenance_interval_shots: interval,
    maintenance_interval_days: row.maintenanceIntervalDays ?? null,
    purchase_date: row.purchaseDate,
    total_shots_lifetime: Number(row.totalShotsLifetime),
    shots_since_maintenance: since,
    last_maintenance_date: row.lastMaintenanceDate,
    next_maintenance_due: predictNextMaintenanceDue({ interval, shotsSinceMaintenance: since, shotsInWindow, today }),
    maintenance_health: maintenanceHealth(since, interval),
    maintenance_percent: maintenancePercent(since, interval),
    shots_remaining: shotsRemaining(since, interval),
    shots_last_30_days: shotsInWindow,
    avg_daily_shots: averageShotsPerDay(shotsInWindow),
    version: row.version,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/**
 * The counters a usage record's answer carries (`mold` of POST …/usage and of a production report), from the mold's
 * columns as its counter update returned them and its shots in the usage window: the same figures as toMoldDto's.
 */
export function toMoldCounters(
  row: Pick<Mold, 'id' | 'version' | 'totalShotsLifetime' | 'shotsSinceMaintenance' | 'lastMaintenanceDate' | 'maintenanceIntervalShots'>,
  shotsInWindow: number,
  today: string,
): MoldCounters {
  const since = Number(row.shotsSinceMaintenance);
  const interval = row.maintenanceIntervalShots;
  return {
    id: row.id,
    total_shots_lifetime: Number(row.totalShotsLifetime),
    shots_since_maintenance: since,
    last_maintenance_date: row.lastMaintenanceDate,
    next_maintenance_due: predictNextMaintenanceDue({ interval, shotsSinceMaintenance: since, shotsInWindow, today }),
    maintenance_health: maintenanceHealth(since, interval),
    version: row.version,
  };
}

export function toMaintenanceRecordDto(r: MoldMaintenanceRecord): MaintenanceRecordDto {
  return {
    id: r.id,
    mold_id: r.moldId,
    date: r.date,
    type: r.type,
    description: r.description,
    technician: r.technician,
    cost: toNumber(r.cost) ?? 0,
    resets_counter: r.resetsCounter,
    shots_at_maintenance: Number(r.shotsAtMaintenance),
    created_at: iso(r.createdAt),
  };
}

export function toUsageRecordDto(r: MoldUsageRecord): UsageRecordDto {
  return {
    id: r.id,
    mold_id: r.moldId,
    date: r.date,
    work_order: r.workOrder,
    product: r.product,
    shots_produced: r.shotsProduced,
    machine: r.machine,
    operator: r.operator,
    defect_rate: toNumber(r.defectRate),
    created_at: iso(r.createdAt),
  };
}
