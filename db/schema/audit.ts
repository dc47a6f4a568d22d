import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Who changed what: services write one row per change, in the same transaction as the change. Its foreign keys' insert checks run once per statement
 * (migrations 0036–0037): a change to one of those keys or their columns calls references_per_statement_install()
 * again in its migration (docs/CONVENTIONS.md, "references from a table written in bulk").
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The audit log screen: newest first, filtered by user, action or date.
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_at_idx').on(t.userId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
    // The screen's other orders (action, entity; the entry id as tiebreak), either direction.
    index('audit_log_action_id_idx').on(t.action, t.id),
    index('audit_log_entity_id_idx').on(t.entity, t.id),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
