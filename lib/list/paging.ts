import { getTableName, sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db, Tx } from '@/db/client';
import { pgErrorInfo } from '@/lib/db/errors';
import { OFFSET_FENCE } from '@/lib/db/fence';
import { executeRows } from '@/lib/db/rows';
import { ValidationError } from '@/lib/errors';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './page-size';
import type { ListSort, SortKeyColumns } from './sort-sql';

/**
 * The one paging mechanism of every list (API and screens): the flat paginator of CONTRACT §1, per_page 15 by
 * default clamped to 1–100, a bad or < 1 page is 1, and a page past the end answers `data: []` with the real
 * `total` and `last_page` (screens then offer the last page, see `components/data-table/past-end.tsx`).
 */
export { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './page-size';
/** Unfiltered lists of a table the planner estimates above this many rows show "about N" instead of counting. */
export const ESTIMATE_THRESHOLD = 10_000;
/**
 * A search the planner expects to match at least this many rows is broad: its page walks the list's order with the
 * search as a filter and its total is that estimate, instead of finding, sorting and counting every match.
 */
export const BROAD_SEARCH_ROWS = 2_000;
/** How long one process keeps a table's estimate (it changes only with ANALYZE / autovacuum anyway). */
const ESTIMATE_TTL_MS = 60_000;

/** `cursor`: the opaque `next` of a previous page (keyset paging); absent for page-number paging. */
export type PageRequest = { page: number; perPage: number; offset: number; cursor?: string };

/**
 * The paginator's own fields (everything but `data`), once: the `Paginated` type below and the OpenAPI document's
 * `Paginator` (lib/openapi/document.ts) are built from it, so a field added here is documented and checked.
 */
export const paginatorFields = {
  current_page: z.int().min(1).meta({ description: 'The page answered (from 1).' }),
  last_page: z.int().min(1).meta({ description: 'The last page with rows (1 for an empty list).' }),
  per_page: z.int().min(1).max(MAX_PER_PAGE).meta({ description: `Rows per page (default ${DEFAULT_PER_PAGE}).` }),
  total: z.int().min(0).meta({ description: 'Rows matching the filters, on every page (an estimate when `total_is_estimate` is true).' }),
  from: z.int().min(1).nullable().meta({ description: 'The position of the first row of this page; null when `data` is empty.' }),
  to: z.int().min(1).nullable().meta({ description: 'The position of the last row of this page; null when `data` is empty.' }),
  next: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Lists that take `cursor`: the `cursor` of the next page (keyset paging, for walking a whole table), null on the last page.' }),
  total_is_estimate: z
    .boolean()
    .optional()
    .meta({ description: 'Lists that take `cursor`: true when `total` is the database’s estimate for a large unfiltered list (exact with any filter and on the last page).' }),
};

export type Paginated<T> = { data: T[] } & z.infer<z.ZodObject<typeof paginatorFields>>;

/**
 * The page a list query asks for (`pageParams` of ./query.ts already read `page` and clamped `per_page`): page 1 and
 * the list's default size when absent.
 */
export function pageRequest(query: { page?: number; per_page?: number; cursor?: string }, defaultPerPage = DEFAULT_PER_PAGE): PageRequest {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  return { page, perPage, offset: (page - 1) * perPage, ...(query.cursor !== undefined ? { cursor: query.cursor } : {}) };
}

export function paginated<T>(data: T[], total: number, req: PageRequest): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / req.perPage));
  return {
    data,
    current_page: req.page,
    last_page: lastPage,
    per_page: req.perPage,
    total,
    from: data.length ? req.offset + 1 : null,
    to: data.length ? req.offset + data.length : null,
  };
}

/**
 * What `rows` gets from `pageOf` when the query declares `sort`: spread `columns` into the
 * select and AND `after` into the where (`and(where, page.after)`); `perPage` is then one more than the page
 * (the extra row says whether there is a next page) and `offset` is 0 on a cursor page.
 */
