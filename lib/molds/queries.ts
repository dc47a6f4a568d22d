import 'server-only';
import { and, count, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { customers, moldMaintenanceRecords, moldUsageRecords, molds, type MoldMaintenanceRecord, type MoldUsageRecord } from '@/db/schema';
import { deferredPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { listBatches } from '@/lib/list/csv-export';
import type { ChildListQuery } from '@/lib/list/child-list';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { preparedQuery, runLater } from '@/lib/db/prepared';
import { mapped } from '@/lib/db/together';
import { NotFoundError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import type { HealthFilter } from './constants';
import { MAINTENANCE_SORT, MOLD_SORT, USAGE_SORT, type MoldListQuery, type MoldSearchQuery } from './list-state';
import { resolveSort, type SortSpec } from '@/lib/list/sort';
import { listSort, nonNull, orderBySort, type ListSort } from '@/lib/list/sort-sql';
import { usageWindowStart } from './health';
import { toMaintenanceRecordDto, toMoldDto, toUsageRecordDto, type MoldRow } from './dto';
import type { MaintenanceRecordDto, MoldDetailDto, MoldDto, MoldHealthSummary, MoldSearchResult, UsageRecordDto } from './types';

const ENTITY = 'Mold';
/** Records of each history embedded in GET /api/molds/{id}; the full lists page through /maintenance and /usage. */
export const HISTORY_LIMIT = 100;

/** The columns of a mold row with its customer (one LEFT JOIN; no per-row lookups). */
const moldRowColumns = {
  id: molds.id,
  moldCode: molds.moldCode,
  moldName: molds.moldName,
  description: molds.description,
  ownership: molds.ownership,
  cavityCount: molds.cavityCount,
  status: molds.status,
  customerId: molds.customerId,
  storageLocation: molds.storageLocation,
  maintenanceIntervalShots: molds.maintenanceIntervalShots,
  maintenanceIntervalDays: molds.maintenanceIntervalDays,
  purchaseDate: molds.purchaseDate,
  totalShotsLifetime: molds.totalShotsLifetime,
  shotsSinceMaintenance: molds.shotsSinceMaintenance,
  lastMaintenanceDate: molds.lastMaintenanceDate,
  version: molds.version,
  createdAt: molds.createdAt,
  updatedAt: molds.updatedAt,
  customerCompanyName: customers.companyName,
  customerCode: customers.customerCode,
  customerContactPerson: customers.contactPerson,
};

/**
 * Shots in usage records dated within the last 30 days, per mold, in one grouped query.
 * `ids` limits it to a page of molds (index range scans on (mold_id, date)); without it, every mold
 * (one range scan on mold_usage_date_idx, which covers date, mold_id and shots_produced).
 */
export async function shotsInUsageWindow(db: DbOrTx, today: string, ids?: number[]): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ moldId: moldUsageRecords.moldId, shots: sql<number>`sum(${moldUsageRecords.shotsProduced})`.mapWith(Number) })
    .from(moldUsageRecords)
    .where(and(gte(moldUsageRecords.date, usageWindowStart(today)), lte(moldUsageRecords.date, today), ids ? inArray(moldUsageRecords.moldId, ids) : undefined))
    .groupBy(moldUsageRecords.moldId);
  return new Map(rows.map((r) => [r.moldId, r.shots]));
}

/**
 * One mold's shots in its 30-day window: the stored window (molds.usage_window_shots, kept by the usage records'
 * trigger: lib/molds/usage-window.ts) when it ends `today`, else its records summed. Read after a usage record is
 * written in the same transaction, it counts that record (the trigger ran with the insert). The stored sum is what a
 * report needs: summing the window cost every report as much as the mold's records in 30 days (4 ms at 10,000).
 */
export function shotsInMoldWindow(db: DbOrTx, today: string, moldId: number): PromiseLike<number> {
  // Not started until awaited (`runLater`): a report sends it in one round trip after its usage insert (`inOrder`).
  return mapped(runLater(moldWindowShots(db), { moldId, from: usageWindowStart(today), to: today }), (rows) => rows[0]?.shots ?? 0);
}

