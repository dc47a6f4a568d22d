import 'server-only';
import { and, asc, between, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { downtimeEvents, machines, oeeDowntimeDaily, oeePressDaily, oeeProductionDaily, oeeScrapDaily } from '@/db/schema';
import { addDays, daysBetween, startOfPlantDay, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { paginated, pageRequest, type Paginated } from '@/lib/list/paging';
import type { ServiceContext } from '@/lib/service-context';
import { DOWNTIME_PER_PAGE, DOWNTIME_REASON_LABELS, OEE_MAX_DAYS, SCRAP_REASON_LABELS, UNSPECIFIED_SCRAP, type DowntimeCategory, type DowntimeReason, type OeeGroup, type ScrapReason } from './constants';
import { toDowntimeDto, type DowntimeEventDto, type DowntimeParetoRow, type OeeRow, type ScrapParetoRow } from './dto';
import type { DowntimeListQuery, OeeQuery, ReportQuery } from './list-state';
import { computeOee, type OeeInputs } from './formulas';
import { plantDayMs, splitByPlantDay } from './rollups';

const RANGE_TOO_LONG = `A report covers at most ${OEE_MAX_DAYS} days.`;
const TO_BEFORE_FROM = 'The end date must be on or after the start date.';
const MACHINE_UNKNOWN = 'The selected machine does not exist.';

export type Window = { from: string; to: string; days: string[] };

/** The window of a report: `from`–`to` (plant days, both included); defaults: `to` today, `from` = `to` − (defaultDays − 1). */
export function reportWindow(query: { from?: string; to?: string }, defaultDays = 1): Window {
  const to = query.to ?? (query.from && defaultDays === 1 ? query.from : todayInPlant());
  const from = query.from ?? addDays(to, -(defaultDays - 1));
  if (to < from) throw ValidationError.field('to', TO_BEFORE_FROM);
  const span = daysBetween(from, to) + 1;
  if (span > OEE_MAX_DAYS) throw ValidationError.field('from', RANGE_TOO_LONG);
  return { from, to, days: Array.from({ length: span }, (_, i) => addDays(from, i)) };
}

async function machinesOf(db: DbOrTx, machineId: number | undefined) {
  const rows = await db
    .select({ id: machines.id, number: machines.machineNumber, name: machines.machineName })
    .from(machines)
    .where(machineId !== undefined ? eq(machines.id, machineId) : undefined)
    .orderBy(asc(machines.machineNumber));
  if (machineId !== undefined && !rows.length) throw ValidationError.field('machine_id', MACHINE_UNKNOWN);
  return rows;
}

type Downtime = { planned: number; unplanned: number };
type OpenEvent = { machineId: number; category: DowntimeCategory; reasonCode: DowntimeReason; startedAt: Date };

/** Open events cut to the window and to now: their time per press and plant day (the rollups hold closed events only). */
async function openEventParts(db: DbOrTx, window: Window, machineId: number | undefined, now: Date) {
  const windowStart = startOfPlantDay(window.from);
  const windowEnd = new Date(Math.min(startOfPlantDay(addDays(window.to, 1)).getTime(), now.getTime()));
  if (windowEnd <= windowStart) return [];
  const open: OpenEvent[] = await db
    .select({ machineId: downtimeEvents.machineId, category: downtimeEvents.category, reasonCode: downtimeEvents.reasonCode, startedAt: downtimeEvents.startedAt })
    .from(downtimeEvents)
    .where(and(isNull(downtimeEvents.endedAt), lte(downtimeEvents.startedAt, windowEnd), machineId !== undefined ? eq(downtimeEvents.machineId, machineId) : undefined));
  return open.flatMap((e) => {
    const start = new Date(Math.max(new Date(e.startedAt).getTime(), windowStart.getTime()));
    return splitByPlantDay(start, windowEnd).map((p) => ({ ...p, machineId: e.machineId, category: e.category, reasonCode: e.reasonCode, startedInWindow: new Date(e.startedAt) >= windowStart, first: p.day === todayInPlant(new Date(e.startedAt)) }));
  });
}

const dayRange = (column: SQL | typeof oeeDowntimeDaily.day, window: Window) => between(column as typeof oeeDowntimeDaily.day, window.from, window.to);

/**
 * GET /api/oee (CONTRACT §13): OEE per plant day, press or mold over the window, from the daily rollups (plus the
 * open events up to now). The window of a press-day is the plant day's length (23/25 h on DST days; today up to now).
 * A mold has no window of its own: each press-day it ran on gives it a share of that day (its ideal time's share of
 * the day's ideal time, shots when no ideal time is known), downtime and all.
 */
export async function oeeReport(ctx: ServiceContext, query: OeeQuery, now: Date = new Date()): Promise<OeeRow[]> {
  const db = ctx.db;
  const window = reportWindow(query);
  const group: OeeGroup = query.group_by ?? 'machine';
  const presses = await machinesOf(db, query.machine_id);
  const dayMs = new Map(window.days.map((d) => [d, plantDayMs(d, now)]));
  const machineFilter = query.machine_id !== undefined ? eq(oeePressDaily.machineId, query.machine_id) : undefined;
  const productionMachine = query.machine_id !== undefined ? eq(oeeProductionDaily.machineId, query.machine_id) : undefined;

  if (group === 'mold') return oeeByMold(db, window, query.machine_id, dayMs, now);

  const keyDowntime = group === 'day' ? sql<string>`to_char(${oeePressDaily.day}, 'YYYY-MM-DD')` : sql<string>`${oeePressDaily.machineId}::text`;
  const keyProduction = group === 'day' ? sql<string>`to_char(${oeeProductionDaily.day}, 'YYYY-MM-DD')` : sql<string>`${oeeProductionDaily.machineId}::text`;
  const [downtime, production, openParts] = await Promise.all([
    db
      .select({
        key: keyDowntime,
        planned: sql<string>`coalesce(sum(${oeePressDaily.plannedMs}), 0)`,
        unplanned: sql<string>`coalesce(sum(${oeePressDaily.unplannedMs}), 0)`,
      })
      .from(oeePressDaily)
      .where(and(between(oeePressDaily.day, window.from, window.to), machineFilter))
      .groupBy(keyDowntime),
    db
      .select({
        key: keyProduction,
        shots: sql<string>`sum(${oeeProductionDaily.shots})`,
        ideal: sql<string>`sum(${oeeProductionDaily.idealSeconds})`,
        good: sql<string>`sum(${oeeProductionDaily.goodParts})`,
        scrap: sql<string>`sum(${oeeProductionDaily.scrapParts})`,
      })
      .from(oeeProductionDaily)
      .where(and(between(oeeProductionDaily.day, window.from, window.to), productionMachine))
      .groupBy(keyProduction),
    openEventParts(db, window, query.machine_id, now),
  ]);
  const down = new Map<string, Downtime>(downtime.map((r) => [r.key, { planned: Number(r.planned), unplanned: Number(r.unplanned) }]));
  for (const p of openParts) {
    const key = group === 'day' ? p.day : String(p.machineId);
    const d = down.get(key) ?? { planned: 0, unplanned: 0 };
    d[p.category] += p.ms;
    down.set(key, d);
  }
  const made = new Map(production.map((r) => [r.key, r]));
  const row = (key: string, label: string, windowMs: number): OeeRow => {
    const d = down.get(key) ?? { planned: 0, unplanned: 0 };
    const m = made.get(key);
    const inputs: OeeInputs = {
      windowMs,
      plannedDowntimeMs: d.planned,
      unplannedDowntimeMs: d.unplanned,
      idealSeconds: Number(m?.ideal ?? 0),
      shots: Number(m?.shots ?? 0),
      goodParts: Number(m?.good ?? 0),
      scrapParts: Number(m?.scrap ?? 0),
    };
    return { key, label, ...computeOee(inputs) };
  };
  if (group === 'day') {
    return window.days.filter((d) => dayMs.get(d)! > 0).map((d) => row(d, d, dayMs.get(d)! * presses.length));
  }
  const windowMs = [...dayMs.values()].reduce((a, b) => a + b, 0);
  return presses.map((p) => row(String(p.id), `${p.number} ${p.name}`, windowMs));
}

/**
 * By mold, in one statement: each press-day's window and downtime (the rollups plus the open events' parts, given as
 * values) shared among the molds that ran that press-day by their ideal time (shots when none is known), summed per
 * mold. The database does the sharing, so a month of 300 presses sends back one row per mold, not per press-day.
 */
async function oeeByMold(db: DbOrTx, window: Window, machineId: number | undefined, dayMs: Map<string, number>, now: Date): Promise<OeeRow[]> {
  const openParts = await openEventParts(db, window, machineId, now);
  const days = sql.join(
    window.days.map((d) => sql`(${d}::date, ${dayMs.get(d) ?? 0}::float8)`),
    sql`, `,
  );
  const open = openParts.length
    ? sql`union all select * from (values ${sql.join(
        openParts.map((p) => sql`(${p.machineId}::int, ${p.day}::date, ${p.category === 'planned' ? p.ms : 0}::float8, ${p.category === 'unplanned' ? p.ms : 0}::float8)`),
        sql`, `,
      )}) as o(machine_id, day, planned, unplanned)`
    : sql``;
  const pressFilter = (column: string) => (machineId !== undefined ? sql`and ${sql.raw(column)} = ${machineId}` : sql``);
  const rows = await executeRows<{ mold_id: number; label: string; window_ms: number; planned_ms: number; unplanned_ms: number; ideal: string; shots: string; good: string; scrap: string }>(
    db,
    sql`
      with days(day, ms) as (values ${days}),
      made as (
        select p.machine_id, p.day, p.mold_id, p.shots, p.ideal_seconds, p.good_parts, p.scrap_parts,
               coalesce(p.ideal_seconds::float8 / nullif(sum(p.ideal_seconds::float8) over w, 0), p.shots::float8 / nullif(sum(p.shots) over w, 0)) as share
        from oee_production_daily p
        where p.day between ${window.from}::date and ${window.to}::date ${pressFilter('p.machine_id')}
        window w as (partition by p.machine_id, p.day)
      ),
      down as (
        select machine_id, day, sum(planned) as planned, sum(unplanned) as unplanned from (
          select d.machine_id, d.day, d.planned_ms::float8 as planned, d.unplanned_ms::float8 as unplanned
          from oee_press_daily d
          where d.day between ${window.from}::date and ${window.to}::date ${pressFilter('d.machine_id')}
          ${open}
        ) x group by machine_id, day
      )
      select made.mold_id, m.mold_code || ' ' || m.mold_name as label,
             sum(made.share * days.ms) as window_ms,
             sum(made.share * coalesce(down.planned, 0)) as planned_ms,
             sum(made.share * coalesce(down.unplanned, 0)) as unplanned_ms,
             sum(made.ideal_seconds) as ideal, sum(made.shots) as shots, sum(made.good_parts) as good, sum(made.scrap_parts) as scrap
      from made
      join days on days.day = made.day
      join molds m on m.id = made.mold_id
      left join down on down.machine_id = made.machine_id and down.day = made.day
      group by made.mold_id, m.mold_code, m.mold_name
      order by label`,
  );
  return rows.map((r) => ({
    key: String(r.mold_id),
    label: r.label,
    ...computeOee({
      windowMs: Number(r.window_ms),
      plannedDowntimeMs: Number(r.planned_ms),
      unplannedDowntimeMs: Number(r.unplanned_ms),
      idealSeconds: Number(r.ideal),
      shots: Number(r.shots),
      goodParts: Number(r.good),
      scrapParts: Number(r.scrap),
    }),
  }));
}

const share = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 10_000) / 10_000 : 0);
const minutes = (ms: number) => Math.round((ms / 60_000) * 10_000) / 10_000;

