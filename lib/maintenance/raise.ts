import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { machines, maintenanceSequences, maintenanceWorkOrders, molds } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import type { SessionUser } from '@/lib/auth/types';
import { todayInPlant } from '@/lib/dates';
import { nextYearlyNumber } from '@/lib/db/sequences';
import { executeRows } from '@/lib/db/rows';
import { hasInterval, maintenanceHealth, predictNextMaintenanceDue } from '@/lib/molds/health';
import { shotsInMoldWindow } from '@/lib/molds/queries';
import { DAYS_LEAD, formatMaintenanceNumber, MWO_OPEN_STATUSES, type MwoAssetType, type MwoTrigger } from './constants';
import { daysDue, hoursDue, pickTrigger, type TriggerCandidate } from './rules';

/**
 * Maintenance work orders raised by the system (CONTRACT §12): when a usage record or production report takes a mold
 * to Due Soon (trigger `shots`), or a mold or press reaches its day interval less DAYS_LEAD days (`days`), or a press
 * 90 % of its running-hours interval (`hours`) — one preventive order per asset, never two open. Runs inside the
 * writer's transaction (the mold's row is locked there, so concurrent usage records of one mold raise once); the
 * partial unique index `maintenance_work_orders_one_open_per_asset` settles anything else (`on conflict do nothing`).
 */

/** The next MWO-YYYY-NNNNN of the plant's year (the same per-year counter as WO numbers). */
export async function nextMaintenanceNumber(tx: Tx, year = Number(todayInPlant().slice(0, 4))): Promise<string> {
  return formatMaintenanceNumber(year, await nextYearlyNumber(tx, maintenanceSequences, year));
}

/** The asset's open or in-progress work order, if any. */
export async function openWorkOrderOf(tx: Tx, assetType: MwoAssetType, assetId: number): Promise<{ id: number; status: string } | undefined> {
  const [row] = await tx
    .select({ id: maintenanceWorkOrders.id, status: maintenanceWorkOrders.status })
    .from(maintenanceWorkOrders)
    .where(and(eq(maintenanceWorkOrders.assetType, assetType), eq(maintenanceWorkOrders.assetId, assetId), inArray(maintenanceWorkOrders.status, [...MWO_OPEN_STATUSES])))
    .limit(1);
  return row;
}

/** Insert a preventive order unless the asset has an open one (then null). */
async function insertRaised(tx: Tx, user: SessionUser | null, assetType: MwoAssetType, assetId: number, assetCode: string, found: TriggerCandidate): Promise<number | null> {
  if (await openWorkOrderOf(tx, assetType, assetId)) return null;
  const number = await nextMaintenanceNumber(tx);
  const description = describe(found.trigger, assetCode);
  const [row] = await tx
    .insert(maintenanceWorkOrders)
    .values({
      maintenanceNumber: number,
      assetType,
      assetId,
      type: 'preventive',
      priority: found.overdue ? 'high' : 'medium',
      status: 'open',
      trigger: found.trigger,
      dueDate: found.dueDate,
      description,
      createdBy: user?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: maintenanceWorkOrders.id });
  if (!row) return null;
  await writeAudit(tx, {
    user,
    entity: 'maintenance_work_order',
    entityId: row.id,
    action: 'raise',
    changes: { maintenance_number: number, asset_type: assetType, asset_id: assetId, trigger: found.trigger, due_date: found.dueDate },
  });
  return row.id;
}

function describe(trigger: MwoTrigger, code: string): string {
  if (trigger === 'shots') return `Preventive maintenance of ${code}: Due Soon by shots since maintenance.`;
  if (trigger === 'hours') return `Preventive maintenance of ${code}: running hours near the interval.`;
  return `Preventive maintenance of ${code}: day interval reached (less ${DAYS_LEAD} days).`;
}

/** The mold's columns its triggers read. */
export const moldTriggerColumns = {
  code: molds.moldCode,
  interval: molds.maintenanceIntervalShots,
  intervalDays: molds.maintenanceIntervalDays,
  since: molds.shotsSinceMaintenance,
  last: molds.lastMaintenanceDate,
  createdAt: molds.createdAt,
};
export type MoldTriggerRow = { code: string; interval: number | null; intervalDays: number | null; since: number | string; last: string | null; createdAt: Date | string };

