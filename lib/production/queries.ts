import 'server-only';
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { machines, molds, productionReports, products, workOrderStatusCounts, workOrders, type ProductionReport } from '@/db/schema';
import { plantDayStart, todayInPlant } from '@/lib/dates';
import { statusCounter } from '@/lib/db/status-counts';
import { preparedQuery, runLater } from '@/lib/db/prepared';
import { mapped } from '@/lib/db/together';
import { NotFoundError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { deferredPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { searchMatch, type SearchMatch } from '@/lib/list/search-match';
import { resolveSort } from '@/lib/list/sort';
import { listSort, orderBySort, type ListSort } from '@/lib/list/sort-sql';
import { maintenanceHealth } from '@/lib/molds/health';
import { round } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from './constants';
import { toReportDto, toWorkOrderDto, type ProductionReportDto, type ProductionStats, type WorkOrderDetailDto, type WorkOrderDto, type WorkOrderRow } from './dto';
import { REPORT_SORT, WORK_ORDER_SORT, type ReportListQuery, type WorkOrderListQuery } from './list-state';

/** Reports embedded in the work-order detail (newest first). */
export const REPORTS_LIMIT = 100;
/** The most orders the whole (unpaged) list answers. */
const WHOLE_LIST_LIMIT = 1000;

/** The columns of a work order with its product's, mold's and press' names (also the shop floor's jobs). */
export const workOrderColumns = {
  wo: workOrders,
  productCode: products.productCode,
  productName: products.productName,
  moldCode: molds.moldCode,
  moldName: molds.moldName,
  machineNumber: machines.machineNumber,
  machineName: machines.machineName,
  salesOrderNumber: sql<string | null>`(select so.order_number from sales_orders so where so.id = ${workOrders.salesOrderId})`,
};

function workOrderRows(db: DbOrTx, where?: SQL) {
  return db
    .select(workOrderColumns)
    .from(workOrders)
    .innerJoin(products, eq(products.id, workOrders.productId))
    .innerJoin(molds, eq(molds.id, workOrders.moldId))
    .leftJoin(machines, eq(machines.id, workOrders.machineId))
    .where(where);
}

/** The statuses the list keeps: none (every order) for no filter or the screen's "all". */
function statusFilter(filters: WorkOrderListQuery): WorkOrderStatus[] | undefined {
  if (!filters.status || filters.status.includes('all')) return undefined;
  return filters.status as WorkOrderStatus[];
}

const searchOf = (filters: WorkOrderListQuery) => searchTerm(filters.q || filters.search);

/** A chosen order other than newest first; null for the default (its own index-only plans). */
function chosenOrder(filters: WorkOrderListQuery): SQL[] | null {
  const sort = resolveSort(WORK_ORDER_SORT, filters.sort, filters.dir);
  if (sort.sort === 'created' && sort.dir === 'desc') return null;
  return listOrder(filters).orderBy;
}

/** The list's order with its keyset (cursor) condition and columns. */
function listOrder(filters: WorkOrderListQuery): ListSort {
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
    resolveSort(WORK_ORDER_SORT, filters.sort, filters.dir),
    workOrders.id,
  );
}

/**
 * Search: the WO number (trigram index), or a product (code, name, description: the products' picker text) or a
 * mold (code, name) among the few thousand of those, then their orders through the foreign-key indexes
 * (`searchMatch`: a UNION of the three id sets, or for a broad search the same three as a filter on the walk).
 */
function searchOfList(filters: WorkOrderListQuery): SearchMatch | undefined {
  const term = searchOf(filters);
  if (!term) return undefined;
  const pattern = containsPattern(term);
  // Numbers are stored upper-case and start with "WO-": such a term can only match from the start.
  const number = /^wo-/i.test(term) ? sql`${workOrders.workOrderNumber} like ${containsPattern(term.toUpperCase()).slice(1)}` : sql`${workOrders.workOrderNumber} ilike ${pattern}`;
  return searchMatch(workOrders, workOrders.id, [
    number,
    sql`${workOrders.productId} in (select p.id from products p where p.picker_text like lower(${pattern}))`,
    sql`${workOrders.moldId} in (select m.id from molds m where m.mold_code ilike ${pattern} or m.mold_name ilike ${pattern})`,
  ]);
}

/** The list's filters; a search as its id sets (`index`) or, for a broad search's walk, as a filter on each row. */
function listConditions(filters: WorkOrderListQuery, broad = false): SQL | undefined {
  const conditions: SQL[] = [];
  const search = searchOfList(filters);
  if (search) conditions.push(broad ? search.filter : search.index);
  const statuses = statusFilter(filters);
  if (statuses) conditions.push(inArray(workOrders.status, statuses));
  // `<> 'completed'` first: the partial index work_orders_open_target_idx's predicate.
  if (filters.late) conditions.push(sql`${workOrders.status} <> 'completed' and ${workOrders.status} <> 'cancelled' and ${workOrders.targetDate} < ${todayInPlant()}`);
  if (filters.priority) conditions.push(inArray(workOrders.priority, filters.priority));
  if (filters.machine_id) conditions.push(eq(workOrders.machineId, filters.machine_id));
  if (filters.mold_id) conditions.push(eq(workOrders.moldId, filters.mold_id));
  return conditions.length ? and(...conditions) : undefined;
}

/** Work orders per status with Σ (completed ÷ planned) of each status's orders (lib/db/status-counts.ts). */
export const workOrderCounts = statusCounter({
  table: workOrderStatusCounts,
  statuses: WORK_ORDER_STATUSES,
  source: workOrders,
  sums: { efficiency: { column: 'efficiency_sum', of: sql`coalesce(sum(case when status = 'completed' then quantity_completed::numeric / quantity_planned else 0 end), 0)` } },
});

/** The kept per-status counters (five rows) and the completed orders' summed efficiency. */
export async function readStatusCounts(db: DbOrTx): Promise<{ counts: Record<WorkOrderStatus, number>; completedEfficiencySum: number }> {
  const { counts, sums } = await workOrderCounts.read(db);
  return { counts, completedEfficiencySum: sums.completed.efficiency };
}

/**
 * GET /api/production/work-orders: newest first (or `sort`/`dir`); filters `status` (`all` = none), `priority`,
 * `machine_id`, `mold_id`, `late`, `q`/`search`. Without `page` (or `cursor`) the whole filtered list (at most
 * 1,000 orders) as the spec's screen reads it; with `page` the paginator.
 */
export async function listWorkOrders(ctx: ServiceContext, query: WorkOrderListQuery = {}): Promise<WorkOrderDto[] | Paginated<WorkOrderDto>> {
  if (query.page !== undefined || query.cursor !== undefined) return listWorkOrdersPage(ctx, query);
  const rows = await workOrderRows(ctx.db, listConditions(query))
    .orderBy(...(chosenOrder(query) ?? [desc(workOrders.id)]))
    .limit(WHOLE_LIST_LIMIT);
  return rows.map(toWorkOrderDto);
}

/** One page of the list (the /production screen; the API with `page` or `cursor`). Without a search or other filters than status, the total is the kept counters. */
export function listWorkOrdersPage(ctx: ServiceContext, query: WorkOrderListQuery = {}): Promise<Paginated<WorkOrderDto>> {
  return pageOf(ctx.db, pageRequest(query), workOrderPageQuery(query));
}

/** Every work order of the list as filtered and sorted on screen, batch by batch (the CSV export). */
export function workOrderExportBatches(ctx: ServiceContext, query: WorkOrderListQuery = {}): AsyncGenerator<WorkOrderDto[]> {
  return listBatches(ctx.db, workOrderPageQuery(query));
}

function workOrderPageQuery(filters: WorkOrderListQuery): PageQuery<WorkOrderRow, WorkOrderDto> {
  const where = listConditions(filters);
  const term = searchOf(filters);
  const statuses = statusFilter(filters);
  const countsOnly = term === undefined && !filters.priority && !filters.machine_id && !filters.mold_id && !filters.late;
  return {
    count: async (tx) => {
      if (countsOnly) {
        const { counts } = await readStatusCounts(tx);
        return workOrderCounts.total(counts, statuses);
      }
      const [{ total }] = await tx.select({ total: count() }).from(workOrders).where(where);
      return total;
    },
    // Deferred join in one statement: the page's ids from the index alone (pkey or (status, id), index-only),
    // then the page's full rows; the total (when counted here) and the sort key ride along from the ids' subquery.
    rows: (tx, page) => {
      // With a narrow search, `id + 0`: drive from the search's few ids and sort them, not a backward walk of the
      // whole primary key testing each row against the search (what LIMIT tempts the planner into). A broad search
      // is that walk, on purpose: a page of its matches comes early (`page.broad`, see PageQuery.matches).
      const chosen = chosenOrder(filters);
      const order = chosen ?? [term && !page.broad ? sql`${workOrders.id} + 0 desc` : desc(workOrders.id)];
      const { ids: pageIds, carried } = deferredPage(page, (columns) =>
        tx
          .select({ id: workOrders.id, ...columns })
          .from(workOrders)
          .where(and(page.broad ? listConditions(filters, true) : where, page.after))
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
    sort: listOrder(filters),
    // Without a search or other filters than status, the total is the kept status counters (one row each).
    countFirst: countsOnly,
    // A search: the planner's estimate of its matches says whether it is broad.
    ...(term !== undefined ? { matches: (tx: Tx) => tx.select({ id: workOrders.id }).from(workOrders).where(where) } : {}),
  };
}

/**
 * The order locked for a write that answers with it (a production report): the row its DTO is made of (product,
 * mold, press and sales order named) and its product's cycle time, in the lock's one statement. Only the order's
 * row is locked. 404 when there is none.
 */
export function lockWorkOrderRow(tx: Tx, id: number): PromiseLike<WorkOrderRow & { productCycleSeconds: number | null }> {
  // A query not started yet (`mapped`, `runLater`), so that it can go in `inOrder`.
  return mapped(runLater(lockedWorkOrder(tx), { id }), ([row]) => {
    if (!row) throw new NotFoundError('Work order');
    return row;
  });
}

/** Every production report's first statement: prepared (built once), it runs in the report's transaction. */
const lockedWorkOrder = preparedQuery((db) =>
  db
    .select({ ...workOrderColumns, productCycleSeconds: products.cycleTimeSeconds })
    .from(workOrders)
    .innerJoin(products, eq(products.id, workOrders.productId))
    .innerJoin(molds, eq(molds.id, workOrders.moldId))
    .leftJoin(machines, eq(machines.id, workOrders.machineId))
    .where(eq(workOrders.id, sql.placeholder('id')))
    .for('update', { of: workOrders })
    .prepare('lock_work_order'),
);

export async function findWorkOrder(db: DbOrTx, id: number): Promise<WorkOrderDto> {
  const [row] = await workOrderRows(db, eq(workOrders.id, id)).limit(1);
  if (!row) throw new NotFoundError('Work order');
  return toWorkOrderDto(row);
}

/** Whether the work order exists (its record page's 404 check before it streams). */
export async function workOrderExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: workOrders.id }).from(workOrders).where(eq(workOrders.id, id)).limit(1);
  return row !== undefined;
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
function reportListQuery(workOrderId: number, query: Pick<ReportListQuery, 'sort' | 'dir'>): PageQuery<ProductionReport, ProductionReportDto> {
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
    resolveSort(REPORT_SORT, query.sort, query.dir),
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
export async function listReports(ctx: ServiceContext, workOrderId: number, query: ReportListQuery = {}): Promise<ProductionReportDto[] | Paginated<ProductionReportDto>> {
  const list = reportListQuery(workOrderId, query);
  if (query.page !== undefined) return pageOf(ctx.db, pageRequest(query), list);
  const rows: ProductionReportDto[] = [];
  for await (const batch of listBatches(ctx.db, list)) rows.push(...batch);
  return rows;
}

/** GET /api/production/work-orders/{id}/reports/export: every report as sorted on screen, batch by batch. */
export function reportExportBatches(ctx: ServiceContext, workOrderId: number, query: Pick<ReportListQuery, 'sort' | 'dir'> = {}): AsyncGenerator<ProductionReportDto[]> {
  return listBatches(ctx.db, reportListQuery(workOrderId, query));
}

/**
 * GET /api/production/stats (CONTRACT §7): totals from the status counters (five rows), completed today from the
 * partial index on completed_at; avg_efficiency = mean of completed ÷ planned over completed orders (percent).
 */
export async function productionStats(ctx: ServiceContext): Promise<ProductionStats> {
  const dayStart = plantDayStart();
  const [{ counts, completedEfficiencySum }, [{ today }]] = await Promise.all([
    readStatusCounts(ctx.db),
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
