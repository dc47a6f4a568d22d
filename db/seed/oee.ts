import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { downtimeEvents, machines, productionReportScrap, productionReports, workOrders } from '@/db/schema';
import { addDays, startOfPlantDay, todayInPlant } from '@/lib/dates';
import { downtimeCategoryOf, type DowntimeReason, type ScrapReason } from '@/lib/oee/constants';
import { rebuildOeeRollups } from '@/lib/oee/rollups';
import { seedContext } from './context';

/**
 * Demo downtime and scrap reasons (CONTRACT §13) for the last 30 plant days on the demo presses, so /reports tells
 * a story:
 *   - two shifts, 06:00–22:00, a 30-minute break in each, no order at night (planned downtime);
 *   - PRESS-04 loses time to mold changes (one or two long ones every day), the others change molds every few days;
 *   - unplanned stops now and then: machine and mold failures, material shortages, no operator, utilities;
 *   - the open events behind today's statuses: PRESS-08 in error (machine failure), PRESS-12 offline (no order);
 *   - the scrap of every report by reason, and the mold with the most scrap this month has a flash problem.
 * Then the daily rollups are rebuilt from the raw rows (the history's reports were inserted without them).
 * Idempotent: when the demo presses have any downtime, nothing is added.
 */

const PRESS_NUMBERS = Array.from({ length: 12 }, (_, i) => `PRESS-${String(i + 1).padStart(2, '0')}`);
const MOLD_CHANGE_PRESS = 'PRESS-04';
const DAYS = 30;
const UNPLANNED: DowntimeReason[] = ['machine_failure', 'mold_failure', 'material_shortage', 'no_operator', 'utilities', 'quality_hold'];
const FLASH_MIX: [ScrapReason, number][] = [['flash', 0.88], ['short_shot', 0.07], ['dimensional', 0.05]];
const USUAL_MIX: [ScrapReason, number][] = [['short_shot', 0.17], ['sink_mark', 0.16], ['splay', 0.14], ['warp', 0.12], ['contamination', 0.11], ['burn_mark', 0.1], ['dimensional', 0.1], ['color', 0.06], ['other', 0.04]];

