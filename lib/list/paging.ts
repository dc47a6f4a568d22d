import type { Db, Tx } from '@/db/client';

/**
 * The one paging mechanism of every list (API and screens): the flat paginator of CONTRACT §1, per_page 15 by
 * default clamped to 1–100, a bad or < 1 page is 1, and a page past the end answers `data: []` with the real
 * `total` and `last_page` (screens then offer the last page, see `components/data-table/past-end.tsx`).
 */
export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

export type PageRequest = { page: number; perPage: number; offset: number };

export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

function toInt(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '' || !/^-?\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

export function parsePageRequest(params: URLSearchParams | Record<string, string | undefined>, defaultPerPage = DEFAULT_PER_PAGE): PageRequest {
  const get = (k: string) => (params instanceof URLSearchParams ? params.get(k) : params[k]);
  const rawPage = toInt(get('page'));
  // Far past any real list; keeps offset arithmetic exact.
  const page = rawPage == null || rawPage < 1 ? 1 : Math.min(rawPage, 10_000_000);
  const rawPer = toInt(get('per_page'));
  const perPage = rawPer == null ? defaultPerPage : Math.min(MAX_PER_PAGE, Math.max(1, rawPer));
  return { page, perPage, offset: (page - 1) * perPage };
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

export type PageQuery<Row, Out = Row> = {
  /** The number of rows matching the list's filters. */
  count: (tx: Tx) => Promise<number>;
  /** One page of rows (LIMIT/OFFSET from `page`), in the list's order. Not called past the end. */
  rows: (tx: Tx, page: PageRequest) => Promise<Row[]>;
  /** Row → DTO, applied after the transaction. */
  map?: (row: Row) => Out;
};

/**
 * Rows and total of one page: the count, then (unless the page is past the end) the rows — two statements on the
 * pool, no BEGIN/COMMIT around a read-only list (issue 13: two round trips fewer per request). A row written
 * between the two may make `total` one off for that one answer; the next read is exact again.
 */
export async function pageOf<Row, Out = Row>(db: Db, page: PageRequest, query: PageQuery<Row, Out>): Promise<Paginated<Out>> {
  // The queries take a transaction's handle type; a read needs none, and the database handle does the same reads.
  const reader = db as unknown as Tx;
  const total = await query.count(reader);
  const rows = page.offset >= total ? [] : await query.rows(reader, page);
  const map = query.map ?? ((r: Row) => r as unknown as Out);
  return paginated(rows.map(map), total, page);
}
