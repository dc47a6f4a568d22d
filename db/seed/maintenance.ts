import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { machines, maintenanceWorkOrders, moldMaintenanceRecords, molds } from '@/db/schema';
import { addDays, daysBetween, todayInPlant } from '@/lib/dates';
import type { FixCode, IssueCode } from '@/lib/maintenance/constants';
import { nextMaintenanceNumber } from '@/lib/maintenance/raise';
import { runMaintenanceSweep } from '@/lib/maintenance/service';
import { shotsInUsageWindow } from '@/lib/molds/queries';
import type { MaintenanceTypeValue } from '@/lib/molds/constants';
import { seedContext } from './context';

/**
 * Demo maintenance (CONTRACT §12), after molds and production:
 *   - a history of completed work orders: the molds' latest maintenance records (db/seed/molds.ts), each the outcome
 *     of a completed order with issue and fix codes, technician and cost;
 *   - presses on a 90-day interval (some also 2,000 running hours), their last maintenance staggered so a few come due;
 *     two molds on a day interval about to come due;
 *   - the sweep then raises one preventive order per Due Soon / Overdue mold and due press (as the server's daily run);
 *   - molds and presses the demo keeps in `maintenance` get their order in progress.
 * Idempotent: when any completed maintenance work order exists, nothing is added.
 */

const CODES: Record<MaintenanceTypeValue, [IssueCode, FixCode][]> = {
  preventive: [
    ['none_found', 'clean_and_polish'],
    ['worn_ejector_pin', 'replace_pin'],
    ['none_found', 'clean_vents'],
    ['water_leak', 'replace_seal'],
  ],
  corrective: [
    ['flash', 'weld_and_recut'],
    ['worn_ejector_pin', 'replace_pin'],
    ['short_shot', 'clean_vents'],
    ['stuck_slide', 'adjust_slide'],
  ],
  repair: [
    ['damaged_parting_line', 'weld_and_recut'],
    ['hot_runner_zone_fault', 'replace_heater'],
    ['water_leak', 'repair_cooling_line'],
  ],
  cleaning: [
    ['burn_marks', 'clean_vents'],
    ['none_found', 'clean_and_polish'],
  ],
  inspection: [['none_found', 'inspect_only']],
};
const HISTORY = 60;

