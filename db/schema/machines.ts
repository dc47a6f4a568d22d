import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias.
import { MACHINE_STATUSES } from '../../lib/machines/constants';

export const machineStatus = pgEnum('machine_status', MACHINE_STATUSES);

/**
 * Injection presses. `hourly_rate` is the machine's cost per running hour (depreciation, energy, upkeep): costing
 * prices cycle time with it. Production adds what runs on a press (work orders, status changes) in its own tables.
 */
export const machines = pgTable(
  'machines',
  {
    id: serial('id').primaryKey(),
    machineNumber: text('machine_number').notNull(),
    machineName: text('machine_name').notNull(),
    tonnage: integer('tonnage'),
    status: machineStatus('status').notNull().default('idle'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** Running hours (from the status history) between preventive maintenance; null = none. */
    maintenanceIntervalHours: integer('maintenance_interval_hours'),
    /** Days between preventive maintenance; null = none. */
    maintenanceIntervalDays: integer('maintenance_interval_days'),
    /** Set when a maintenance work order on the press is completed. */
    lastMaintenanceDate: date('last_maintenance_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('machines_machine_number_key').on(sql`lower(${t.machineNumber})`),
    check('machines_tonnage_positive', sql`${t.tonnage} is null or ${t.tonnage} > 0`),
    check('machines_hourly_rate_nonnegative', sql`${t.hourlyRate} >= 0`),
  ],
);