export type RowsRequest = PageRequest & {
  columns: Partial<SortKeyColumns> & { __total?: SQL<number> };
  after: SQL | undefined;
  /**
   * The query's `values` as the rows' statement must read them: the values themselves, or (while `pageOf`
   * prepares the statement of a `preparedKey`) drizzle placeholders of the same names. Use them only as
   * parameters (in sql`…`, eq, like…), never to decide the statement's shape (that belongs in the key).
   */
  values: Record<string, unknown>;
  /**
   * With `matches`: the search is broad (the planner expects BROAD_SEARCH_ROWS matches or more, or the walk the
   * cursor continues was): read the page in the list's order with the search as a plain filter (`SearchMatch.filter`),
   * which stops after a page of matches; the total is not counted.
   */
  broad: boolean;
};

/** A select of a page's ids, ordered, that `deferredPage` limits to the page (what drizzle's select builder is). */
type IdSelect<S> = { limit(n: number): { offset(n: number): { as(alias: string): S } } };

/**
 * The deferred join of a list page: `ids(columns)` selects the matching ids with the page's columns (total, sort
 * key), filtered (`and(where, page.after)`) and ordered; this limits it to the page as the subquery `page_ids` and
 * gives back the columns to carry into the full rows' select (`{ ...rowColumns, ...carried }`, joined on `ids.id`).
 * A deep page then skips index entries, not joined rows, and the total and sort key ride along in one statement.
 */
export function deferredPage<S extends object>(page: RowsRequest, ids: (columns: Record<string, SQL.Aliased>) => IdSelect<S>): { ids: S; carried: RowsRequest['columns'] } {
  const columns = Object.fromEntries(Object.entries(page.columns).map(([k, v]) => [k, (v as SQL).as(k)]));
  const sub = ids(columns).limit(page.perPage).offset(page.offset).as('page_ids');
  const carried = Object.fromEntries(Object.keys(columns).map((k) => [k, (sub as Record<string, unknown>)[k]])) as RowsRequest['columns'];
  return { ids: sub, carried };
}

/**
 * A search's page through `deferredPage`: `matches` selects the search's rows from the list's table (the id and the
 * columns the order reads, filtered by `and(where, page.after)`). They are fenced (`offset 0`, `OFFSET_FENCE`) in
 * a subquery named like the table (`alias`), so the planner finds them through the search's own index — the total
 * (`count(*) over ()`) needs them all anyway — instead of walking the order's index and filtering every row; the
 * order then sorts them, and the page's ids join the full rows as with `deferredPage`.
 */
export function fencedSearchPage<S extends Subquery & { id: SQL.Aliased | AnyPgColumn }>(
  tx: Tx,
  page: RowsRequest,
  matches: { offset(n: number): { as(alias: string): S } },
  alias: string,
  orderBy: SQL[],
) {
  const fenced = matches.offset(OFFSET_FENCE).as(alias);
  return deferredPage(page, (columns) =>
    tx
      .select({ id: fenced.id, ...columns })
      .from(fenced as Subquery)
      .orderBy(...orderBy),
  );
}