/** Downtime minutes per reason over the window (closed events from the rollups, open ones up to now), most first. */
export async function downtimePareto(ctx: ServiceContext, query: ReportQuery, now: Date = new Date()): Promise<DowntimeParetoRow[]> {
  const window = reportWindow(query, 30);
  if (query.machine_id !== undefined) await machinesOf(ctx.db, query.machine_id);
  const [rows, openParts] = await Promise.all([
    ctx.db
      .select({
        reason: oeeDowntimeDaily.reasonCode,
        category: oeeDowntimeDaily.category,
        ms: sql<string>`sum(${oeeDowntimeDaily.durationMs})`,
        events: sql<string>`sum(${oeeDowntimeDaily.events})`,
      })
      .from(oeeDowntimeDaily)
      .where(and(dayRange(oeeDowntimeDaily.day, window), query.machine_id !== undefined ? eq(oeeDowntimeDaily.machineId, query.machine_id) : undefined))
      .groupBy(oeeDowntimeDaily.reasonCode, oeeDowntimeDaily.category),
    openEventParts(ctx.db, window, query.machine_id, now),
  ]);
  const by = new Map<DowntimeReason, { category: DowntimeCategory; ms: number; events: number }>();
  for (const r of rows) by.set(r.reason, { category: r.category, ms: Number(r.ms), events: Number(r.events) });
  for (const p of openParts) {
    const acc = by.get(p.reasonCode) ?? { category: p.category, ms: 0, events: 0 };
    acc.ms += p.ms;
    if (p.first) acc.events += 1;
    by.set(p.reasonCode, acc);
  }
  const list = [...by.entries()].filter(([, v]) => v.ms > 0).sort((a, b) => b[1].ms - a[1].ms || a[0].localeCompare(b[0]));
  const total = list.reduce((a, [, v]) => a + v.ms, 0);
  let running = 0;
  return list.map(([reason, v]) => {
    running += v.ms;
    return { reason_code: reason, reason_label: DOWNTIME_REASON_LABELS[reason], category: v.category, minutes: minutes(v.ms), events: v.events, share: share(v.ms, total), cumulative_share: share(running, total) };
  });
}

