import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { oeeDowntimeDaily, oeePressDaily, oeeProductionDaily, oeeScrapDaily } from '@/db/schema';
import { addDays, plantZoneName, startOfPlantDay, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { preparedQuery } from '@/lib/db/prepared';
import { together } from '@/lib/db/together';
import type { DowntimeCategory, DowntimeReason, ScrapReason } from './constants';

/**
 * The daily rollups of OEE (db/schema/oee.ts), kept by every report and downtime write in its own transaction.
 * Incremental here (JavaScript splits an event at the plant's midnights); `recomputedRollups` reads the same figures
 * from the raw rows in SQL (a second, independent derivation: the tests compare the two, `rebuildOeeRollups` uses it).
 */

/** [start, end) cut at the plant's midnights: the milliseconds in each plant day touched. */
export function splitByPlantDay(start: Date, end: Date): { day: string; ms: number }[] {
  const parts: { day: string; ms: number }[] = [];
  let day = todayInPlant(start);
  let from = start.getTime();
  const until = end.getTime();
  while (from < until) {
    const next = startOfPlantDay(addDays(day, 1)).getTime();
    const to = Math.min(next, until);
    parts.push({ day, ms: to - from });
    from = to;
    day = addDays(day, 1);
  }
  return parts;
}

/** The length of a plant day in ms (23 or 25 hours across a DST change), cut at `now`; 0 for a day not begun. */
export function plantDayMs(day: string, now: Date = new Date()): number {
  const start = startOfPlantDay(day).getTime();
  const end = Math.min(startOfPlantDay(addDays(day, 1)).getTime(), now.getTime());
  return Math.max(0, end - start);
}

export type DowntimeSpan = { machineId: number; reasonCode: DowntimeReason; category: DowntimeCategory; startedAt: Date; endedAt: Date | null };

/** Add (sign 1) or take back (sign −1) a closed event's time; an open event is counted by the readers, not here. */
export async function applyDowntime(tx: Tx, event: DowntimeSpan, sign: 1 | -1): Promise<void> {
  if (!event.endedAt) return;
  const parts = splitByPlantDay(event.startedAt, event.endedAt);
  if (!parts.length) return;
  await tx
    .insert(oeeDowntimeDaily)
    .values(
      parts.map((p, i) => ({
        machineId: event.machineId,
        day: p.day,
        reasonCode: event.reasonCode,
        category: event.category,
        durationMs: sign * p.ms,
        events: i === 0 ? sign : 0,
      })),
    )
    .onConflictDoUpdate({
      target: [oeeDowntimeDaily.machineId, oeeDowntimeDaily.day, oeeDowntimeDaily.reasonCode],
      set: {
        durationMs: sql`${oeeDowntimeDaily.durationMs} + excluded.duration_ms`,
        events: sql`${oeeDowntimeDaily.events} + excluded.events`,
      },
    });
  const planned = event.category === 'planned';
  await tx
    .insert(oeePressDaily)
    .values(parts.map((p) => ({ machineId: event.machineId, day: p.day, plannedMs: planned ? sign * p.ms : 0, unplannedMs: planned ? 0 : sign * p.ms })))
    .onConflictDoUpdate({
      target: [oeePressDaily.machineId, oeePressDaily.day],
      set: { plannedMs: sql`${oeePressDaily.plannedMs} + excluded.planned_ms`, unplannedMs: sql`${oeePressDaily.unplannedMs} + excluded.unplanned_ms` },
    });
}

export type ReportFigures = {
  machineId: number | null;
  moldId: number;
  shots: number;
  idealCycleSeconds: number;
  goodParts: number;
  scrapParts: number;
  scrapReasons: { reason_code: ScrapReason; quantity: number }[];
};

/**
 * A report's upsert of its press, plant day and mold's production row, prepared (built once). The day is the
 * transaction's (`now()`): a new report row's `reported_at` (its default), so its plant day is the one the rollups'
 * recomputation gives it, and the rollup needs no answer from the report's insert.
 */
const reportedNow = preparedQuery((db) =>
  db
    .insert(oeeProductionDaily)
    .values({
      machineId: sql.placeholder('machineId'),
      day: sql`(now() at time zone ${sql.placeholder('zone')})::date` as unknown as string,
      moldId: sql.placeholder('moldId'),
      shots: sql.placeholder('shots'),
      idealSeconds: sql`${sql.placeholder('ideal')}::numeric * ${sql.placeholder('shots')}` as unknown as number,
      goodParts: sql.placeholder('goodParts'),
      scrapParts: sql.placeholder('scrapParts'),
      reports: 1,
    })
    .onConflictDoUpdate({
      target: [oeeProductionDaily.machineId, oeeProductionDaily.day, oeeProductionDaily.moldId],
      set: {
        shots: sql`${oeeProductionDaily.shots} + excluded.shots`,
        idealSeconds: sql`${oeeProductionDaily.idealSeconds} + excluded.ideal_seconds`,
        goodParts: sql`${oeeProductionDaily.goodParts} + excluded.good_parts`,
        scrapParts: sql`${oeeProductionDaily.scrapParts} + excluded.scrap_parts`,
        reports: sql`${oeeProductionDaily.reports} + 1`,
      },
    })
    .prepare('oee_production_report'),
);

/** A production report's shots, ideal time and parts on its press, plant day and mold (a report without a press: none). */
export async function applyReport(tx: Tx, report: ReportFigures): Promise<void> {
  if (report.machineId == null) return;
  const zone = plantZoneName();
  const production = reportedNow(tx).execute({
    machineId: report.machineId,
    zone,
    moldId: report.moldId,
    shots: report.shots,
    ideal: report.idealCycleSeconds,
    goodParts: report.goodParts,
    scrapParts: report.scrapParts,
  });
  const day = sql`(now() at time zone ${zone})::date` as unknown as string;
  const reasons = [...report.scrapReasons].sort((a, b) => a.reason_code.localeCompare(b.reason_code));
  // The two upserts touch different rows: sent together (one round trip).
  await together([
    production,
    reasons.length
      ? tx
          .insert(oeeScrapDaily)
          .values(reasons.map((r) => ({ machineId: report.machineId!, day, moldId: report.moldId, reasonCode: r.reason_code, quantity: r.quantity })))
          .onConflictDoUpdate({
            target: [oeeScrapDaily.machineId, oeeScrapDaily.day, oeeScrapDaily.moldId, oeeScrapDaily.reasonCode],
            set: { quantity: sql`${oeeScrapDaily.quantity} + excluded.quantity` },
          })
      : Promise.resolve(),
  ]);
}

export type RecomputedRollups = {
  press: { machine_id: number; day: string; planned_ms: number; unplanned_ms: number }[];
  downtime: { machine_id: number; day: string; reason_code: string; category: string; duration_ms: number; events: number }[];
  production: { machine_id: number; day: string; mold_id: number; shots: number; ideal_seconds: number; good_parts: number; scrap_parts: number; reports: number }[];
  scrap: { machine_id: number; day: string; mold_id: number; reason_code: string; quantity: number }[];
};

/**
 * The rollups as the raw rows give them, in SQL (the plant's days by `at time zone`): closed downtime events cut at
 * midnights with generate_series, reports by the plant day of `reported_at` with the ideal cycle time of the work
 * order's product (else the order's own). `machineIds` limits it (the tests), else every press.
 */
export async function recomputedRollups(db: DbOrTx, machineIds?: number[]): Promise<RecomputedRollups> {
  const zone = plantZoneName();
  const only = (column: string) => (machineIds ? sql`and ${sql.raw(column)} in (${sql.join(machineIds.length ? machineIds.map((id) => sql`${id}`) : [sql`null`], sql`, `)})` : sql``);
  const downtime = await executeRows<RecomputedRollups['downtime'][number]>(
    db,
    sql`
      with parts as (
        select e.machine_id, e.reason_code, e.category, e.started_at,
               d::date as day,
               greatest(e.started_at, (d::date)::timestamp at time zone ${zone}) as part_start,
               least(e.ended_at, ((d::date) + 1)::timestamp at time zone ${zone}) as part_end
        from downtime_events e,
             generate_series((e.started_at at time zone ${zone})::date, (e.ended_at at time zone ${zone})::date, interval '1 day') d
        where e.ended_at is not null ${only('e.machine_id')}
      )
      select machine_id, to_char(day, 'YYYY-MM-DD') as day, reason_code::text, category::text,
             sum(round(extract(epoch from (part_end - part_start)) * 1000))::bigint as duration_ms,
             count(*) filter (where day = (started_at at time zone ${zone})::date)::int as events
      from parts where part_end > part_start
      group by machine_id, day, reason_code, category`,
  );
  const pressDays = new Map<string, RecomputedRollups['press'][number]>();
  for (const r of downtime) {
    const key = `${r.machine_id}|${r.day}`;
    const row = pressDays.get(key) ?? { machine_id: Number(r.machine_id), day: r.day, planned_ms: 0, unplanned_ms: 0 };
    if (r.category === 'planned') row.planned_ms += Number(r.duration_ms);
    else row.unplanned_ms += Number(r.duration_ms);
    pressDays.set(key, row);
  }
  const production = await executeRows<RecomputedRollups['production'][number]>(
    db,
    sql`
      select r.machine_id, to_char((r.reported_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, w.mold_id,
             sum(r.shots)::bigint as shots,
             sum(coalesce(p.cycle_time_seconds, w.cycle_time_seconds, 0) * r.shots) as ideal_seconds,
             sum(r.good_parts)::bigint as good_parts, sum(r.scrap_parts)::bigint as scrap_parts, count(*)::int as reports
      from production_reports r join work_orders w on w.id = r.work_order_id join products p on p.id = w.product_id
      where r.machine_id is not null ${only('r.machine_id')}
      group by 1, 2, 3`,
  );
  const scrap = await executeRows<RecomputedRollups['scrap'][number]>(
    db,
    sql`
      select r.machine_id, to_char((r.reported_at at time zone ${zone})::date, 'YYYY-MM-DD') as day, w.mold_id, s.reason_code::text,
             sum(s.quantity)::bigint as quantity
      from production_report_scrap s join production_reports r on r.id = s.report_id join work_orders w on w.id = r.work_order_id
      where r.machine_id is not null ${only('r.machine_id')}
      group by 1, 2, 3, 4`,
  );
  const num = <T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]) =>
    rows.map((row) => {
      const out = { ...row };
      for (const k of keys) (out as Record<string, unknown>)[k as string] = Number(row[k]);
      return out;
    });
  return {
    press: [...pressDays.values()],
    downtime: num(downtime, ['machine_id', 'duration_ms', 'events']),
    production: num(production, ['machine_id', 'mold_id', 'shots', 'ideal_seconds', 'good_parts', 'scrap_parts', 'reports']),
    scrap: num(scrap, ['machine_id', 'mold_id', 'quantity']),
  };
}