export type PageQuery<Row, Out = Row> = {
  /** The number of rows matching the list's filters (the CSV export; past the end; small tables' cursor walks). */
  count: (tx: Tx) => Promise<number>;
  /** One page of rows (LIMIT/OFFSET from `page`), in the list's order. */
  rows: (tx: Tx, page: RowsRequest) => Promise<Row[]>;
  /** Row → DTO, applied after the transaction. */
  map?: (row: Row) => Out;
  /**
   * The list's order (`listSort`): `rows` takes `page.columns` and `page.after`, the total comes with the rows
   * in one statement (`count(*) over ()`), `cursor=` pages by keyset and the paginator carries `next`.
   */
  sort?: ListSort;
  /**
   * With `sort`: the total comes from `count` (first, as without `sort`) instead of the rows — for lists whose
   * count is a kept counter (one row), cheaper than counting the matches. Cursor pages still skip it.
   */
  countFirst?: boolean;
  /**
   * Given only while the list is unfiltered: its table. Past ESTIMATE_THRESHOLD rows (the planner's estimate,
   * `pg_class.reltuples`, valid after ANALYZE) the total is that estimate (`total_is_estimate`) instead of a count.
   */
  estimateFrom?: PgTable;
  /**
   * With `sort`, given only when the rows' statement (its SQL and every parameter) depends on nothing but the
   * page's LIMIT and OFFSET, the list's order, which `values` are given (their names), their values, and this key
   * — the list's name and what else shapes or binds the statement: enum filters (statuses, types), the day. A
   * first or later page without a cursor then runs a statement built once per key (`sql.placeholder`s for LIMIT,
   * OFFSET and each of `values`, drizzle's `.prepare()`) instead of building the SQL again (a visible
   * share of a list request's CPU, more of a search's); `pageOf` adds the order and the values' names to the key.
   * `rows` must use `page.perPage` and `page.offset` only as LIMIT and OFFSET (`deferredPage` does) and read
   * filter values only from `page.values`.
   */
  preparedKey?: string;
  /**
   * The filter values the rows' statement reads through `page.values` (a search pattern, a customer id), only
   * those given (a filter left out has no entry): with `preparedKey`, a filtered list runs one statement per key
   * too, these being its parameters. The key never holds a value given here.
   */
  values?: Record<string, unknown>;
  /**
   * Given with a search (or another filter that may match much of the table): the select of the matching ids as
   * the list finds them on their indexes. `pageOf` asks the planner how many rows it expects (EXPLAIN, not run; one
   * planning) and from BROAD_SEARCH_ROWS on treats the search as broad: `rows` gets `page.broad` and the total is
   * the planner's estimate (`total_is_estimate`, the screen says "about N"), exact on the last page and past the end.
   */
  matches?: (tx: Tx) => SQLWrapper;
};

/** The rows' statement of a `preparedKey`, built once per key and database handle (at most PREPARED_KEYS kept). */
type PreparedRows = { execute(values: Record<string, unknown>): Promise<unknown[]> };
const PREPARED_KEYS = 200;
const preparedByDb = new WeakMap<object, Map<string, PreparedRows>>();

let preparing = true;

/** Tests: `false` builds every page's statement per request, as if no query had a `preparedKey` (to compare the two). */
export function setPreparedRows(on: boolean): void {
  preparing = on;
}

/** How many prepared row statements `db` keeps (tests). */
export function preparedRowsKept(db: Db): number {
  return preparedByDb.get(db)?.size ?? 0;
}

function preparedRowsOf(db: Db, key: string, build: () => unknown): PreparedRows {
  let perDb = preparedByDb.get(db);
  if (!perDb) preparedByDb.set(db, (perDb = new Map()));
  let prepared = perDb.get(key);
  if (!prepared) {
    const builder = build() as { prepare?: (name: string) => PreparedRows };
    if (typeof builder.prepare !== 'function') throw new Error(`preparedKey ${key}: rows did not return a query builder`);
    prepared = builder.prepare('list_page');
    if (perDb.size >= PREPARED_KEYS) perDb.delete(perDb.keys().next().value!); // the oldest key (yesterday's first)
    perDb.set(key, prepared);
  }
  return prepared;
}

const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');

/** A prepared statement's key: the query's own, its order, the names of the values it binds, whether it counts and whether the search is broad. */
function statementKey(key: string, sort: ListSort, values: Record<string, unknown>, counts: boolean, broad: boolean): string {
  return [key, sort.state.sort, sort.state.dir, Object.keys(values).sort().join(','), counts ? 'total' : '', broad ? 'broad' : ''].join('|');
}

/** The placeholders of `values`, by the same names (`limit` and `offset` are the page's own). */
function placeholdersOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(values).map((name) => {
      if (name === 'limit' || name === 'offset') throw new Error(`PageQuery values: "${name}" is the page's own placeholder`);
      return [name, sql.placeholder(name)];
    }),
  );
}

type Cursor = { key: string | null; id: number; position: number; total: number; estimate: boolean };

const CURSOR_VERSION = 1;
const badCursor = () => ValidationError.field('cursor', 'The cursor is not one this list gave out: start again without it, with the same filters and sort.');

function encodeCursor(sort: ListSort, c: Cursor): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, sort.state.sort, sort.state.dir, c.key, c.id, c.position, c.total, c.estimate ? 1 : 0])).toString('base64url');
}

