import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb, type Db } from '@/db/client';
import { auditLog } from '@/db/schema';

/** The audit rows of one record, newest first (`db`: a transaction's, to see its own rows). */
export async function auditRows(entity: string, entityId: number | string, action?: string, db: Db = getDb()) {
  const conditions = [eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))];
  if (action) conditions.push(eq(auditLog.action, action));
  return db.select().from(auditLog).where(and(...conditions)).orderBy(desc(auditLog.id));
}

/**
 * Asserts the record has exactly `count` audit rows of `action` (default 1) and returns the newest; `changes`
 * (optional) must match that row's changes partially.
 */
export async function expectAudit(entity: string, entityId: number | string, action: string, opts: { count?: number; userId?: number; changes?: Record<string, unknown> } = {}) {
  const rows = await auditRows(entity, entityId, action);
  expect(rows, `audit rows of ${entity} ${entityId} ${action}`).toHaveLength(opts.count ?? 1);
  const latest = rows[0];
  if (latest && opts.userId !== undefined) expect(latest.userId).toBe(opts.userId);
  if (latest && opts.changes) expect(latest.changes).toMatchObject(opts.changes);
  return latest;
}