export async function seed(db: Db): Promise<string> {
  const ctx = await seedContext(db);
  const today = todayInPlant();
  // Production's reports may already have raised orders (the usage hook): the history marks a seeded plant.
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(maintenanceWorkOrders).where(eq(maintenanceWorkOrders.status, 'completed'));
  if (n > 0) return `${n} completed maintenance work orders already present`;

  // History: the latest maintenance records as completed orders (oldest first, so numbers follow the dates).
  const records = await db.select().from(moldMaintenanceRecords).orderBy(desc(moldMaintenanceRecords.date), desc(moldMaintenanceRecords.id)).limit(HISTORY);
  records.reverse();
  let history = 0;
  await db.transaction(async (tx) => {
    for (const [i, r] of records.entries()) {
      const options = CODES[r.type];
      const [issue, fix] = options[i % options.length];
      const number = await nextMaintenanceNumber(tx, Number(r.date.slice(0, 4)));
      const due = addDays(r.date, -(i % 4));
      await tx.insert(maintenanceWorkOrders).values({
        maintenanceNumber: number,
        assetType: 'mold',
        assetId: r.moldId,
        type: r.type,
        priority: r.type === 'repair' ? 'high' : r.type === 'corrective' ? 'high' : 'medium',
        status: 'completed',
        trigger: r.type === 'preventive' ? (i % 3 === 0 ? 'days' : 'shots') : r.type === 'repair' ? 'breakdown' : 'manual',
        dueDate: due,
        description: r.description,
        issueCode: issue,
        fixCode: fix,
        completedDate: r.date,
        technician: r.technician,
        cost: r.cost,
        notes: null,
        maintenanceRecordId: r.id,
        startedAt: new Date(`${r.date}T07:00:00Z`),
        completedAt: new Date(`${r.date}T15:00:00Z`),
        createdBy: ctx.user?.id ?? null,
        createdAt: new Date(`${due}T06:00:00Z`),
        updatedAt: new Date(`${r.date}T15:00:00Z`),
      });
      history++;
    }
  });

  // Presses: a 90-day interval, every third also 2,000 running hours; last maintenance staggered over the interval.
  const presses = await db.select().from(machines).orderBy(asc(machines.machineNumber));
  for (const [i, p] of presses.entries()) {
    await db
      .update(machines)
      .set({ maintenanceIntervalDays: 90, maintenanceIntervalHours: i % 3 === 0 ? 2000 : null, lastMaintenanceDate: addDays(today, -((i * 11 + 7) % 95)) })
      .where(eq(machines.id, p.id));
  }

  // Two active molds on a day interval that comes due within the week (their shots are still Good).
  const good = await db
    .select({ id: molds.id, last: molds.lastMaintenanceDate })
    .from(molds)
    .where(and(eq(molds.status, 'active'), sql`${molds.lastMaintenanceDate} is not null`, sql`${molds.maintenanceIntervalShots} > 0`, sql`${molds.shotsSinceMaintenance} * 100 < ${molds.maintenanceIntervalShots}::bigint * 80`))
    .orderBy(asc(molds.id))
    .limit(2);
  for (const [i, m] of good.entries()) {
    await db.update(molds).set({ maintenanceIntervalDays: daysBetween(m.last!, today) + 3 + i }).where(eq(molds.id, m.id));
  }

  // The sweep raises what is due, as the server's daily run does.
  const swept = await runMaintenanceSweep(db, ctx.user, today);

  // Molds far past their interval have waited for the toolroom: their orders fell due on the day the interval was
  // reached (estimated from the last 30 days of usage), so the demo shows overdue work orders.
  const window = await shotsInUsageWindow(db, today);
  const raisedOverdue = await db
    .select({ id: maintenanceWorkOrders.id, moldId: molds.id, since: molds.shotsSinceMaintenance, interval: molds.maintenanceIntervalShots })
    .from(maintenanceWorkOrders)
    .innerJoin(molds, and(eq(maintenanceWorkOrders.assetType, 'mold'), eq(molds.id, maintenanceWorkOrders.assetId)))
    .where(and(eq(maintenanceWorkOrders.status, 'open'), eq(maintenanceWorkOrders.trigger, 'shots'), sql`${molds.shotsSinceMaintenance} > ${molds.maintenanceIntervalShots}`));
  for (const o of raisedOverdue) {
    const perDay = (window.get(o.moldId) ?? 0) / 30;
    const daysLate = perDay > 0 ? Math.min(60, Math.ceil((Number(o.since) - (o.interval ?? 0)) / perDay)) : 14;
    if (daysLate > 0) await db.update(maintenanceWorkOrders).set({ dueDate: addDays(today, -daysLate) }).where(eq(maintenanceWorkOrders.id, o.id));
  }

  // What the demo keeps in maintenance is being serviced: its order in progress (a press without one: a breakdown).
  const inMaintenance = await db.select({ id: molds.id }).from(molds).where(eq(molds.status, 'maintenance'));
  const moldIds = inMaintenance.map((m) => m.id);
  let started = 0;
  if (moldIds.length) {
    const rows = await db
      .update(maintenanceWorkOrders)
      .set({ status: 'in_progress', startedAt: new Date(), assignedToUserId: ctx.user?.id ?? null, updatedAt: new Date() })
      .where(and(eq(maintenanceWorkOrders.assetType, 'mold'), inArray(maintenanceWorkOrders.assetId, moldIds), eq(maintenanceWorkOrders.status, 'open')))
      .returning({ id: maintenanceWorkOrders.id });
    started += rows.length;
  }
  for (const p of await db.select().from(machines).where(eq(machines.status, 'maintenance'))) {
    const [open] = await db
      .select({ id: maintenanceWorkOrders.id })
      .from(maintenanceWorkOrders)
      .where(and(eq(maintenanceWorkOrders.assetType, 'machine'), eq(maintenanceWorkOrders.assetId, p.id), inArray(maintenanceWorkOrders.status, ['open', 'in_progress'])));
    if (open) {
      await db.update(maintenanceWorkOrders).set({ status: 'in_progress', startedAt: new Date(), updatedAt: new Date() }).where(eq(maintenanceWorkOrders.id, open.id));
    } else {
      await db.transaction(async (tx) => {
        await tx.insert(maintenanceWorkOrders).values({
          maintenanceNumber: await nextMaintenanceNumber(tx),
          assetType: 'machine',
          assetId: p.id,
          type: 'repair',
          priority: 'high',
          status: 'in_progress',
          trigger: 'breakdown',
          dueDate: today,
          description: `${p.machineName}: hydraulic leak at the clamp cylinder`,
          startedAt: new Date(),
          createdBy: ctx.user?.id ?? null,
        });
      });
    }
    started++;
  }
  return `${history} completed maintenance work orders, ${swept.raised} raised by the sweep, ${started} in progress`;
}
