import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias.
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from '../../lib/production/constants';
import { users } from './auth';
import { machineStatus, machines } from './machines';
import { molds } from './molds';
import { products } from './products';
import { salesOrderLines, salesOrders } from './sales';

export const workOrderStatus = pgEnum('work_order_status', WORK_ORDER_STATUSES);
export const workOrderPriority = pgEnum('work_order_priority', WORK_ORDER_PRIORITIES);

/**
 * Work orders: a quantity of one product to mold with one mold (optionally on one press). `quantity_completed`
 * is the sum of the reports' good parts (kept in the same transaction as each report).
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    workOrderNumber: text('work_order_number').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    moldId: integer('mold_id')
      .notNull()
      .references(() => molds.id, { onDelete: 'restrict' }),
    machineId: integer('machine_id').references(() => machines.id, { onDelete: 'set null' }),
    quantityPlanned: integer('quantity_planned').notNull(),
    quantityCompleted: integer('quantity_completed').notNull().default(0),
    quantityScrap: integer('quantity_scrap').notNull().default(0),
    shotsTotal: bigint('shots_total', { mode: 'number' }).notNull().default(0),
    status: workOrderStatus('status').notNull().default('scheduled'),
    priority: workOrderPriority('priority').notNull().default('medium'),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    /** Snapshot when planned (the quick panel's autofilled values), for the expected run time. */
    cycleTimeSeconds: numeric('cycle_time_seconds', { precision: 10, scale: 2, mode: 'number' }),
    cavityCount: integer('cavity_count').notNull().default(1),
    notes: text('notes'),
    /** Make-to-order (CONTRACT §10): the sales order line this order makes parts for; its good parts are allocated to it. */
    salesOrderId: integer('sales_order_id').references(() => salesOrders.id, { onDelete: 'set null' }),
    salesOrderLineId: integer('sales_order_line_id').references(() => salesOrderLines.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_orders_number_key').on(t.workOrderNumber),
    // The list is newest first (the primary key); per status newest first (the filter buttons).
    index('work_orders_status_id_idx').on(t.status, t.id),
    // Completed today (stats): a range on completed_at.
    index('work_orders_completed_at_idx').on(t.completedAt).where(sql`${t.status} = 'completed'`),
    // Shop floor jobs and a machine's current order.
    index('work_orders_in_progress_idx').on(t.machineId, t.startedAt).where(sql`${t.status} = 'in_progress'`),
    index('work_orders_product_idx').on(t.productId),
    // Late orders (the dashboard's count, ?late=true): open orders by target date.
    index('work_orders_open_target_idx').on(t.targetDate).where(sql`${t.status} <> 'completed'`),
    index('work_orders_mold_idx').on(t.moldId),
    index('work_orders_sales_order_line_idx').on(t.salesOrderLineId).where(sql`${t.salesOrderLineId} is not null`),
    index('work_orders_sales_order_idx').on(t.salesOrderId).where(sql`${t.salesOrderId} is not null`),
    index('work_orders_number_trgm').using('gin', t.workOrderNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
    // A search typed as a WO number ("WO-2026-001…") is a prefix: a btree range instead of the trigram index,
    // whose trigrams ("wo-", "-20", "202") every number shares.
    index('work_orders_number_prefix_idx').on(t.workOrderNumber.op('text_pattern_ops')),
    check('work_orders_quantity_planned_positive', sql`${t.quantityPlanned} > 0`),
    check('work_orders_quantity_completed_nonnegative', sql`${t.quantityCompleted} >= 0`),
  ],
);

/**
 * Work orders per status with the sum of their efficiencies (completed ÷ planned), kept by every write that
 * creates an order or moves its status: GET /api/production/stats reads five rows instead of the whole table.
 */
export const workOrderStatusCounts = pgTable('work_order_status_counts', {
  status: workOrderStatus('status').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  /** Σ quantity_completed ÷ quantity_planned over the orders in this status (used for completed). */
  efficiencySum: numeric('efficiency_sum', { precision: 20, scale: 6, mode: 'number' }).notNull().default(0),
});

/** The last WO number handed out per year: `insert … on conflict do update … returning` numbers orders uniquely under concurrency. */
export const workOrderSequences = pgTable('work_order_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** What a press reported against a work order: shots, good and scrap parts, who and when. */
export const productionReports = pgTable(
  'production_reports',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id').references(() => machines.id, { onDelete: 'set null' }),
    shots: integer('shots').notNull(),
    goodParts: integer('good_parts').notNull(),
    scrapParts: integer('scrap_parts').notNull().default(0),
    operator: text('operator'),
    notes: text('notes'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('production_reports_work_order_idx').on(t.workOrderId, t.reportedAt),
    // Today's reports of every press (shop-floor efficiency and operator): production_reports_time_idx on
    // (reported_at, machine_id) INCLUDE (good_parts, scrap_parts, operator), an index-only range scan, is hand SQL
    // (drizzle cannot write INCLUDE): migration 0013_production_reports_covering.sql.
    check('production_reports_shots_positive', sql`${t.shots} > 0`),
    check('production_reports_parts_nonnegative', sql`${t.goodParts} >= 0 and ${t.scrapParts} >= 0`),
  ],
);

/** Every status a press went through (uptime today is read from these). */
export const machineStatusChanges = pgTable(
  'machine_status_changes',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    fromStatus: machineStatus('from_status'),
    toStatus: machineStatus('to_status').notNull(),
    workOrderId: integer('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('machine_status_changes_time_idx').on(t.changedAt, t.machineId)],
);

export type WorkOrder = typeof workOrders.$inferSelect;
export type ProductionReport = typeof productionReports.$inferSelect;
export type MachineStatusChange = typeof machineStatusChanges.$inferSelect;