/** Throw the rollups away and write them again from the raw rows (a seed's backfill, a repair). */
export async function rebuildOeeRollups(tx: Tx, machineIds?: number[]): Promise<void> {
  const rows = await recomputedRollups(tx, machineIds);
  if (machineIds) {
    if (!machineIds.length) return;
    await tx.delete(oeeDowntimeDaily).where(inArray(oeeDowntimeDaily.machineId, machineIds));
    await tx.delete(oeePressDaily).where(inArray(oeePressDaily.machineId, machineIds));
    await tx.delete(oeeProductionDaily).where(inArray(oeeProductionDaily.machineId, machineIds));
    await tx.delete(oeeScrapDaily).where(inArray(oeeScrapDaily.machineId, machineIds));
  } else {
    await tx.delete(oeeDowntimeDaily);
    await tx.delete(oeePressDaily);
    await tx.delete(oeeProductionDaily);
    await tx.delete(oeeScrapDaily);
  }
  const chunks = <T>(list: T[], size = 1000) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
  for (const part of chunks(rows.downtime))
    await tx.insert(oeeDowntimeDaily).values(
      part.map((r) => ({ machineId: r.machine_id, day: r.day, reasonCode: r.reason_code as DowntimeReason, category: r.category as DowntimeCategory, durationMs: r.duration_ms, events: r.events })),
    );
  for (const part of chunks(rows.press))
    await tx.insert(oeePressDaily).values(part.map((r) => ({ machineId: r.machine_id, day: r.day, plannedMs: r.planned_ms, unplannedMs: r.unplanned_ms })));
  for (const part of chunks(rows.production))
    await tx.insert(oeeProductionDaily).values(
      part.map((r) => ({ machineId: r.machine_id, day: r.day, moldId: r.mold_id, shots: r.shots, idealSeconds: r.ideal_seconds, goodParts: r.good_parts, scrapParts: r.scrap_parts, reports: r.reports })),
    );
  for (const part of chunks(rows.scrap))
    await tx.insert(oeeScrapDaily).values(part.map((r) => ({ machineId: r.machine_id, day: r.day, moldId: r.mold_id, reasonCode: r.reason_code as ScrapReason, quantity: r.quantity })));
}
