import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias. The enum values live once, in the client-safe constants.
import { FIX_CODES, ISSUE_CODES, MWO_ASSET_TYPES, MWO_PRIORITIES, MWO_STATUSES, MWO_TRIGGERS } from '../../lib/maintenance/constants';
import { users } from './auth';
import { maintenanceType, moldMaintenanceRecords } from './molds';

export const mwoStatus = pgEnum('maintenance_work_order_status', MWO_STATUSES);
export const mwoAssetType = pgEnum('maintenance_asset_type', MWO_ASSET_TYPES);
export const mwoPriority = pgEnum('maintenance_priority', MWO_PRIORITIES);
export const mwoTrigger = pgEnum('maintenance_trigger', MWO_TRIGGERS);
export const issueCode = pgEnum('maintenance_issue_code', ISSUE_CODES);
export const fixCode = pgEnum('maintenance_fix_code', FIX_CODES);

/**
 * Maintenance work orders (CONTRACT §12) for a mold or a press (`asset_type`, `asset_id`: molds.id or machines.id).
 * open → in_progress → completed, or cancelled. At most one open or in-progress order per asset: the partial unique
 * index below, which also settles parallel raises.
 */
export const maintenanceWorkOrders = pgTable(
  'maintenance_work_orders',
  {
    id: serial('id').primaryKey(),
    maintenanceNumber: text('maintenance_number').notNull(),
    assetType: mwoAssetType('asset_type').notNull(),
    assetId: integer('asset_id').notNull(),
    type: maintenanceType('type').notNull(),
    priority: mwoPriority('priority').notNull().default('medium'),
    status: mwoStatus('status').notNull().default('open'),
    trigger: mwoTrigger('trigger').notNull().default('manual'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description'),
    assignedToUserId: integer('assigned_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    issueCode: issueCode('issue_code'),
    fixCode: fixCode('fix_code'),
    completedDate: date('completed_date', { mode: 'string' }),
    technician: text('technician'),
    cost: numeric('cost', { precision: 14, scale: 2, mode: 'number' }),
    notes: text('notes'),
    maintenanceRecordId: integer('maintenance_record_id').references(() => moldMaintenanceRecords.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('maintenance_work_orders_number_key').on(t.maintenanceNumber),
    // Never two open orders for one asset: parallel raises insert … on conflict do nothing against this.
    uniqueIndex('maintenance_work_orders_one_open_per_asset')
      .on(t.assetType, t.assetId)
      .where(sql`${t.status} in ('open', 'in_progress')`),
    // An asset's history (newest first) and the list's status filter with its default order.
    index('maintenance_work_orders_asset_idx').on(t.assetType, t.assetId, t.id),
    index('maintenance_work_orders_status_id_idx').on(t.status, t.id),
    // A search on the MWO number (case-insensitive contains).
    index('maintenance_work_orders_number_trgm').using('gin', t.maintenanceNumber.op('gin_trgm_ops')).with({ fastupdate: false }),
    // Overdue and due soon: open orders by due date.
    index('maintenance_work_orders_open_due_idx').on(t.dueDate).where(sql`${t.status} in ('open', 'in_progress')`),
  ],
);

/** The last MWO number handed out per year (as work_order_sequences for WO numbers). */
export const maintenanceSequences = pgTable('maintenance_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export type MaintenanceWorkOrder = typeof maintenanceWorkOrders.$inferSelect;
