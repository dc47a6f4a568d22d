import 'server-only';
import { resolveSort } from '@/lib/list/sort';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { listSort, orderBySort, type ListSort } from '@/lib/list/sort-sql';
import { MACHINE_SORT, REPORT_SORT, WORK_ORDER_SORT } from './list-state';
import { and, count, desc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { machineStatusChanges, machines, molds, productionReports, products, workOrderStatusCounts, workOrders, type ProductionReport } from '@/db/schema';

type Machine = typeof machines.$inferSelect;
import { containsPattern, searchTerm } from '@/lib/list/search';
import { isoTimestamp, plantTimeZone, todayInPlant } from '@/lib/dates';
import { deferredPage, pageOf, parsePageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { listBatches } from '@/lib/list/csv-export';
import { maintenanceHealth } from '@/lib/molds/health';
import { NotFoundError } from '@/lib/errors';
import { round } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from './constants';
import { defectRate, expectedRunHours, machineEfficiency, mean, progressPercent, startOfPlantDay, uptimeHours } from './rules';
import { workOrderListQuerySchema, type WorkOrderListQuery } from './schemas';
import type {
  MachineDto,
  ProductionReportDto,
  ProductionStats,
  ShopFloorJob,
  ShopFloorMachine,
  ShopFloorStats,
  WorkOrderDetailDto,
  WorkOrderDto,
} from './types';

type Query = URLSearchParams | Record<string, string | undefined>;
const read = (query: Query, key: string) => (query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key]);
const has = (query: Query, key: string) => (query instanceof URLSearchParams ? query.has(key) : query[key] !== undefined);
const iso = (value: Date | string): string => isoTimestamp(value) ?? String(value);

/** Reports embedded in the work-order detail (newest first). */
export const REPORTS_LIMIT = 100;

const workOrderColumns = {
  wo: workOrders,
  productCode: products.productCode,
  productName: products.productName,
  moldCode: molds.moldCode,
  moldName: molds.moldName,
  machineNumber: machines.machineNumber,
  machineName: machines.machineName,
};

type WorkOrderRow = {
  wo: typeof workOrders.$inferSelect;
  productCode: string;
  productName: string;
  moldCode: string;
  moldName: string;
  machineNumber: string | null;
  machineName: string | null;
};

export function toWorkOrderDto({ wo, ...r }: WorkOrderRow): WorkOrderDto {
  const cycle = wo.cycleTimeSeconds == null ? null : Number(wo.cycleTimeSeconds);
  return {
    id: wo.id,
    work_order_number: wo.workOrderNumber,
    product_id: wo.productId,
    mold_id: wo.moldId,
    machine_id: wo.machineId,
    product: { id: wo.productId, product_code: r.productCode, product_name: r.productName },
    mold: { id: wo.moldId, mold_code: r.moldCode, mold_name: r.moldName },
    machine: wo.machineId != null && r.machineNumber != null ? { id: wo.machineId, machine_number: r.machineNumber, machine_name: r.machineName ?? '' } : null,
    quantity_planned: wo.quantityPlanned,
    quantity_completed: wo.quantityCompleted,
    quantity_scrap: wo.quantityScrap,
    shots_total: Number(wo.shotsTotal),
    progress: progressPercent(wo.quantityCompleted, wo.quantityPlanned),
    status: wo.status,
    priority: wo.priority,
    target_date: wo.targetDate,
    cycle_time_seconds: cycle,
    cavity_count: wo.cavityCount,
    expected_run_hours: expectedRunHours(wo.quantityPlanned, cycle, wo.cavityCount),
    notes: wo.notes,
    started_at: isoTimestamp(wo.startedAt),
    completed_at: isoTimestamp(wo.completedAt),
    version: wo.version,
    created_at: iso(wo.createdAt),
    updated_at: iso(wo.updatedAt),
  };
}

export function toReportDto(r: ProductionReport): ProductionReportDto {
  return {
    id: r.id,
    work_order_id: r.workOrderId,
    machine_id: r.machineId,
    shots: r.shots,
    good_parts: r.goodParts,
    scrap_parts: r.scrapParts,
    defect_rate: defectRate(r.goodParts, r.scrapParts),
    operator: r.operator,
    notes: r.notes,
    reported_at: iso(r.reportedAt),
    created_by: r.createdBy,
  };
}

export function toMachineDto(m: Machine): MachineDto {
  return {
    id: m.id,
    machine_number: m.machineNumber,
    machine_name: m.machineName,
    tonnage: m.tonnage,
    status: m.status,
    hourly_rate: Number(m.hourlyRate),
    version: m.version,
    created_at: iso(m.createdAt),
    updated_at: iso(m.updatedAt),
  };
}

function workOrderRows(db: DbOrTx, where?: SQL) {
  return db
    .select(workOrderColumns)
    .from(workOrders)
    .innerJoin(products, eq(products.id, workOrders.productId))
    .innerJoin(molds, eq(molds.id, workOrders.moldId))
    .leftJoin(machines, eq(machines.id, workOrders.machineId))
    .where(where);
}

function parseListQuery(query: Query): WorkOrderListQuery {
  const status = read(query, 'status');
  return parseInput(workOrderListQuerySchema, {
    q: read(query, 'q') ?? read(query, 'search'),
    // The screen's "all" button is no filter.
    status: status === 'all' ? undefined : status,
    priority: read(query, 'priority'),
    machine_id: read(query, 'machine_id'),
    mold_id: read(query, 'mold_id'),
    late: read(query, 'late') || undefined,
    sort: read(query, 'sort') || undefined,
    dir: read(query, 'dir') || undefined,
  });
}

/** A chosen order other than newest first; null for the default (its own index-only plans). */
function chosenOrder(filters: WorkOrderListQuery): SQL[] | null {
  const sort = resolveSort(WORK_ORDER_SORT, filters.sort, filters.dir);
  if (sort.sort === 'created' && sort.dir === 'desc') return null;
  return listOrder(filters).orderBy;
}

/** The list's order with its keyset (cursor) condition and columns. */
function listOrder(filters: WorkOrderListQuery): ListSort {
  const sort = resolveSort(WORK_ORDER_SORT, filters.sort, filters.dir);
  return listSort(
    WORK_ORDER_SORT,
    {
      created: workOrders.id,
      work_order_number: workOrders.workOrderNumber,
      target_date: workOrders.targetDate,
      priority: workOrders.priority,
      status: workOrders.status,
      progress: sql`${workOrders.quantityCompleted}::float8 / nullif(${workOrders.quantityPlanned}, 0)`,
    },
    sort,
    workOrders.id,
  );
}

/**
 * Search: the WO number (trigram index), or a product (code, name, description: the products' picker text) or a
 * mold (code, name) among the few thousand of those, then their orders through the foreign-key indexes. A UNION of
 * the three id sets, so each branch uses its own index (an OR of them scans the whole table).
 */
function listConditions(filters: WorkOrderListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const term = searchTerm(filters.q);
  if (term) {
    const pattern = containsPattern(term);
    // Numbers are stored upper-case and start with "WO-": such a term can only match from the start.
    const number = /^wo-/i.test(term) ? sql`w.work_order_number like ${containsPattern(term.toUpperCase()).slice(1)}` : sql`w.work_order_number ilike ${pattern}`;
    conditions.push(sql`${workOrders.id} in (
      select w.id from work_orders w where ${number}
      union
      select w.id from work_orders w where w.product_id in (select p.id from products p where p.picker_text like lower(${pattern}))
      union
      select w.id from work_orders w where w.mold_id in (select m.id from molds m where m.mold_code ilike ${pattern} or m.mold_name ilike ${pattern}))`);
  }
  if (filters.status) conditions.push(inArray(workOrders.status, filters.status));
  if (filters.late) conditions.push(sql`${workOrders.status} <> 'completed' and ${workOrders.targetDate} < ${todayInPlant()}`);
  if (filters.priority) conditions.push(inArray(workOrders.priority, filters.priority));
  if (filters.machine_id) conditions.push(eq(workOrders.machineId, filters.machine_id));
  if (filters.mold_id) conditions.push(eq(workOrders.moldId, filters.mold_id));
  return conditions.length ? and(...conditions) : undefined;
}

async function statusCounts(db: DbOrTx): Promise<{ counts: Record<WorkOrderStatus, number>; completedEfficiencySum: number }> {
  const rows = await db.select().from(workOrderStatusCounts);
  const counts = Object.fromEntries(WORK_ORDER_STATUSES.map((s) => [s, 0])) as Record<WorkOrderStatus, number>;
  let completedEfficiencySum = 0;
  for (const r of rows) {
    counts[r.status] = Number(r.count);
    if (r.status === 'completed') completedEfficiencySum = Number(r.efficiencySum);
  }
  return { counts, completedEfficiencySum };
}

/**
 * GET /api/production/work-orders and /production: newest first; filters `status` (comma list; `all` = none),
 * `priority`, `machine_id`, `mold_id`, `q`/`search`. Without `page` the whole (filtered) list as the spec's screen
 * reads it; with `page` the paginator. Without a search the total comes from the status counters.
 */
export async function listWorkOrders(ctx: ServiceContext, query: Query = {}): Promise<WorkOrderDto[] | Paginated<WorkOrderDto>> {
  const filters = parseListQuery(query);
  const where = listConditions(filters);
  if (!has(query, 'page') && !has(query, 'cursor')) {
    const rows = await workOrderRows(ctx.db, where).orderBy(...(chosenOrder(filters) ?? [desc(workOrders.id)])).limit(1000);
    return rows.map(toWorkOrderDto);
  }
  return pageOf(ctx.db, parsePageRequest(query), workOrderPageQuery(filters, where));
}

/** Every work order of the list as filtered and sorted on screen, batch by batch (the CSV export). */
export function workOrderExportBatches(ctx: ServiceContext, query: Query = {}): AsyncGenerator<WorkOrderDto[]> {
  const filters = parseListQuery(query);
  return listBatches(ctx.db, workOrderPageQuery(filters, listConditions(filters)));
}

function workOrderPageQuery(filters: WorkOrderListQuery, where: SQL | undefined): PageQuery<Awaited<ReturnType<typeof workOrderRows>>[number], WorkOrderDto> {
  const countsOnly = !filters.q?.trim() && !filters.priority && !filters.machine_id && !filters.mold_id && !filters.late;
  const keyset = listOrder(filters);
  return {
    count: async (tx) => {
      if (countsOnly && searchTerm(filters.q) === undefined) {
        const { counts } = await statusCounts(tx);
        return (filters.status ?? [...WORK_ORDER_STATUSES]).reduce((sum: number, s: WorkOrderStatus) => sum + counts[s], 0);
      }
      const [{ total }] = await tx.select({ total: count() }).from(workOrders).where(where);
      return total;
    },
    // Deferred join in one statement: the page's ids from the index alone (pkey or (status, id), index-only),
    // then 15 full rows; the total (when counted here) and the sort key ride along from the ids' subquery.
    rows: (tx, page) => {
      // With a search, `id + 0`: drive from the search's few ids and sort them, not a backward walk of the whole
      // primary key testing each row against the search (what LIMIT tempts the planner into).
      const chosen = chosenOrder(filters);
      const order = chosen ?? [searchTerm(filters.q) ? sql`${workOrders.id} + 0 desc` : desc(workOrders.id)];
      const { ids: pageIds, carried } = deferredPage(page, (columns) =>
        tx
          .select({ id: workOrders.id, ...columns })
          .from(workOrders)
          .where(and(where, page.after))
          .orderBy(...order),
      );
      return tx
        .select({ ...workOrderColumns, ...carried })
        .from(workOrders)
        .innerJoin(pageIds, eq(pageIds.id, workOrders.id))
        .innerJoin(products, eq(products.id, workOrders.productId))
        .innerJoin(molds, eq(molds.id, workOrders.moldId))
        .leftJoin(machines, eq(machines.id, workOrders.machineId))
        .orderBy(...(chosen ?? [desc(workOrders.id)]));
    },
    map: toWorkOrderDto,
    sort: keyset,
    // Without a search or other filters than status, the total is the kept status counters (one row each).
    countFirst: countsOnly && searchTerm(filters.q) === undefined,
  };
}

export async function findWorkOrder(db: DbOrTx, id: number): Promise<WorkOrderDto> {
  const [row] = await workOrderRows(db, eq(workOrders.id, id)).limit(1);
  if (!row) throw new NotFoundError('Work order');
  return toWorkOrderDto(row);
}

/** GET /api/production/work-orders/{id}: the order, its mold's counters and health, its latest reports. */
export async function getWorkOrder(ctx: ServiceContext, id: number): Promise<WorkOrderDetailDto> {
  const order = await findWorkOrder(ctx.db, id);
  const [[mold], reports, [{ total }]] = await Promise.all([
    ctx.db.select().from(molds).where(eq(molds.id, order.mold_id)),
    ctx.db.select().from(productionReports).where(eq(productionReports.workOrderId, id)).orderBy(desc(productionReports.reportedAt), desc(productionReports.id)).limit(REPORTS_LIMIT),
    ctx.db.select({ total: count() }).from(productionReports).where(eq(productionReports.workOrderId, id)),
  ]);
  const since = Number(mold.shotsSinceMaintenance);
  return {
    ...order,
    mold_health: {
      id: mold.id,
      mold_code: mold.moldCode,
      mold_name: mold.moldName,
      status: mold.status,
      total_shots_lifetime: Number(mold.totalShotsLifetime),
      shots_since_maintenance: since,
      maintenance_interval_shots: mold.maintenanceIntervalShots,
      maintenance_health: maintenanceHealth(since, mold.maintenanceIntervalShots),
    },
    reports: reports.map(toReportDto),
    reports_total: total,
  };
}

/**
 * A work order's production reports as sorted (`sort`/`dir`, newest first by default), as a PageQuery for the
 * list and the CSV export; 404 for an unknown order. An order has tens to a few thousand reports, found through
 * (work_order_id, reported_at): the other orders sort them without an index of their own.
 */
function reportListQuery(workOrderId: number, query: Query): PageQuery<ProductionReport, ProductionReportDto> {
  const { sort, dir } = parseInput(sortQuerySchema(REPORT_SORT), { sort: read(query, 'sort') || undefined, dir: read(query, 'dir') || undefined });
  const r = productionReports;
  const order = orderBySort(
    REPORT_SORT,
    {
      reported_at: r.reportedAt,
      shots: r.shots,
      good_parts: r.goodParts,
      scrap_parts: r.scrapParts,
      defect_rate: sql`case when ${r.goodParts} + ${r.scrapParts} > 0 then ${r.scrapParts}::float8 / (${r.goodParts} + ${r.scrapParts}) else 0 end`,
      operator: sql`lower(${r.operator})`,
    },
    resolveSort(REPORT_SORT, sort, dir),
    r.id,
    { notNull: ['reported_at', 'shots', 'good_parts', 'scrap_parts', 'defect_rate'] },
  );
  const where = eq(r.workOrderId, workOrderId);
  return {
    count: async (tx) => {
      const [row] = await tx
        .select({ found: sql<boolean>`exists (select 1 from ${workOrders} where ${workOrders.id} = ${workOrderId})`, total: count() })
        .from(r)
        .where(where);
      if (!row.found) throw new NotFoundError('Work order');
      return row.total;
    },
    rows: (tx, p) => tx.select().from(r).where(where).orderBy(...order).limit(p.perPage).offset(p.offset),
    map: toReportDto,
  };
}

/** GET /api/production/work-orders/{id}/reports: newest first (or `sort`/`dir`); every report, or the paginator with `page`. */
export async function listReports(ctx: ServiceContext, workOrderId: number, query: Query = {}): Promise<ProductionReportDto[] | Paginated<ProductionReportDto>> {
  const list = reportListQuery(workOrderId, query);
  if (has(query, 'page')) return pageOf(ctx.db, parsePageRequest(query), list);
  const rows: ProductionReportDto[] = [];
  for await (const batch of listBatches(ctx.db, list)) rows.push(...batch);
  return rows;
}

/** GET /api/production/work-orders/{id}/reports/export: every report as sorted on screen, batch by batch. */
export function reportExportBatches(ctx: ServiceContext, workOrderId: number, query: Query = {}): AsyncGenerator<ProductionReportDto[]> {
  return listBatches(ctx.db, reportListQuery(workOrderId, query));
}

/** Start of the plant's day, as an instant. */
export function plantDayStart(now = new Date()): Date {
  return startOfPlantDay(todayInPlant(now), plantTimeZone());
}

/**
 * GET /api/production/stats (CONTRACT §7): totals from the status counters (five rows), completed today from the
 * partial index on completed_at; avg_efficiency = mean of completed ÷ planned over completed orders (percent).
 */
export async function productionStats(ctx: ServiceContext): Promise<ProductionStats> {
  const dayStart = plantDayStart();
  const [{ counts, completedEfficiencySum }, [{ today }]] = await Promise.all([
    statusCounts(ctx.db),
    ctx.db
      .select({ today: count() })
      .from(workOrders)
      .where(and(eq(workOrders.status, 'completed'), gte(workOrders.completedAt, dayStart))),
  ]);
  const total = WORK_ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return {
    total_work_orders: total,
    active_work_orders: counts.in_progress,
    completed_today: today,
    avg_efficiency: counts.completed ? round((completedEfficiencySum / counts.completed) * 100, 1) : 0,
    by_status: counts,
  };
}

/**
 * The presses in the order asked (`sort`/`dir`, by number by default), as a PageQuery for the list and the CSV
 * export. A plant has tens of presses: the orders sort them without indexes of their own.
 */
function machineListQuery(query: Query): PageQuery<typeof machines.$inferSelect, MachineDto> {
  const { sort, dir } = parseInput(sortQuerySchema(MACHINE_SORT), { sort: read(query, 'sort') || undefined, dir: read(query, 'dir') || undefined });
  const order = orderBySort(
    MACHINE_SORT,
    {
      machine_number: sql`lower(${machines.machineNumber})`,
      machine_name: sql`lower(${machines.machineName})`,
      tonnage: machines.tonnage,
      status: sql`${machines.status}::text`,
      hourly_rate: machines.hourlyRate,
    },
    resolveSort(MACHINE_SORT, sort, dir),
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
export async function listMachines(ctx: ServiceContext, query: Query = {}): Promise<MachineDto[]> {
  const rows: MachineDto[] = [];
  for await (const batch of listBatches(ctx.db, machineListQuery(query))) rows.push(...batch);
  return rows;
}

/** GET /api/machines/export: every press in the order asked, batch by batch. */
export function machineExportBatches(ctx: ServiceContext, query: Query = {}): AsyncGenerator<MachineDto[]> {
  return listBatches(ctx.db, machineListQuery(query));
}

export async function getMachine(ctx: ServiceContext, id: number): Promise<MachineDto> {
  const [row] = await ctx.db.select().from(machines).where(eq(machines.id, id));
  if (!row) throw new NotFoundError('Machine');
  return toMachineDto(row);
}

/**
 * GET /api/shop-floor/machines: every press with its current order (the latest started in progress on it), the
 * operator of its latest report today, today's efficiency (good ÷ all parts) and uptime since the plant's
 * midnight. Four queries whatever the number of presses: presses; orders in progress (partial index); today's
 * reports per press (range on reported_at); today's status changes (range on changed_at).
 */
export async function shopFloorMachines(ctx: ServiceContext, now = new Date()): Promise<ShopFloorMachine[]> {
  const dayStart = plantDayStart(now);
  const [presses, running, reports, changes] = await Promise.all([
    ctx.db.select().from(machines).orderBy(sql`lower(${machines.machineNumber})`),
    ctx.db
      .select({ id: workOrders.id, number: workOrders.workOrderNumber, machineId: workOrders.machineId, planned: workOrders.quantityPlanned, completed: workOrders.quantityCompleted })
      .from(workOrders)
      .where(and(eq(workOrders.status, 'in_progress'), isNotNull(workOrders.machineId)))
      .orderBy(desc(workOrders.startedAt), desc(workOrders.id)),
    ctx.db
      .select({
        machineId: productionReports.machineId,
        good: sql<number>`sum(${productionReports.goodParts})`.mapWith(Number),
        scrap: sql<number>`sum(${productionReports.scrapParts})`.mapWith(Number),
        operator: sql<string | null>`(array_agg(${productionReports.operator} order by ${productionReports.reportedAt} desc) filter (where ${productionReports.operator} is not null))[1]`,
      })
      .from(productionReports)
      .where(and(gte(productionReports.reportedAt, dayStart), isNotNull(productionReports.machineId)))
      .groupBy(productionReports.machineId),
    ctx.db.select().from(machineStatusChanges).where(gte(machineStatusChanges.changedAt, dayStart)),
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
    };
  });
}

/** GET /api/shop-floor/jobs: orders in progress (oldest start first) with machine, mold health and progress. */
export async function shopFloorJobs(ctx: ServiceContext): Promise<ShopFloorJob[]> {
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
    .where(eq(workOrders.status, 'in_progress'))
    .orderBy(workOrders.startedAt, workOrders.id)
    .limit(500);
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
      progress: dto.progress,
      priority: dto.priority,
      target_date: dto.target_date,
      started_at: dto.started_at,
    };
  });
}

/** GET /api/shop-floor/stats: presses, presses running, jobs in progress, mean efficiency of the presses that reported today. */
export async function shopFloorStats(ctx: ServiceContext): Promise<ShopFloorStats> {
  const [presses, { counts }] = await Promise.all([shopFloorMachines(ctx), statusCounts(ctx.db)]);
  return {
    total_machines: presses.length,
    active_machines: presses.filter((m) => m.status === 'running').length,
    active_jobs: counts.in_progress,
    avg_efficiency: mean(presses.map((m) => m.efficiency)),
  };
}
