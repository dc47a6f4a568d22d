import 'server-only';
import type { DowntimeEventDto, OeeRow } from '@/lib/oee/dto';
import { openDowntimeByMachine, todaysOeeByMachine } from '@/lib/oee/queries';
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { machineStatusChanges, machines, molds, productionReports, products, workOrders } from '@/db/schema';
import { plantDayStart } from '@/lib/dates';
import { NotFoundError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import type { PageQuery } from '@/lib/list/paging';
import { resolveSort } from '@/lib/list/sort';
import { orderBySort } from '@/lib/list/sort-sql';
import { maintenanceHealth } from '@/lib/molds/health';
import { toWorkOrderDto } from '@/lib/production/dto';
import { readStatusCounts, workOrderColumns } from '@/lib/production/queries';
import { progressPercent } from '@/lib/production/rules';
import type { ServiceContext } from '@/lib/service-context';
import { toMachineDto, type MachineDto, type MachineRow, type ShopFloorJob, type ShopFloorMachine, type ShopFloorPress, type ShopFloorStats } from './dto';
import { MACHINE_SORT, type MachineListQuery } from './list-state';
import { machineEfficiency, mean, uptimeHours } from './rules';

/** The most jobs the shop floor board shows. */
const JOBS_LIMIT = 500;

/**
 * The presses in the order asked (`sort`/`dir`, by number by default), as a PageQuery for the list and the CSV
 * export. A plant has tens of presses: the orders sort them without indexes of their own.
 */
function machineListQuery(query: MachineListQuery): PageQuery<MachineRow, MachineDto> {
  const order = orderBySort(
    MACHINE_SORT,
    {
      machine_number: sql`lower(${machines.machineNumber})`,
      machine_name: sql`lower(${machines.machineName})`,
      tonnage: machines.tonnage,
      status: sql`${machines.status}::text`,
      hourly_rate: machines.hourlyRate,
    },
    resolveSort(MACHINE_SORT, query.sort, query.dir),
    machines.id,
    { notNull: ['machine_number', 'machine_name', 'status', 'hourly_rate'] },
  );
  return {
    count: async (tx) => (await tx.select({ total: count() }).from(machines))[0].total,
    rows: (tx, p) => tx.select().from(machines).orderBy(...order).limit(p.perPage).offset(p.offset),
    map: toMachineDto,
  };
}

/** GET /api/machines: every press, by number (or `sort`/`dir`). */
export async function listMachines(ctx: ServiceContext, query: MachineListQuery = {}): Promise<MachineDto[]> {
  const rows: MachineDto[] = [];
  for await (const batch of listBatches(ctx.db, machineListQuery(query))) rows.push(...batch);
  return rows;
}

/** GET /api/machines/export: every press in the order asked, batch by batch. */
export function machineExportBatches(ctx: ServiceContext, query: MachineListQuery = {}): AsyncGenerator<MachineDto[]> {
  return listBatches(ctx.db, machineListQuery(query));
}

/** GET /api/machines/{id}. */
export async function getMachine(ctx: ServiceContext, id: number): Promise<MachineDto> {
  const [row] = await ctx.db.select().from(machines).where(eq(machines.id, id));
  if (!row) throw new NotFoundError('Machine');
  return toMachineDto(row);
}

/** Whether the press exists (a record page's 404 before it streams). */
export async function machineExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: machines.id }).from(machines).where(eq(machines.id, id)).limit(1);
  return row !== undefined;
}

/**
 * GET /api/shop-floor/machines: every press with its current order (the latest started in progress on it), the
 * operator of its latest report today, today's efficiency (good ÷ all parts) and uptime since the plant's
 * midnight. Four queries whatever the number of presses: presses; orders in progress (partial index); today's
 * reports per press (range on reported_at); today's status changes (range on changed_at).
 */