const moldWindowShots = preparedQuery((db) =>
  db
    .select({
      // Names written out: drizzle leaves a one-table select's columns unqualified, and inside the subquery "id"
      // would be the record's own.
      shots: sql<number>`case when "molds"."usage_window_end" = ${sql.placeholder('to')}::date then "molds"."usage_window_shots"
        else (select coalesce(sum(r.shots_produced), 0) from mold_usage_records r
              where r.mold_id = "molds"."id" and r.date between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date) end`.mapWith(Number),
    })
    .from(molds)
    .where(eq(molds.id, sql.placeholder('moldId')))
    .prepare('mold_window_shots'),
);

/** SQL mirror of maintenanceHealth() (lib/molds/health.ts): integer comparisons at 90% and 100%. */
function healthCondition(health: HealthFilter): SQL {
  const interval = molds.maintenanceIntervalShots;
  const since = molds.shotsSinceMaintenance;
  switch (health) {
    case 'not_set':
      return sql`(${interval} is null or ${interval} <= 0)`;
    case 'overdue':
      return sql`(${interval} > 0 and ${since} >= ${interval})`;
    case 'due_soon':
      return sql`(${interval} > 0 and ${since} < ${interval} and ${since} * 100 >= ${interval}::bigint * 90)`;
    case 'good':
      return sql`(${interval} > 0 and ${since} * 100 < ${interval}::bigint * 90)`;
  }
}

/** The filters that are parameters of the list's statement: the search's ILIKE pattern and the customer. */
function filterValues(filters: MoldListQuery): { pattern?: string; customer?: number } {
  const term = searchTerm(filters.q || filters.search);
  return { ...(term ? { pattern: containsPattern(term) } : {}), ...(filters.customer_id ? { customer: filters.customer_id } : {}) };
}

/** The filters' WHERE; `values` are `filterValues`, or their placeholders when a page is prepared. */
function listConditions(filters: MoldListQuery, opts: { withHealth: boolean }, values: Record<string, unknown> = filterValues(filters)): SQL | undefined {
  const conditions: SQL[] = [];
  const { pattern, customer } = values;
  if (pattern !== undefined) conditions.push(sql`(${molds.moldCode} ilike ${pattern} or ${molds.moldName} ilike ${pattern} or ${customers.companyName} ilike ${pattern})`);
  if (filters.status) conditions.push(inArray(molds.status, filters.status));
  if (filters.ownership) conditions.push(inArray(molds.ownership, filters.ownership));
  if (customer !== undefined) conditions.push(sql`${molds.customerId} = ${customer}`);
  if (opts.withHealth && filters.health) conditions.push(or(...filters.health.map(healthCondition))!);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The list's order: lower(mold_code) by default (the unique index: an index scan); maintenance is the share of the
 * interval used, closest to (or furthest past) it first, molds without an interval last either way.
 */
function listOrder(filters: MoldListQuery): ListSort {
  return listSort(
    MOLD_SORT,
    {
      mold_code: nonNull(sql`lower(${molds.moldCode})`),
      mold_name: nonNull(sql`lower(${molds.moldName})`),
      total_shots: molds.totalShotsLifetime,
      maintenance: sql`case when ${molds.maintenanceIntervalShots} > 0 then ${molds.shotsSinceMaintenance}::float8 / ${molds.maintenanceIntervalShots} end`,
    },
    resolveSort(MOLD_SORT, filters.sort, filters.dir),
    molds.id,
  );
}

/**
 * GET /api/molds and the /molds page. Filters: `q` (or `search`: code, name, customer company), `status`,
 * `ownership`, `health` (comma lists), `customer_id`; `sort`. Without `page`: the whole list (CONTRACT §1);
 * with `page`: the flat paginator.
 */
export async function listMolds(ctx: ServiceContext, query: MoldListQuery = {}): Promise<MoldDto[] | Paginated<MoldDto>> {
  return query.page !== undefined || query.cursor !== undefined ? listMoldsPage(ctx, query) : listAllMolds(ctx, query);
}

function moldRowsQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select(moldRowColumns).from(molds).leftJoin(customers, eq(customers.id, molds.customerId)).where(where);
}