/** A cursor of this list in this order, or a 422 (forged, truncated, or made for another sort). */
function decodeCursor(raw: string, sort: ListSort | undefined): Cursor {
  if (!sort || raw.length === 0 || raw.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(raw)) throw badCursor();
  let value: unknown;
  try {
    const bytes = Buffer.from(raw, 'base64url');
    // Only the exact text given out: base64url decoding skips stray trailing characters ("…x" reads as "…").
    if (bytes.toString('base64url') !== raw) throw badCursor();
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badCursor();
  }
  const count = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  if (!Array.isArray(value) || value.length !== 8) throw badCursor();
  const [version, key, dir, sortKey, id, position, total, estimate] = value;
  if (version !== CURSOR_VERSION || key !== sort.state.sort || dir !== sort.state.dir) throw badCursor();
  if (!(sortKey === null || typeof sortKey === 'string') || !count(id) || id < 1 || !count(position) || !count(total) || (estimate !== 0 && estimate !== 1)) throw badCursor();
  return { key: sortKey, id, position, total, estimate: estimate === 1 };
}

const estimates = new WeakMap<object, Map<string, { rows: number; at: number }>>();

/** The planner's row estimate of `table` (one catalog read, kept a minute per process); -1 when never analyzed. */
async function estimatedRows(db: Db, table: PgTable): Promise<number> {
  const name = getTableName(table);
  let perDb = estimates.get(db);
  if (!perDb) estimates.set(db, (perDb = new Map()));
  const kept = perDb.get(name);
  if (kept && Date.now() - kept.at < ESTIMATE_TTL_MS) return kept.rows;
  const [row] = await executeRows<{ n: number | string | null }>(db, sql`select reltuples::bigint as n from pg_class where oid = to_regclass(${name})`);
  const rows = row?.n == null ? -1 : Number(row.n);
  perDb.set(name, { rows, at: Date.now() });
  return rows;
}