function prng(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

/** `total` split by the mix's weights into whole parts that sum to it exactly (largest remainders). */
function split(total: number, mix: [ScrapReason, number][]): { reason: ScrapReason; quantity: number }[] {
  const raw = mix.map(([reason, w]) => ({ reason, exact: total * w }));
  const parts = raw.map((r) => ({ reason: r.reason, quantity: Math.floor(r.exact), rest: r.exact - Math.floor(r.exact) }));
  let left = total - parts.reduce((a, p) => a + p.quantity, 0);
  for (const p of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    p.quantity++;
    left--;
  }
  return parts.filter((p) => p.quantity > 0).map(({ reason, quantity }) => ({ reason, quantity }));
}

type EventRow = typeof downtimeEvents.$inferInsert;

export async function seed(db: Db): Promise<string> {
  const ctx = await seedContext(db);
  const presses = await db.select({ id: machines.id, number: machines.machineNumber, status: machines.status }).from(machines).where(inArray(machines.machineNumber, PRESS_NUMBERS));
  if (!presses.length) return 'no demo presses: nothing to add';
  const ids = presses.map((p) => p.id);
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(downtimeEvents).where(inArray(downtimeEvents.machineId, ids));
  if (n > 0) return 'downtime of the demo presses already present';

  const rnd = prng(2811);
  const now = Date.now();
  const today = todayInPlant();
  const at = (day: string, hours: number) => new Date(startOfPlantDay(day).getTime() + hours * 3_600_000);
  /** Today's open events start an hour ago (as the production seed's statuses); history ends before them. */
  const historyEnd = now - 2 * 3_600_000;
  const events: EventRow[] = [];
  const add = (machineId: number, reason: DowntimeReason, start: Date, end: Date) => {
    const e = Math.min(end.getTime(), historyEnd);
    if (e - start.getTime() < 60_000) return;
    events.push({ machineId, reasonCode: reason, category: downtimeCategoryOf(reason), startedAt: start, endedAt: new Date(e), createdBy: ctx.user!.id, closedBy: ctx.user!.id });
  };

  for (const press of presses) {
    const moldChanges = press.number === MOLD_CHANGE_PRESS;
    for (let d = DAYS; d >= 1; d--) {
      const day = addDays(today, -d);
      // Morning shift: a mold change first thing (PRESS-04 every day, long; the others every fourth day or so).
      let t = 6 + rnd() * 0.5;
      if (moldChanges || rnd() < 0.25) {
        const hours = moldChanges ? 1.5 + rnd() * 1.5 : 0.6 + rnd() * 0.5;
        add(press.id, 'mold_change', at(day, t), at(day, t + hours));
        t += hours + 0.5;
      }
      add(press.id, 'break', at(day, 10), at(day, 10.5));
      // An unplanned stop on about one day in three.
      if (rnd() < 0.35) {
        const start = 11 + rnd() * 2;
        add(press.id, UNPLANNED[Math.floor(rnd() * UNPLANNED.length)], at(day, start), at(day, start + 0.25 + rnd() * 1.25));
      }
      if (moldChanges && rnd() < 0.6) {
        const start = 14.5 + rnd();
        add(press.id, 'mold_change', at(day, start), at(day, start + 1 + rnd()));
      }
      add(press.id, 'break', at(day, 18), at(day, 18.5));
      if (rnd() < 0.15) add(press.id, 'color_change', at(day, 19), at(day, 19.5 + rnd() * 0.5));
      // The night: no order until the next morning's shift.
      add(press.id, 'no_order', at(day, 22), at(addDays(day, 1), 6));
    }
  }
  // Today's open events behind the production seed's statuses (the presses are already in those statuses).
  const hourAgo = new Date(now - 3_600_000);
  for (const [number, reason] of [['PRESS-08', 'machine_failure'], ['PRESS-12', 'no_order']] as const) {
    const press = presses.find((p) => p.number === number);
    if (!press) continue;
    events.push({ machineId: press.id, reasonCode: reason, category: downtimeCategoryOf(reason), startedAt: hourAgo, endedAt: null, previousStatus: 'idle', createdBy: ctx.user!.id });
  }

  // Scrap by reason on the demo presses' reports of the window without reasons; the month's worst mold has flash.
  const since = startOfPlantDay(addDays(today, -DAYS));
  const reports = await db
    .select({ id: productionReports.id, scrap: productionReports.scrapParts, moldId: workOrders.moldId })
    .from(productionReports)
    .innerJoin(workOrders, eq(workOrders.id, productionReports.workOrderId))
    .leftJoin(productionReportScrap, eq(productionReportScrap.reportId, productionReports.id))
    .where(and(inArray(productionReports.machineId, ids), gte(productionReports.reportedAt, since), sql`${productionReports.scrapParts} > 0`, isNull(productionReportScrap.reportId)));
  const scrapByMold = new Map<number, number>();
  for (const r of reports) scrapByMold.set(r.moldId, (scrapByMold.get(r.moldId) ?? 0) + r.scrap);
  const [flashMold] = [...scrapByMold.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const reasons = reports.flatMap((r) => split(r.scrap, r.moldId === flashMold?.[0] ? FLASH_MIX : USUAL_MIX).map((p) => ({ reportId: r.id, reasonCode: p.reason, quantity: p.quantity })));

  await db.transaction(async (tx) => {
    for (let i = 0; i < events.length; i += 1000) await tx.insert(downtimeEvents).values(events.slice(i, i + 1000));
    for (let i = 0; i < reasons.length; i += 1000) await tx.insert(productionReportScrap).values(reasons.slice(i, i + 1000));
    await rebuildOeeRollups(tx, ids);
  });
  const [latest] = await db.select({ id: downtimeEvents.id }).from(downtimeEvents).orderBy(desc(downtimeEvents.id)).limit(1);
  return `${events.length} downtime events over ${DAYS} days on ${presses.length} presses (last #${latest?.id}), scrap reasons on ${reports.length} reports`;
}