/**
 * Raise for one mold if a trigger fired and it has no open order (the caller holds the mold's row lock or runs the
 * sweep). Returns the new order's id, or null. Shots: Due Soon or Overdue (lib/molds/health.ts), due date the
 * predicted date (or today); days: days since the last maintenance (or since the mold was registered) ≥ interval − 7.
 */
export async function raiseForMoldInTx(
  tx: Tx,
  user: SessionUser | null,
  moldId: number,
  today = todayInPlant(),
  /** What the caller has just read or written (a usage record: the mold's updated row and its usage window): not read again. */
  known?: { mold: MoldTriggerRow; shotsInWindow: number },
): Promise<number | null> {
  const mold = known?.mold ?? (await tx.select(moldTriggerColumns).from(molds).where(eq(molds.id, moldId)))[0];
  if (!mold) return null;
  const candidates: TriggerCandidate[] = [];
  const since = Number(mold.since);
  const health = maintenanceHealth(since, mold.interval);
  if (health === 'Due Soon' || health === 'Overdue') {
    const window = known ? known.shotsInWindow : await shotsInMoldWindow(tx, today, moldId);
    const predicted = predictNextMaintenanceDue({ interval: mold.interval, shotsSinceMaintenance: since, shotsInWindow: window, today });
    candidates.push({ trigger: 'shots', dueDate: predicted ?? today, overdue: health === 'Overdue' });
  }
  const days = daysDue(mold.intervalDays, mold.last ?? isoDay(mold.createdAt), today);
  if (days) candidates.push(days);
  const found = pickTrigger(candidates);
  if (!found) return null;
  return insertRaised(tx, user, 'mold', moldId, mold.code, found);
}

const isoDay = (value: Date | string) => todayInPlant(new Date(value));

/**
 * Running hours per press since each one's own date (`since` by id) and since `recentFrom`, in one statement (the
 * forecast of every press): the time spent in `running` from the status history.
 */
export async function runningHoursByMachine(db: DbOrTx, since: Map<number, string>, recentFrom: string): Promise<Map<number, { since: number; recent: number }>> {
  if (since.size === 0) return new Map();
  const ids = [...since.keys()];
  const oldest = [...since.values(), recentFrom].sort()[0];
  const sinceOf = sql.join(ids.map((id) => sql`(${id}::int, ${since.get(id)}::date)`), sql`, `);
  const rows = await executeRows<{ machine_id: number; since_hours: string | number; recent_hours: string | number }>(
    db,
    sql`select s.machine_id,
          coalesce(sum(extract(epoch from (coalesce(s.next_at, now()) - s.changed_at))) filter (where s.changed_at >= w.since), 0) / 3600.0 as since_hours,
          coalesce(sum(extract(epoch from (coalesce(s.next_at, now()) - s.changed_at))) filter (where s.changed_at >= ${recentFrom}::date), 0) / 3600.0 as recent_hours
        from (select machine_id, to_status, changed_at, lead(changed_at) over (partition by machine_id order by changed_at, id) as next_at
              from machine_status_changes where changed_at >= ${oldest}::date and machine_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})) s
        join (values ${sinceOf}) as w(machine_id, since) on w.machine_id = s.machine_id
        where s.to_status = 'running'
        group by s.machine_id`,
  );
  return new Map(rows.map((r) => [Number(r.machine_id), { since: Number(r.since_hours), recent: Number(r.recent_hours) }]));
}

/**
 * Raise for one press (locks its row): days as for molds (since its last maintenance or registration); hours when
 * the running hours since its last maintenance reach 90 % of `maintenance_interval_hours`.
 */
export async function raiseForMachineInTx(tx: Tx, user: SessionUser | null, machineId: number, today = todayInPlant()): Promise<number | null> {
  const [press] = await tx.select().from(machines).where(eq(machines.id, machineId)).for('update');
  if (!press) return null;
  const last = press.lastMaintenanceDate ?? isoDay(press.createdAt);
  const candidates: TriggerCandidate[] = [];
  const days = daysDue(press.maintenanceIntervalDays, last, today);
  if (days) candidates.push(days);
  if (hasInterval(press.maintenanceIntervalHours)) {
    const hours = (await runningHoursByMachine(tx, new Map([[machineId, last]]), last)).get(machineId)?.since ?? 0;
    const due = hoursDue(press.maintenanceIntervalHours, hours, today);
    if (due) candidates.push(due);
  }
  const found = pickTrigger(candidates);
  if (!found) return null;
  return insertRaised(tx, user, 'machine', machineId, press.machineNumber, found);
}