/** The planner's row estimate of a select (EXPLAIN: planned, not run). */
async function plannedRows(tx: Tx, select: SQLWrapper): Promise<number> {
  const [row] = await executeRows<Record<string, unknown>>(tx, sql`explain (format json) ${select}`);
  const raw = row ? Object.values(row)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Whether the query's search is broad (`matches`: the planner expects BROAD_SEARCH_ROWS or more): the CSV export's walk. */
export async function isBroadSearch(tx: Tx, query: Pick<PageQuery<unknown>, 'matches'>): Promise<boolean> {
  return query.matches !== undefined && (await plannedRows(tx, query.matches(tx))) >= BROAD_SEARCH_ROWS;
}

/** Forget kept estimates (tests that load a table and ANALYZE it). */
export function forgetEstimates(db: Db): void {
  estimates.delete(db);
}

/**
 * Rows and total of one page, on the pool (no BEGIN/COMMIT around a read-only list).
 *
 * Queries with `sort` cost one statement: the rows carry the total (`count(*) over ()`); only
 * a page past the end counts again. An unfiltered list of a large table (`estimateFrom`) reads no total at all:
 * the planner's estimate stands in (`total_is_estimate`), exact again on the last page. A `cursor` page
 * (keyset, `sort` only) reads the rows after the cursor's row and takes total and position from the cursor.
 *
 * Other queries: the count, then (unless the page is past the end) the rows — two statements. A row written
 * between the two may make `total` one off for that one answer; the next read is exact again.
 */
export async function pageOf<Row, Out = Row>(db: Db, page: PageRequest, query: PageQuery<Row, Out>): Promise<Paginated<Out>> {
  // The queries take a transaction's handle type; a read needs none, and the database handle does the same reads.
  const reader = db as unknown as Tx;
  const map = query.map ?? ((r: Row) => r as unknown as Out);
  const { sort } = query;
  if (page.cursor !== undefined && !sort) throw ValidationError.field('cursor', 'This list does not page by cursor: use page.');
  if (!sort) {
    const total = await query.count(reader);
    const rows = page.offset >= total ? [] : await query.rows(reader, { ...page, columns: {}, after: undefined, values: query.values ?? {}, broad: false });
    return paginated(rows.map(map), total, page);
  }

  const cursor = page.cursor !== undefined ? decodeCursor(page.cursor, sort) : undefined;
  // An unfiltered list of a large table, or a broad search: the planner's estimate stands in for the total.
  const estimate = cursor ? -1 : query.estimateFrom ? await estimatedRows(db, query.estimateFrom) : query.matches ? await plannedRows(reader, query.matches(reader)) : -1;
  const estimated = estimate >= (query.estimateFrom ? ESTIMATE_THRESHOLD : BROAD_SEARCH_ROWS);
  // A cursor continues the walk its first page started (a broad search's pages have an estimated total).
  const broad = query.matches !== undefined && (cursor ? cursor.estimate : estimated);
  const counted = !cursor && !estimated && query.countFirst ? await query.count(reader) : undefined;
  const countInRows = !cursor && !estimated && counted === undefined;
  const offset = cursor ? cursor.position : page.offset;
  const columns = { ...(countInRows ? { __total: sql<number>`count(*) over ()` } : {}), ...(sort ? sort.columns : {}) };
  const values = query.values ?? {};
  const readRows = async () => {
    if (!cursor && query.preparedKey !== undefined && preparing) {
      const prepared = preparedRowsOf(db, statementKey(query.preparedKey, sort, values, countInRows, broad), () =>
        query.rows(reader, { ...page, perPage: LIMIT as unknown as number, offset: OFFSET as unknown as number, columns, after: undefined, values: placeholdersOf(values), broad }),
      );
      return (await prepared.execute({ ...values, limit: page.perPage + 1, offset: page.offset })) as Row[];
    }
    try {
      return await query.rows(reader, {
        ...page,
        perPage: page.perPage + 1,
        offset: cursor ? 0 : page.offset,
        columns,
        after: cursor && sort ? sort.after(cursor.key, cursor.id) : undefined,
        values,
        broad,
      });
    } catch (error) {
      // A forged cursor's key the sort column cannot hold ("lots" for a number): PostgreSQL's data exception.
      if (cursor && pgErrorInfo(error).code?.startsWith('22')) throw badCursor();
      throw error;
    }
  };
  const rows = (counted !== undefined && page.offset >= counted ? [] : await readRows()) as (Row & { __total?: number | string; __sort_key?: string | null; __sort_id?: number })[];
  const more = rows.length > page.perPage;
  if (more) rows.length = page.perPage;
  const seen = offset + rows.length;

  let total: number;
  let isEstimate = false;
  if (cursor) {
    // The walk's total as the first page saw it; exact once the walk reaches the end.
    total = more ? Math.max(cursor.total, seen + 1) : seen;
    isEstimate = more && cursor.estimate;
  } else if (counted !== undefined) {
    total = counted;
  } else if (countInRows) {
    total = rows.length ? Number(rows[0].__total) : offset === 0 ? 0 : await query.count(reader);
  } else if (rows.length === 0 && offset > 0) {
    total = await query.count(reader); // past the end: the real last page, not the estimate's
  } else if (!more) {
    total = seen;
  } else {
    total = Math.max(estimate, seen + 1);
    isEstimate = true;
  }

  const last = rows[rows.length - 1];
  const next = sort && more && last ? encodeCursor(sort, { key: last.__sort_key ?? null, id: Number(last.__sort_id), position: seen, total, estimate: isEstimate }) : null;
  // A `map` picks the DTO's fields and leaves the paging columns behind; deleting them from every row would turn
  // each row into a slow dictionary object first.
  if (!query.map)
    for (const row of rows) {
      delete row.__total;
      delete row.__sort_key;
      delete row.__sort_id;
    }
  const position: PageRequest = cursor ? { page: Math.floor(offset / page.perPage) + 1, perPage: page.perPage, offset } : page;
  const result = paginated(rows.map(map), total, position);
  return { ...result, ...(sort ? { next } : {}), ...(sort || query.estimateFrom || query.matches ? { total_is_estimate: isEstimate } : {}) };
}