/** Every matching mold: two queries whatever the size (rows with customer; 30-day usage of all molds). */
export async function listAllMolds(ctx: ServiceContext, filters: MoldListQuery = {}): Promise<MoldDto[]> {
  const today = todayInPlant();
  // Independent queries: in parallel on PostgreSQL's pool (PGlite runs them one after the other).
  const [rows, window] = await Promise.all([
    moldRowsQuery(ctx.db, listConditions(filters, { withHealth: true })).orderBy(...listOrder(filters).orderBy) as Promise<MoldRow[]>,
    shotsInUsageWindow(ctx.db, today),
  ]);
  return rows.map((r) => toMoldDto(r, window.get(r.id) ?? 0, today));
}

/**
 * One page (per_page 15 by default, at most 100): the rows, their 30-day usage and the total in one statement
 * (`pageOf`). Past the last page: `data: []` with the real total. `cursor` pages by keyset.
 */
export async function listMoldsPage(ctx: ServiceContext, query: MoldListQuery = {}): Promise<Paginated<MoldDto>> {
  return pageOf(ctx.db, pageRequest(query), moldPageQuery(query));
}

/** Every mold of the list as filtered and sorted on screen, batch by batch (the CSV export). */
export function moldExportBatches(ctx: ServiceContext, query: MoldListQuery = {}): AsyncGenerator<MoldDto[]> {
  return listBatches(ctx.db, moldPageQuery(query));
}

/** Shots of a mold's usage records within the 30-day window: a correlated sum over (mold_id, date), per row of a page. */
function shotsInWindowColumn(today: string) {
  const u = moldUsageRecords;
  return sql<number>`coalesce((select sum(${u.shotsProduced}) from ${u} where ${u.moldId} = ${molds.id} and ${u.date} >= ${usageWindowStart(today)} and ${u.date} <= ${today}), 0)`.mapWith(
    Number,
  );
}

/** The list's filters and order as a PageQuery: the rows of a page with their 30-day usage (one statement), the DTO. */
function moldPageQuery(filters: MoldListQuery): PageQuery<MoldRow & { shots: number }, MoldDto> {
  const values = filterValues(filters);
  const where = listConditions(filters, { withHealth: true }, values);
  const today = todayInPlant();
  const order = listOrder(filters);
  return {
    count: async (tx) => {
      const [{ total }] = await tx.select({ total: count() }).from(molds).leftJoin(customers, eq(customers.id, molds.customerId)).where(where);
      return total;
    },
    // The page's ids first (with the total and sort key; a deep page skips index entries, not joined rows and
    // usage sums), then those rows with their customer and 30-day usage — one statement.
    rows: (tx, page) => {
      const where = listConditions(filters, { withHealth: true }, page.values);
      const { ids: pageIds, carried } = deferredPage(page, (columns) =>
        tx
          .select({ id: molds.id, ...columns })
          .from(molds)
          .leftJoin(customers, eq(customers.id, molds.customerId))
          .where(and(where, page.after))
          .orderBy(...order.orderBy),
      );
      return tx
        .select({ ...moldRowColumns, shots: shotsInWindowColumn(today), ...carried })
        .from(molds)
        .innerJoin(pageIds, eq(pageIds.id, molds.id))
        .leftJoin(customers, eq(customers.id, molds.customerId))
        .orderBy(...order.orderBy);
    },
    map: (row) => toMoldDto(row, row.shots, today),
    sort: order,
    values,
    // The day (the 30-day window's parameters) and the enum filters, bound as literals, are part of the key.
    preparedKey: ['molds', today, filters.status?.join(',') ?? '', filters.ownership?.join(',') ?? '', filters.health?.join(',') ?? ''].join('|'),
    ...(where ? {} : { estimateFrom: molds }),
  };
}

/** Counts per maintenance health under the list's other filters (the /molds filter chips), one query. */
export async function moldHealthSummary(ctx: ServiceContext, filters: MoldListQuery = {}): Promise<MoldHealthSummary> {
  const where = listConditions(filters, { withHealth: false });
  const n = (health: HealthFilter) => sql<number>`count(*) filter (where ${healthCondition(health)})`.mapWith(Number);
  const [row] = await ctx.db
    .select({ total: count(), overdue: n('overdue'), due_soon: n('due_soon'), good: n('good'), not_set: n('not_set') })
    .from(molds)
    .leftJoin(customers, eq(customers.id, molds.customerId))
    .where(where);
  return row;
}

