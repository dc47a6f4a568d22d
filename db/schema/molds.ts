import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias. The enum values live once, in the client-safe constants.
import { MAINTENANCE_TYPES, MOLD_OWNERSHIPS, MOLD_STATUSES } from '../../lib/molds/constants';
import { users } from './auth';
import { customers } from './customers';

export const moldStatus = pgEnum('mold_status', MOLD_STATUSES);
export const moldOwnership = pgEnum('mold_ownership', MOLD_OWNERSHIPS);
export const maintenanceType = pgEnum('maintenance_type', MAINTENANCE_TYPES);

export const molds = pgTable(
  'molds',
  {
    id: serial('id').primaryKey(),
    moldCode: text('mold_code').notNull(),
    moldName: text('mold_name').notNull(),
    description: text('description'),
    ownership: moldOwnership('ownership').notNull(),
    cavityCount: integer('cavity_count').notNull(),
    status: moldStatus('status').notNull().default('active'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    storageLocation: text('storage_location'),
    maintenanceIntervalShots: integer('maintenance_interval_shots'),
    /** Days between preventive maintenance (hybrid with shots: whichever comes first); null = none. */
    maintenanceIntervalDays: integer('maintenance_interval_days'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    totalShotsLifetime: bigint('total_shots_lifetime', { mode: 'number' }).notNull().default(0),
    shotsSinceMaintenance: bigint('shots_since_maintenance', { mode: 'number' }).notNull().default(0),
    lastMaintenanceDate: date('last_maintenance_date', { mode: 'string' }),
    /**
     * The shots of the usage records dated in [usage_window_end − 30 days, usage_window_end] — the 30-day window of
     * the prediction, stored so the forecast of every mold need not sum 30 days of usage records. A statement trigger
     * on mold_usage_records keeps it (backdated, edited and deleted records too; migration 0021); the daily sweep
     * moves the window to the plant's new day (lib/molds/usage-window.ts). null end = not computed yet.
     */
    usageWindowShots: bigint('usage_window_shots', { mode: 'number' }).notNull().default(0),
    usageWindowEnd: date('usage_window_end', { mode: 'string' }),
    // next_maintenance_due is not stored: it depends on today's date and the last 30 days of usage, so
    // lib/molds computes it when read (one grouped query per list) and it is always right for the day.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('molds_code_lower_unique').on(sql`lower(${t.moldCode})`),
    index('molds_customer_idx').on(t.customerId),
    index('molds_status_idx').on(t.status),
    index('molds_code_trgm').using('gin', t.moldCode.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('molds_name_trgm').using('gin', t.moldName.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const moldMaintenanceRecords = pgTable(
  'mold_maintenance_records',
  {
    id: serial('id').primaryKey(),
    moldId: integer('mold_id')
      .notNull()
      .references(() => molds.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: maintenanceType('type').notNull(),
    description: text('description'),
    technician: text('technician'),
    cost: numeric('cost', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    resetsCounter: boolean('resets_counter').notNull().default(true),
    shotsAtMaintenance: bigint('shots_at_maintenance', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mold_maintenance_mold_date_idx').on(t.moldId, t.date)],
);

/** A production run on a mold: adds shots_produced to both of the mold's counters. */
export const moldUsageRecords = pgTable(
  'mold_usage_records',
  {
    id: serial('id').primaryKey(),
    moldId: integer('mold_id')
      .notNull()
      .references(() => molds.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    workOrder: text('work_order'),
    product: text('product'),
    shotsProduced: integer('shots_produced').notNull(),
    machine: text('machine'),
    operator: text('operator'),
    defectRate: numeric('defect_rate', { precision: 7, scale: 4, mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // (mold_id, date): the per-mold history and the 30-day window of one page of molds.
    index('mold_usage_mold_date_idx').on(t.moldId, t.date),
    // (date, mold_id, shots_produced): the 30-day window of *all* molds (the whole list) as an index-only
    // range scan instead of a scan of every usage record.
    index('mold_usage_date_idx').on(t.date, t.moldId, t.shotsProduced),
  ],
);

export type Mold = typeof molds.$inferSelect;
export type NewMold = typeof molds.$inferInsert;
export type MoldMaintenanceRecord = typeof moldMaintenanceRecords.$inferSelect;
export type MoldUsageRecord = typeof moldUsageRecords.$inferSelect;
