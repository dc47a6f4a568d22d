import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog } from '@/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { jsonInsert } from '@/lib/db/rows';
import { sendWithCommit } from '@/lib/db/with-commit';

export type AuditAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | string;

/** Write one audit row; call it with the transaction that makes the change. */
export async function writeAudit(
  tx: DbOrTx,
  entry: { user: SessionUser | null; entity: string; entityId: number | string; action: AuditAction; changes?: unknown },
): Promise<void> {
  await writeAudits(tx, [entry]);
}

type AuditEntry = Parameters<typeof writeAudit>[1];

/** The transactions whose audit rows are being held back by `withDeferredAudits`, each with its rows so far. */
const deferred = new WeakMap<DbOrTx, AuditEntry[]>();

/**
 * Run `work` in `tx` holding back every audit row it writes through `tx`, then write them all in one insert, in the
 * order they were written: the same rows as one insert each (`at` is the transaction's time either way), in one
 * statement. For a write of many steps that each audit (a production report: the mold's usage, the receipt, the
 * issues, the order). Nothing in `work` may read the audit log back, and it must be the transaction's last step:
 * the insert goes with the COMMIT when the transaction is `transactionWithRetry`'s (`sendWithCommit`), so a
 * report's audit costs no round trip of its own while it holds the shared resins' locks.
 */
export async function withDeferredAudits<T>(tx: DbOrTx, work: () => Promise<T>): Promise<T> {
  const entries: AuditEntry[] = [];
  deferred.set(tx, entries);
  let result: T;
  try {
    result = await work();
  } finally {
    deferred.delete(tx);
  }
  if (entries.length) await sendWithCommit(tx, (guard) => tx.execute(sql`${auditInsert(entries)} where ${guard}`));
  return result;
}

/**
 * Several audit rows in one insert (a batch of movements, say), in the given order: one JSON parameter
 * (`jsonInsert`), not five parameters a row.
 */
export async function writeAudits(tx: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const held = deferred.get(tx);
  if (held) {
    held.push(...entries);
    return;
  }
  await tx.execute(auditInsert(entries));
}

/** The insert of `entries` (`insert … select … from json_to_recordset(…)`: a WHERE may follow). */
function auditInsert(entries: AuditEntry[]): SQL {
  return jsonInsert(
    auditLog,
    entries.map((entry) => ({ userId: entry.user?.id ?? null, entity: entry.entity, entityId: String(entry.entityId), action: entry.action, changes: entry.changes ?? null })),
  );
}

/** The fields whose values differ between two snapshots: { field: [before, after] }. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'updatedAt' || key === 'updated_at' || key === 'version') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = [before[key], value];
  }
  return changes;
}