export async function findMoldRow(db: DbOrTx, id: number): Promise<MoldRow | undefined> {
  const [row] = await db.select(moldRowColumns).from(molds).leftJoin(customers, eq(customers.id, molds.customerId)).where(eq(molds.id, id)).limit(1);
  return row;
}

/** One mold as the API shows it (without histories). */
export async function getMoldDto(db: DbOrTx, id: number): Promise<MoldDto> {
  const row = await findMoldRow(db, id);
  if (!row) throw new NotFoundError(ENTITY);
  const today = todayInPlant();
  return toMoldDto(row, await shotsInMoldWindow(db, today, id), today);
}

/**
 * The two histories of a mold (maintenance and usage records): the same reads on two tables — the latest
 * records (embedded in the detail), the count, the whole list and a page — newest first (date, then id) unless
 * `sort`/`dir` say otherwise. One mold has thousands of records, not millions: the other orders sort the mold's
 * records (found through the (mold_id, date) index) without an index of their own.
 */
type HistoryTable = typeof moldMaintenanceRecords | typeof moldUsageRecords;

function history<Row, Dto, K extends string>(
  table: HistoryTable,
  toDto: (row: Row) => Dto,
  sort: { spec: SortSpec<K>; expressions: Record<K, SQL | AnyColumn>; notNull: readonly K[] },
) {
  const ofMold = (moldId: number) => eq(table.moldId, moldId);
  const select = (db: DbOrTx, moldId: number, order: SQL[]) =>
    db
      .select()
      .from(table as typeof moldUsageRecords)
      .where(ofMold(moldId))
      .orderBy(...order)
      .$dynamic();
  const newestFirst = [desc(table.date), desc(table.id)];
  return {
    toDto,
    /** `sort`/`dir` of the list's query as the ORDER BY. */
    order: (query: ChildListQuery<K>): SQL[] => orderBySort(sort.spec, sort.expressions, resolveSort(sort.spec, query.sort, query.dir), table.id, { notNull: sort.notNull }),
    count: async (db: DbOrTx, moldId: number) => (await db.select({ n: count() }).from(table).where(ofMold(moldId)))[0].n,
    /** Newest first unless `order` is given; `limit`/`offset` for the latest few or one page. */
    rows: (db: DbOrTx, moldId: number, limit?: number, offset = 0, order: SQL[] = newestFirst): Promise<Row[]> => {
      const q = select(db, moldId, order);
      return (limit === undefined ? q : q.limit(limit).offset(offset)) as unknown as Promise<Row[]>;
    },
  };
}

const maintenanceHistory = history<MoldMaintenanceRecord, MaintenanceRecordDto, MaintenanceSort>(moldMaintenanceRecords, toMaintenanceRecordDto, {
  spec: MAINTENANCE_SORT,
  expressions: {
    date: moldMaintenanceRecords.date,
    type: sql`${moldMaintenanceRecords.type}::text`,
    technician: sql`lower(${moldMaintenanceRecords.technician})`,
    cost: moldMaintenanceRecords.cost,
    shots_at_maintenance: moldMaintenanceRecords.shotsAtMaintenance,
  },
  notNull: ['date', 'type', 'cost', 'shots_at_maintenance'],
});
const usageHistory = history<MoldUsageRecord, UsageRecordDto, UsageSort>(moldUsageRecords, toUsageRecordDto, {
  spec: USAGE_SORT,
  expressions: {
    date: moldUsageRecords.date,
    work_order: sql`lower(${moldUsageRecords.workOrder})`,
    product: sql`lower(${moldUsageRecords.product})`,
    shots_produced: moldUsageRecords.shotsProduced,
    machine: sql`lower(${moldUsageRecords.machine})`,
    operator: sql`lower(${moldUsageRecords.operator})`,
    defect_rate: moldUsageRecords.defectRate,
  },
  notNull: ['date', 'shots_produced'],
});
type MaintenanceSort = (typeof MAINTENANCE_SORT.keys)[number];
type UsageSort = (typeof USAGE_SORT.keys)[number];

