import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias.
import { DOWNTIME_CATEGORIES, DOWNTIME_REASONS, SCRAP_REASONS } from '../../lib/oee/constants';
import { users } from './auth';
import { machineStatus, machines } from './machines';
import { molds } from './molds';
import { productionReports } from './production';

export const downtimeReason = pgEnum('downtime_reason', DOWNTIME_REASONS);
export const downtimeCategory = pgEnum('downtime_category', DOWNTIME_CATEGORIES);
export const scrapReason = pgEnum('scrap_reason', SCRAP_REASONS);

/**
 * A press's downtime (CONTRACT §13): open while `ended_at` is null. Events of one press never overlap: every write
 * locks the press row first and checks in that transaction (PGlite has no btree_gist for an exclusion constraint);
 * the partial unique index keeps at most one open event per press even so.
 */
export const downtimeEvents = pgTable(
  'downtime_events',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    reasonCode: downtimeReason('reason_code').notNull(),
    category: downtimeCategory('category').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    notes: text('notes'),
    /** The press's status when an open event took it offline/error: closing the event puts it back. */
    previousStatus: machineStatus('previous_status'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('downtime_events_machine_time_idx').on(t.machineId, t.startedAt),
    uniqueIndex('downtime_events_one_open_key').on(t.machineId).where(sql`${t.endedAt} is null`),
    check('downtime_events_ends_after_start', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
  ],
);

/** Why a production report's scrap was scrap: quantities summing to the report's `scrap_parts`. */
export const productionReportScrap = pgTable(
  'production_report_scrap',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => productionReports.id, { onDelete: 'cascade' }),
    reasonCode: scrapReason('reason_code').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.reasonCode] }), check('production_report_scrap_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * Daily rollups (the plant's day, PLANT_TIME_ZONE), kept in the transaction of every report and downtime write, so
 * OEE and the Paretos over a month read a few thousand rows instead of the raw events and reports. An event that
 * spans days is split at the plant's midnights; `events` counts an event on the day it started.
 */
export const oeeDowntimeDaily = pgTable(
  'oee_downtime_daily',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    reasonCode: downtimeReason('reason_code').notNull(),
    category: downtimeCategory('category').notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull().default(0),
    events: integer('events').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day, t.reasonCode] }), index('oee_downtime_daily_day_idx').on(t.day, t.machineId)],
);

/**
 * Per press and plant day: the downtime of `oee_downtime_daily` summed by category (one row instead of one per
 * reason), what OEE reads for its planned and run time.
 */
export const oeePressDaily = pgTable(
  'oee_press_daily',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    plannedMs: bigint('planned_ms', { mode: 'number' }).notNull().default(0),
    unplannedMs: bigint('unplanned_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day] }), index('oee_press_daily_day_idx').on(t.day, t.machineId)],
);

/** Per press, plant day and mold: shots, ideal run time (ideal cycle time × shots), good and scrap parts. */
export const oeeProductionDaily = pgTable(
  'oee_production_daily',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    moldId: integer('mold_id')
      .notNull()
      .references(() => molds.id, { onDelete: 'cascade' }),
    shots: bigint('shots', { mode: 'number' }).notNull().default(0),
    idealSeconds: numeric('ideal_seconds', { precision: 20, scale: 4, mode: 'number' }).notNull().default(0),
    goodParts: bigint('good_parts', { mode: 'number' }).notNull().default(0),
    scrapParts: bigint('scrap_parts', { mode: 'number' }).notNull().default(0),
    reports: integer('reports').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day, t.moldId] }), index('oee_production_daily_day_idx').on(t.day, t.machineId)],
);

/** Scrap by reason per press, plant day and mold (the scrap Pareto). */
export const oeeScrapDaily = pgTable(
  'oee_scrap_daily',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    moldId: integer('mold_id')
      .notNull()
      .references(() => molds.id, { onDelete: 'cascade' }),
    reasonCode: scrapReason('reason_code').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day, t.moldId, t.reasonCode] }), index('oee_scrap_daily_day_idx').on(t.day)],
);

export type DowntimeEvent = typeof downtimeEvents.$inferSelect;