/** Scrap parts per reason over the window, most first; scrap reported without reasons is `unspecified`. */
export async function scrapPareto(ctx: ServiceContext, query: ReportQuery): Promise<ScrapParetoRow[]> {
  const window = reportWindow(query, 30);
  if (query.machine_id !== undefined) await machinesOf(ctx.db, query.machine_id);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({ reason: oeeScrapDaily.reasonCode, quantity: sql<string>`sum(${oeeScrapDaily.quantity})` })
      .from(oeeScrapDaily)
      .where(and(between(oeeScrapDaily.day, window.from, window.to), query.machine_id !== undefined ? eq(oeeScrapDaily.machineId, query.machine_id) : undefined))
      .groupBy(oeeScrapDaily.reasonCode),
    ctx.db
      .select({ scrap: sql<string>`coalesce(sum(${oeeProductionDaily.scrapParts}), 0)` })
      .from(oeeProductionDaily)
      .where(and(between(oeeProductionDaily.day, window.from, window.to), query.machine_id !== undefined ? eq(oeeProductionDaily.machineId, query.machine_id) : undefined)),
  ]);
  const list: { code: ScrapReason | typeof UNSPECIFIED_SCRAP; quantity: number }[] = rows.map((r) => ({ code: r.reason, quantity: Number(r.quantity) })).filter((r) => r.quantity > 0);
  const reasoned = list.reduce((a, r) => a + r.quantity, 0);
  const unspecified = Number(totals?.scrap ?? 0) - reasoned;
  if (unspecified > 0) list.push({ code: UNSPECIFIED_SCRAP, quantity: unspecified });
  list.sort((a, b) => b.quantity - a.quantity || a.code.localeCompare(b.code));
  const total = list.reduce((a, r) => a + r.quantity, 0);
  let running = 0;
  return list.map((r) => {
    running += r.quantity;
    return {
      reason_code: r.code,
      reason_label: r.code === UNSPECIFIED_SCRAP ? 'Unspecified' : SCRAP_REASON_LABELS[r.code],
      quantity: r.quantity,
      share: share(r.quantity, total),
      cumulative_share: share(running, total),
    };
  });
}