/**
 * A mold's latest `limit` records of one history, newest first, as a JSON array in the mold's row (a correlated
 * subquery on the (mold_id, date) index), read back into the table's row type through its columns' own mapping.
 */
function latestRecords<Row>(table: HistoryTable, limit: number) {
  const columns = Object.entries(getTableColumns(table));
  const object = sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const latest = sql`select json_build_object(${object}) as j, ${table.date} as d, ${table.id} as i from ${table} where ${table.moldId} = ${molds.id} order by ${table.date} desc, ${table.id} desc limit ${limit}`;
  return sql`(select coalesce(json_agg(s.j order by s.d desc, s.i desc), '[]'::json) from (${latest}) s)`.mapWith((value: unknown): Row[] => {
    const records = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
    return records.map(
      (record) => Object.fromEntries(columns.map(([key, column]) => [key, record[key] == null ? null : column.mapFromDriverValue(record[key])])) as Row,
    );
  });
}

/** The number of a mold's records in one history (a correlated count on the (mold_id, date) index). */
function recordCount(table: HistoryTable) {
  return sql<number>`(select count(*) from ${table} where ${table.moldId} = ${molds.id})`.mapWith(Number);
}

/**
 * GET /api/molds/{id} and /molds/{id}: the mold, its latest maintenance and usage records (newest first) and their
 * totals — one statement (issue 13: a record read is the token lookup plus one).
 */
export async function getMold(ctx: ServiceContext, id: number): Promise<MoldDetailDto> {
  const today = todayInPlant();
  const [row] = await ctx.db
    .select({
      ...moldRowColumns,
      shots: shotsInWindowColumn(today),
      maintenance: latestRecords<MoldMaintenanceRecord>(moldMaintenanceRecords, HISTORY_LIMIT),
      usage: latestRecords<MoldUsageRecord>(moldUsageRecords, HISTORY_LIMIT),
      maintenanceTotal: recordCount(moldMaintenanceRecords),
      usageTotal: recordCount(moldUsageRecords),
    })
    .from(molds)
    .leftJoin(customers, eq(customers.id, molds.customerId))
    .where(eq(molds.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(ENTITY);
  return {
    ...toMoldDto(row, row.shots, today),
    maintenance_history: row.maintenance.map(toMaintenanceRecordDto),
    usage_history: row.usage.map(toUsageRecordDto),
    maintenance_history_total: row.maintenanceTotal,
    usage_history_total: row.usageTotal,
  };
}

/** Whether the mold exists (a record page's 404 check before it streams). */
export async function moldExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: molds.id }).from(molds).where(eq(molds.id, id)).limit(1);
  return row !== undefined;
}

async function assertMoldExists(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: molds.id }).from(molds).where(eq(molds.id, id)).limit(1);
  if (!row) throw new NotFoundError(ENTITY);
}

/** A history of one mold: 404 for an unknown mold; the whole list, or the paginator with `page`; `sort`/`dir`. */
async function listHistory<Row, Dto, K extends string>(
  ctx: ServiceContext,
  id: number,
  query: ChildListQuery<K>,
  h: ReturnType<typeof history<Row, Dto, K>>,
): Promise<Dto[] | Paginated<Dto>> {
  const order = h.order(query);
  await assertMoldExists(ctx.db, id);
  if (query.page === undefined) return (await h.rows(ctx.db, id, undefined, 0, order)).map(h.toDto);
  return pageOf(ctx.db, pageRequest(query), {
    count: (tx) => h.count(tx, id),
    rows: (tx, page) => h.rows(tx, id, page.perPage, page.offset, order),
    map: h.toDto,
  });
}

/** Every record of a history as sorted on screen, batch by batch (the CSV export); 404 for an unknown mold. */
async function* historyBatches<Row, Dto, K extends string>(ctx: ServiceContext, id: number, query: ChildListQuery<K>, h: ReturnType<typeof history<Row, Dto, K>>): AsyncGenerator<Dto[]> {
  const order = h.order(query);
  await assertMoldExists(ctx.db, id);
  yield* listBatches(ctx.db, { count: (tx) => h.count(tx, id), rows: (tx, page) => h.rows(tx, id, page.perPage, page.offset, order), map: h.toDto });
}

