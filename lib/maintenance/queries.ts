import 'server-only';
import { and, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { machines, maintenanceWorkOrders, molds, users } from '@/db/schema';
import { addDays, daysBetween, todayInPlant } from '@/lib/dates';
import { NotFoundError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { deferredPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { resolveSort } from '@/lib/list/sort';
import { listSort, type ListSort } from '@/lib/list/sort-sql';
import { hasInterval, predictNextMaintenanceDue, USAGE_WINDOW_DAYS } from '@/lib/molds/health';
import { windowShotsOf } from '@/lib/molds/usage-window';
import type { ServiceContext } from '@/lib/service-context';
import { DAYS_LEAD, MWO_OPEN_STATUSES, type MwoTrigger } from './constants';
import { toMaintenanceDto, type ForecastRow, type MaintenanceRow, type MaintenanceWorkOrderDto } from './dto';
import { MAINTENANCE_SORT, type ForecastQuery, type MaintenanceListQuery } from './list-state';
import { runningHoursByMachine } from './raise';
import { DUE_SOON_HOURS_PERCENT } from './rules';

/** Every read of maintenance work orders: the list (a page, the export), one order, the forecast. */

const mwo = maintenanceWorkOrders;
const openStatuses = [...MWO_OPEN_STATUSES];

const columns = {
  mwo: maintenanceWorkOrders,
  moldCode: molds.moldCode,
  moldName: molds.moldName,
  moldStatus: sql<string | null>`${molds.status}::text`,
  machineNumber: machines.machineNumber,
  machineName: machines.machineName,
  machineStatus: sql<string | null>`${machines.status}::text`,
  assigneeName: users.name,
};

const moldJoin = and(eq(mwo.assetType, 'mold'), eq(molds.id, mwo.assetId));
const machineJoin = and(eq(mwo.assetType, 'machine'), eq(machines.id, mwo.assetId));

function conditions(q: MaintenanceListQuery, today: string): SQL | undefined {
  const c: SQL[] = [];
  if (q.status?.length) c.push(inArray(mwo.status, q.status));
  if (q.asset_type) c.push(eq(mwo.assetType, q.asset_type));
  if (q.asset_id) c.push(eq(mwo.assetId, q.asset_id));
  if (q.priority?.length) c.push(inArray(mwo.priority, q.priority));
  if (q.trigger?.length) c.push(inArray(mwo.trigger, q.trigger));
  if (q.overdue) c.push(and(inArray(mwo.status, openStatuses), lt(mwo.dueDate, today))!);
  if (q.due_soon) c.push(and(inArray(mwo.status, openStatuses), gte(mwo.dueDate, today), lte(mwo.dueDate, addDays(today, DAYS_LEAD)))!);
  const term = searchTerm(q.q);
  if (term) {
    // A UNION of the three id sets, so each uses its own index (the number's trigram index; the few molds and presses
    // matching, then their orders through (asset_type, asset_id)): an OR of them would scan every order.
    const pattern = containsPattern(term);
    c.push(sql`${mwo.id} in (
      select w.id from maintenance_work_orders w where w.maintenance_number ilike ${pattern}
      union
      select w.id from maintenance_work_orders w where w.asset_type = 'mold' and w.asset_id in (select m.id from molds m where m.mold_code ilike ${pattern} or m.mold_name ilike ${pattern})
      union
      select w.id from maintenance_work_orders w where w.asset_type = 'machine' and w.asset_id in (select p.id from machines p where p.machine_number ilike ${pattern} or p.machine_name ilike ${pattern}))`);
  }
  return c.length ? and(...c) : undefined;
}

function order(q: MaintenanceListQuery): ListSort {
  return listSort(
    MAINTENANCE_SORT,
    {
      due_date: mwo.dueDate,
      created: mwo.id,
      maintenance_number: mwo.maintenanceNumber,
      priority: mwo.priority,
      status: mwo.status,
    },
    resolveSort(MAINTENANCE_SORT, q.sort, q.dir),
    mwo.id,
  );
}

function pageQuery(q: MaintenanceListQuery, today: string): PageQuery<MaintenanceRow, MaintenanceWorkOrderDto> {
  const where = conditions(q, today);
  const sort = order(q);
  const unfiltered = where === undefined;
  return {
    count: async (tx) => {
      const [{ total }] = await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(mwo).where(where);
      return total;
    },
    // Deferred join: the page's ids (with the total and sort key) from the orders alone, then their full rows.
    rows: (tx, page) => {
      const { ids, carried } = deferredPage(page, (cols) =>
        tx
          .select({ id: mwo.id, ...cols })
          .from(mwo)
          .where(and(where, page.after))
          .orderBy(...sort.orderBy),
      );
      return tx
        .select({ ...columns, ...carried })
        .from(mwo)
        .innerJoin(ids, eq(ids.id, mwo.id))
        .leftJoin(molds, moldJoin)
        .leftJoin(machines, machineJoin)
        .leftJoin(users, eq(users.id, mwo.assignedToUserId))
        .orderBy(...sort.orderBy) as unknown as Promise<MaintenanceRow[]>;
    },
    map: (row) => toMaintenanceDto(row, today),
    sort,
    // Unfiltered, a large table's total is the planner's estimate (exact again on the last page).
    ...(unfiltered ? { estimateFrom: maintenanceWorkOrders } : {}),
  };
}

/** GET /api/maintenance/work-orders (CONTRACT §12): always the paginator; soonest due first unless `sort`/`dir`. */
export function listMaintenanceWorkOrders(ctx: ServiceContext, query: MaintenanceListQuery = {}): Promise<Paginated<MaintenanceWorkOrderDto>> {
  return pageOf(ctx.db, pageRequest(query), pageQuery(query, todayInPlant()));
}

/** The list as filtered and sorted on screen, batch by batch (the CSV export). */
export function maintenanceExportBatches(ctx: ServiceContext, query: MaintenanceListQuery = {}): AsyncGenerator<MaintenanceWorkOrderDto[]> {
  return listBatches(ctx.db, pageQuery(query, todayInPlant()));
}

export async function findMaintenanceWorkOrder(db: DbOrTx, id: number): Promise<MaintenanceWorkOrderDto> {
  const [row] = await db
    .select(columns)
    .from(mwo)
    .leftJoin(molds, moldJoin)
    .leftJoin(machines, machineJoin)
    .leftJoin(users, eq(users.id, mwo.assignedToUserId))
    .where(eq(mwo.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('Maintenance work order');
  return toMaintenanceDto(row as MaintenanceRow, todayInPlant());
}

/** GET /api/maintenance/work-orders/{id}. */
export function getMaintenanceWorkOrder(ctx: ServiceContext, id: number): Promise<MaintenanceWorkOrderDto> {
  return findMaintenanceWorkOrder(ctx.db, id);
}

export async function maintenanceWorkOrderExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: mwo.id }).from(mwo).where(eq(mwo.id, id)).limit(1);
  return row !== undefined;
}

/** The open or in-progress work order of an asset (the mold and press pages), or null. */
export async function openMaintenanceOf(ctx: ServiceContext, assetType: 'mold' | 'machine', assetId: number): Promise<MaintenanceWorkOrderDto | null> {
  const [row] = await ctx.db
    .select(columns)
    .from(mwo)
    .leftJoin(molds, moldJoin)
    .leftJoin(machines, machineJoin)
    .leftJoin(users, eq(users.id, mwo.assignedToUserId))
    .where(and(eq(mwo.assetType, assetType), eq(mwo.assetId, assetId), inArray(mwo.status, openStatuses)))
    .limit(1);
  return row ? toMaintenanceDto(row as MaintenanceRow, todayInPlant()) : null;
}

/** Counts for the screen's figures: open, in progress, overdue, due within a week. */
export async function maintenanceSummary(ctx: ServiceContext): Promise<{ open: number; in_progress: number; overdue: number; due_soon: number }> {
  const today = todayInPlant();
  const [row] = await ctx.db
    .select({
      open: sql<number>`count(*) filter (where ${mwo.status} = 'open')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${mwo.status} = 'in_progress')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${mwo.dueDate} < ${today})`.mapWith(Number),
      dueSoon: sql<number>`count(*) filter (where ${mwo.dueDate} >= ${today} and ${mwo.dueDate} <= ${addDays(today, DAYS_LEAD)})`.mapWith(Number),
    })
    .from(mwo)
    .where(inArray(mwo.status, openStatuses));
  return { open: row.open, in_progress: row.inProgress, overdue: row.overdue, due_soon: row.dueSoon };
}

const earliest = (a: { date: string; trigger: MwoTrigger } | null, b: { date: string; trigger: MwoTrigger } | null) => (!a ? b : !b ? a : b.date < a.date ? b : a);

/**
 * The forecast's molds, in SQL: those that may come due by `until` — a superset of what the exact rules below keep,
 * so only candidates are read. By shots: already due, or a stored 30-day usage at which the remaining shots run out
 * within the window (remaining × 30 ≤ window shots × days; ceil() in the rule can only make it later), or a window
 * not refreshed today (decided with the usage summed live); by days: last maintenance (or registration, a day's
 * slack for the plant's time zone) plus the interval by `until`.
 */
function mayComeDue(today: string, until: string): SQL {
  const days = daysBetween(today, until);
  return sql`(
    (${molds.maintenanceIntervalShots} > 0 and (
      ${molds.shotsSinceMaintenance} >= ${molds.maintenanceIntervalShots}
      or ${molds.usageWindowEnd} is distinct from ${today}::date
      or (${molds.usageWindowShots} > 0 and (${molds.maintenanceIntervalShots} - greatest(${molds.shotsSinceMaintenance}, 0)) * ${USAGE_WINDOW_DAYS} <= ${molds.usageWindowShots} * ${days}::int)))
    or (${molds.maintenanceIntervalDays} > 0 and coalesce(${molds.lastMaintenanceDate}, ${molds.createdAt}::date - 1) + ${molds.maintenanceIntervalDays} <= ${until}::date + 1))`;
}

/**
 * Whether a press can reach its hours interval (or the 90 % that makes it due today) within `days`: it cannot have
 * run more than 24 h a day since `since` (two days' slack for time zones).
 */
function mayReachHours(interval: number, since: string, today: string, days: number): boolean {
  const most = 24 * (daysBetween(since, today) + 2);
  return most + 24 * days >= interval || most * 100 >= interval * DUE_SOON_HOURS_PERCENT;
}

type PressIntervals = { hours: number | null; days: number | null };

/**
 * When a press comes due (CONTRACT §12): its day interval after `last`, or its running-hours interval at the running
 * hours per day of its last 30 days (already at 90 % → today), whichever is earlier. The forecast and the press page.
 */
function pressDue(p: PressIntervals, last: string, ran: { since: number; recent: number } | undefined, today: string) {
  const days = hasInterval(p.days) ? { date: addDays(last, p.days), trigger: 'days' as MwoTrigger } : null;
  let hours: { date: string; trigger: MwoTrigger } | null = null;
  if (hasInterval(p.hours)) {
    const { since, recent } = ran ?? { since: 0, recent: 0 };
    const remaining = p.hours - since;
    if (remaining * 100 <= p.hours * (100 - DUE_SOON_HOURS_PERCENT)) hours = { date: today, trigger: 'hours' };
    else if (recent > 0) {
      const d = Math.ceil(remaining / (recent / 30));
      if (d <= 3650) hours = { date: addDays(today, d), trigger: 'hours' };
    }
  }
  return { due: earliest(days, hours), runningHours: ran?.since ?? 0 };
}

/** A press's maintenance standing on its page: running hours since its last maintenance and when it comes due next. */
export async function pressMaintenanceStatus(ctx: ServiceContext, machineId: number): Promise<{ running_hours_since_maintenance: number; next_due: { date: string; trigger: MwoTrigger } | null }> {
  const today = todayInPlant();
  const [p] = await ctx.db
    .select({ hours: machines.maintenanceIntervalHours, days: machines.maintenanceIntervalDays, last: machines.lastMaintenanceDate, createdAt: machines.createdAt })
    .from(machines)
    .where(eq(machines.id, machineId));
  if (!p) throw new NotFoundError('Machine');
  const last = p.last ?? todayInPlant(new Date(p.createdAt));
  const ran = (await runningHoursByMachine(ctx.db, new Map([[machineId, last]]), addDays(today, -30))).get(machineId);
  const { due, runningHours } = pressDue(p, last, ran, today);
  return { running_hours_since_maintenance: runningHours, next_due: due && due.date < today ? { ...due, date: today } : due };
}

/**
 * GET /api/maintenance/forecast?days=30 (CONTRACT §12): molds and presses predicted to come due within the window,
 * soonest first. A mold: the shot prediction (lib/molds/health.ts, from the last 30 days of usage) or its day
 * interval after the last maintenance, whichever is earlier; a press: its day interval, or its running-hours
 * interval at the running hours per day of its last 30 days. Already due → today.
 */
export async function maintenanceForecast(ctx: ServiceContext, query: ForecastQuery = { days: 30 }): Promise<ForecastRow[]> {
  const today = todayInPlant();
  const until = addDays(today, query.days ?? 30);
  const [{ moldRows, window }, presses, open] = await Promise.all([
    ctx.db
      .select({
        id: molds.id,
        code: molds.moldCode,
        name: molds.moldName,
        interval: molds.maintenanceIntervalShots,
        days: molds.maintenanceIntervalDays,
        since: molds.shotsSinceMaintenance,
        last: molds.lastMaintenanceDate,
        createdAt: molds.createdAt,
        windowShots: molds.usageWindowShots,
        windowEnd: molds.usageWindowEnd,
      })
      .from(molds)
      .where(and(sql`${molds.status} <> 'inactive'`, mayComeDue(today, until)))
      // The 30-day usage: stored per mold (lib/molds/usage-window.ts), summed only where the window is stale.
      .then(async (rows) => ({ moldRows: rows, window: await windowShotsOf(ctx.db, rows, today) })),
    // The presses and their running hours, alongside the molds' usage window (two connections on PostgreSQL).
    ctx.db
      .select({ id: machines.id, code: machines.machineNumber, name: machines.machineName, hours: machines.maintenanceIntervalHours, days: machines.maintenanceIntervalDays, last: machines.lastMaintenanceDate, createdAt: machines.createdAt })
      .from(machines)
      .where(or(isNotNull(machines.maintenanceIntervalHours), isNotNull(machines.maintenanceIntervalDays)))
      .then(async (rows) => {
        const since = new Map(rows.map((p) => [p.id, p.last ?? todayInPlant(new Date(p.createdAt))]));
        // Running hours only for presses that could reach their hours interval in the window at 24 h a day.
        const withHours = new Map(rows.filter((p) => hasInterval(p.hours) && mayReachHours(p.hours, since.get(p.id)!, today, query.days ?? 30)).map((p) => [p.id, since.get(p.id)!]));
        return { rows, since, hours: await runningHoursByMachine(ctx.db, withHours, addDays(today, -30)) };
      }),
    ctx.db.select({ id: mwo.id, type: mwo.assetType, assetId: mwo.assetId }).from(mwo).where(inArray(mwo.status, openStatuses)),
  ]);
  const openOf = new Map(open.map((o) => [`${o.type}:${o.assetId}`, o.id]));
  const out: ForecastRow[] = [];
  const push = (type: 'mold' | 'machine', id: number, code: string, name: string, due: { date: string; trigger: MwoTrigger } | null) => {
    if (!due || due.date > until) return;
    out.push({ asset_type: type, asset_id: id, asset_code: code, asset_name: name, predicted_due_date: due.date < today ? today : due.date, trigger: due.trigger, open_work_order_id: openOf.get(`${type}:${id}`) ?? null });
  };
  for (const m of moldRows) {
    const shots = predictNextMaintenanceDue({ interval: m.interval, shotsSinceMaintenance: Number(m.since), shotsInWindow: window.get(m.id) ?? 0, today });
    const last = m.last ?? todayInPlant(new Date(m.createdAt));
    const days = hasInterval(m.days) ? addDays(last, m.days) : null;
    push('mold', m.id, m.code, m.name, earliest(shots ? { date: shots, trigger: 'shots' } : null, days ? { date: days, trigger: 'days' } : null));
  }
  for (const p of presses.rows) {
    const { due } = pressDue(p, presses.since.get(p.id)!, presses.hours.get(p.id), today);
    push('machine', p.id, p.code, p.name, due);
  }
  return out.sort((a, b) => (a.predicted_due_date < b.predicted_due_date ? -1 : a.predicted_due_date > b.predicted_due_date ? 1 : a.asset_code.localeCompare(b.asset_code)));
}

