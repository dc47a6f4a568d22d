import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { productionReports } from '@/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { rebuildOeeRollups } from '@/lib/oee/rollups';
import { recordDowntime } from '@/lib/oee/service';
import { createTestUser } from '../helpers';

let admin: Promise<SessionUser> | undefined;
const factoryUser = () => (admin ??= createTestUser({ role: 'Admin' }));

/** The one downtime factory: through the service (POST /api/machines/{id}/downtime). */
export async function makeDowntime(machineId: number, input: { started_at: Date | string; ended_at?: Date | string | null; reason_code: string; notes?: string }, user?: SessionUser) {
  const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : v);
  return recordDowntime(
    { db: getDb(), user: user ?? (await factoryUser()) },
    machineId,
    { ...input, started_at: iso(input.started_at), ...(input.ended_at ? { ended_at: iso(input.ended_at) } : {}) },
  );
}

/**
 * A report moved to another time (a report is stamped "now" by the service) and the press's rollups rebuilt from
 * the raw rows, for hand-computed cases on a fixed plant day.
 */
export async function backdateReports(machineId: number, moves: { reportId: number; at: Date }[]) {
  const db = getDb();
  for (const m of moves) await db.update(productionReports).set({ reportedAt: m.at }).where(eq(productionReports.id, m.reportId));
  await db.transaction((tx) => rebuildOeeRollups(tx, [machineId]));
}