/** GET /api/molds/{id}/maintenance: newest first (or `sort`/`dir`); the whole list, or the paginator with `page`. */
export function listMaintenanceRecords(ctx: ServiceContext, id: number, query: ChildListQuery<MaintenanceSort> = {}): Promise<MaintenanceRecordDto[] | Paginated<MaintenanceRecordDto>> {
  return listHistory(ctx, id, query, maintenanceHistory);
}

/** GET /api/molds/{id}/maintenance/export: the maintenance history as sorted on screen. */
export function maintenanceExportBatches(ctx: ServiceContext, id: number, query: ChildListQuery<MaintenanceSort> = {}): AsyncGenerator<MaintenanceRecordDto[]> {
  return historyBatches(ctx, id, query, maintenanceHistory);
}

/** GET /api/molds/{id}/usage: newest first (or `sort`/`dir`); the whole list, or the paginator with `page`. */
export function listUsageRecords(ctx: ServiceContext, id: number, query: ChildListQuery<UsageSort> = {}): Promise<UsageRecordDto[] | Paginated<UsageRecordDto>> {
  return listHistory(ctx, id, query, usageHistory);
}

/** GET /api/molds/{id}/usage/export: the usage history as sorted on screen. */
export function usageExportBatches(ctx: ServiceContext, id: number, query: ChildListQuery<UsageSort> = {}): AsyncGenerator<UsageRecordDto[]> {
  return historyBatches(ctx, id, query, usageHistory);
}

type SearchRow = {
  id: number;
  mold_code: string;
  mold_name: string;
  status: MoldSearchResult['status'];
  cavity_count: number | string;
  storage_location: string | null;
  part_number: string | null;
  material_specifications: string | null;
  standard_cycle_time: number | string | null;
};

/**
 * GET /api/molds/search (the mold picker): `q` on code and name (case-insensitive contains, `%`/`_` literal),
 * `status` comma list, `limit` (default 10, at most 50). Exact code first, then prefix matches, then by code.
 * One query: the molds are limited first, then each picks its first product (lowest id) through a LATERAL join.
 */
export async function searchMolds(ctx: ServiceContext, filters: MoldSearchQuery): Promise<MoldSearchResult[]> {
  const term = searchTerm(filters.q);
  const limit = filters.limit;
  const conditions: SQL[] = [sql`true`];
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(sql`(m.mold_code ilike ${pattern} or m.mold_name ilike ${pattern})`);
  }
  if (filters.status) {
    conditions.push(sql`m.status in (${sql.join(
      filters.status.map((s) => sql`${s}`),
      sql`, `,
    )})`);
  }
  const rank = term
    ? sql`case when lower(m.mold_code) = lower(${term}) then 0 when m.mold_code ilike ${containsPattern(term).slice(1)} then 1 when m.mold_name ilike ${containsPattern(term).slice(1)} then 2 else 3 end`
    : sql`0`;
  const rows = await executeRows<SearchRow>(
    ctx.db,
    sql`select m.id, m.mold_code, m.mold_name, m.status, m.cavity_count, m.storage_location,
          p.product_code as part_number, p.material_type as material_specifications, p.cycle_time_seconds as standard_cycle_time
        from (
          select m.id, m.mold_code, m.mold_name, m.status, m.cavity_count, m.storage_location, ${rank} as rank
          from molds m
          where ${sql.join(conditions, sql` and `)}
          order by rank, lower(m.mold_code)
          limit ${limit}
        ) m
        left join lateral (
          select product_code, material_type, cycle_time_seconds from products where products.mold_id = m.id order by products.id limit 1
        ) p on true
        order by m.rank, lower(m.mold_code)`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    mold_code: r.mold_code,
    mold_name: r.mold_name,
    part_number: r.part_number,
    status: r.status,
    is_available: r.status === 'active',
    material_specifications: r.material_specifications,
    standard_cycle_time: r.standard_cycle_time == null ? null : Number(r.standard_cycle_time),
    cavity_count: Number(r.cavity_count),
    storage_location: r.storage_location,
    location: r.storage_location,
  }));
}