/** GET /api/machines/{id}/downtime: the press's events, newest first (paged; from/to: events touching those plant days). */
export async function listDowntimeEvents(ctx: ServiceContext, machineId: number, query: DowntimeListQuery): Promise<Paginated<DowntimeEventDto>> {
  const req = pageRequest(query, DOWNTIME_PER_PAGE);
  const conditions = [
    eq(downtimeEvents.machineId, machineId),
    query.from ? or(isNull(downtimeEvents.endedAt), gte(downtimeEvents.endedAt, startOfPlantDay(query.from))) : undefined,
    query.to ? sql`${downtimeEvents.startedAt} < ${startOfPlantDay(addDays(query.to, 1)).toISOString()}::timestamptz` : undefined,
  ];
  const [machine] = await ctx.db.select({ id: machines.id }).from(machines).where(eq(machines.id, machineId));
  if (!machine) throw new NotFoundError('Machine');
  const rows = await ctx.db
    .select({ event: downtimeEvents, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(downtimeEvents)
    .where(and(...conditions))
    .orderBy(desc(downtimeEvents.startedAt), desc(downtimeEvents.id))
    .limit(req.perPage)
    .offset(req.offset);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && req.offset > 0) total = await ctx.db.$count(downtimeEvents, and(...conditions));
  const now = new Date();
  return paginated(
    rows.map((r) => toDowntimeDto(r.event, now)),
    total,
    req,
  );
}

export async function getDowntimeEvent(ctx: ServiceContext, machineId: number, eventId: number): Promise<DowntimeEventDto> {
  const [row] = await ctx.db.select().from(downtimeEvents).where(and(eq(downtimeEvents.id, eventId), eq(downtimeEvents.machineId, machineId)));
  if (!row) throw new NotFoundError('Downtime event');
  return toDowntimeDto(row);
}

/** The shop floor: each press's open event (reason, since when). */
export async function openDowntimeByMachine(db: DbOrTx): Promise<Map<number, DowntimeEventDto>> {
  const rows = await db.select().from(downtimeEvents).where(isNull(downtimeEvents.endedAt));
  const now = new Date();
  return new Map(rows.map((r) => [r.machineId, toDowntimeDto(r, now)]));
}

/** Today's OEE per press (the shop floor cards). */
export async function todaysOeeByMachine(ctx: ServiceContext, now: Date = new Date()): Promise<Map<number, OeeRow>> {
  const today = todayInPlant(now);
  const rows = await oeeReport(ctx, { from: today, to: today, group_by: 'machine' }, now);
  return new Map(rows.map((r) => [Number(r.key), r]));
}