export async function shopFloorMachines(ctx: ServiceContext, now = new Date(), withOee = true, only?: number): Promise<ShopFloorMachine[]> {
  const dayStart = plantDayStart(now);
  // `only`: one press (the press view, /shop-floor/{id}); its rows alone are read.
  const [presses, running, reports, changes, oee, stopped] = await Promise.all([
    ctx.db
      .select()
      .from(machines)
      .where(only === undefined ? undefined : eq(machines.id, only))
      .orderBy(sql`lower(${machines.machineNumber})`),
    ctx.db
      .select({ id: workOrders.id, number: workOrders.workOrderNumber, machineId: workOrders.machineId, planned: workOrders.quantityPlanned, completed: workOrders.quantityCompleted })
      .from(workOrders)
      .where(and(eq(workOrders.status, 'in_progress'), only === undefined ? isNotNull(workOrders.machineId) : eq(workOrders.machineId, only)))
      .orderBy(desc(workOrders.startedAt), desc(workOrders.id)),
    ctx.db
      .select({
        machineId: productionReports.machineId,
        good: sql<number>`sum(${productionReports.goodParts})`.mapWith(Number),
        scrap: sql<number>`sum(${productionReports.scrapParts})`.mapWith(Number),
        operator: sql<string | null>`(array_agg(${productionReports.operator} order by ${productionReports.reportedAt} desc) filter (where ${productionReports.operator} is not null))[1]`,
      })
      .from(productionReports)
      .where(and(gte(productionReports.reportedAt, dayStart), only === undefined ? isNotNull(productionReports.machineId) : eq(productionReports.machineId, only)))
      .groupBy(productionReports.machineId),
    ctx.db
      .select()
      .from(machineStatusChanges)
      .where(and(gte(machineStatusChanges.changedAt, dayStart), only === undefined ? undefined : eq(machineStatusChanges.machineId, only))),
    withOee ? todaysOeeByMachine(ctx, now) : Promise.resolve(new Map<number, OeeRow>()),
    withOee ? openDowntimeByMachine(ctx.db) : Promise.resolve(new Map<number, DowntimeEventDto>()),
  ]);
  const current = new Map<number, (typeof running)[number]>();
  for (const r of running) if (r.machineId != null && !current.has(r.machineId)) current.set(r.machineId, r);
  const today = new Map(reports.map((r) => [r.machineId, r]));
  const changesOf = new Map<number, typeof changes>();
  for (const c of changes) (changesOf.get(c.machineId) ?? changesOf.set(c.machineId, []).get(c.machineId)!).push(c);
  return presses.map((m) => {
    const job = current.get(m.id);
    const made = today.get(m.id);
    return {
      ...toMachineDto(m),
      current_work_order: job ? { id: job.id, work_order_number: job.number, progress: progressPercent(job.completed, job.planned) } : null,
      operator: made?.operator ?? null,
      efficiency: made ? machineEfficiency(made.good, made.scrap) : null,
      uptime_today: uptimeHours(
        (changesOf.get(m.id) ?? []).map((c) => ({ at: new Date(c.changedAt), from: c.fromStatus, to: c.toStatus })),
        m.status,
        dayStart,
        now,
      ),
      oee_today: oee.get(m.id)?.oee ?? null,
      downtime: downtimeRef(stopped.get(m.id)),
    };
  });
}

const downtimeRef = (e: DowntimeEventDto | undefined) => (e ? { id: e.id, reason_code: e.reason_code, reason_label: e.reason_label, category: e.category, started_at: e.started_at } : null);

/**
 * GET /api/shop-floor/machines/{id}: one press as the board shows it and the job running on it (the press view,
 * /shop-floor/{id}, on a tablet at the press).
 */
export async function shopFloorPress(ctx: ServiceContext, id: number, now = new Date()): Promise<ShopFloorPress> {
  const [press] = await shopFloorMachines(ctx, now, true, id);
  if (!press) throw new NotFoundError('Machine');
  const job = press.current_work_order ? ((await shopFloorJobs(ctx, press.current_work_order.id))[0] ?? null) : null;
  return { press, job };
}

/** GET /api/shop-floor/jobs: orders in progress (oldest start first) with machine, mold health and progress; `only`: that order. */
export async function shopFloorJobs(ctx: ServiceContext, only?: number): Promise<ShopFloorJob[]> {
  const rows = await ctx.db
    .select({
      ...workOrderColumns,
      moldSince: molds.shotsSinceMaintenance,
      moldInterval: molds.maintenanceIntervalShots,
    })
    .from(workOrders)
    .innerJoin(products, eq(products.id, workOrders.productId))
    .innerJoin(molds, eq(molds.id, workOrders.moldId))
    .leftJoin(machines, eq(machines.id, workOrders.machineId))
    .where(and(eq(workOrders.status, 'in_progress'), only === undefined ? undefined : eq(workOrders.id, only)))
    .orderBy(workOrders.startedAt, workOrders.id)
    .limit(JOBS_LIMIT);
  return rows.map((r) => {
    const dto = toWorkOrderDto(r);
    const since = Number(r.moldSince);
    return {
      id: dto.id,
      work_order_number: dto.work_order_number,
      product: dto.product,
      mold: { ...dto.mold, shots_since_maintenance: since, maintenance_health: maintenanceHealth(since, r.moldInterval) },
      machine: dto.machine,
      quantity_planned: dto.quantity_planned,
      quantity_completed: dto.quantity_completed,
      quantity_scrap: dto.quantity_scrap,
      cavity_count: dto.cavity_count,
      progress: dto.progress,
      priority: dto.priority,
      target_date: dto.target_date,
      started_at: dto.started_at,
    };
  });
}

/** GET /api/shop-floor/stats: presses, presses running, jobs in progress, mean efficiency of the presses that reported today. */
export async function shopFloorStats(ctx: ServiceContext): Promise<ShopFloorStats> {
  const [presses, { counts }] = await Promise.all([shopFloorMachines(ctx, new Date(), false), readStatusCounts(ctx.db)]);
  return {
    total_machines: presses.length,
    active_machines: presses.filter((m) => m.status === 'running').length,
    active_jobs: counts.in_progress,
    avg_efficiency: mean(presses.map((m) => m.efficiency)),
  };
}
