/**
 * Sortable lists (issue 14), one mechanism: a list names its sort keys with each key's natural direction (names
 * A→Z, amounts and dates largest/newest first) and a default. The URL and the API carry `sort=<key>` and, when it
 * differs from the key's natural direction or is chosen, `dir=asc|desc`; the server orders in SQL with the row id
 * as tiebreak (`lib/list/sort-sql.ts`), the column headers link to the next order and say `aria-sort`.
 * Client-safe, and without zod (list screens load it in the browser); the API's schema of `sort`/`dir` is
 * `sortParams` in ./query.ts.
 */
export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

export type SortSpec<K extends string> = { keys: readonly [K, ...K[]]; natural: Record<K, SortDir>; defaultKey: K };

export function defineSorts<const K extends string>(natural: Record<K, SortDir>, defaultKey: NoInfer<K>): SortSpec<K> {
  return { keys: Object.keys(natural) as unknown as readonly [K, ...K[]], natural, defaultKey };
}

export type SortState<K extends string = string> = { sort: K; dir: SortDir };

/** The order to apply: the key (default when absent) and its direction (natural when absent). */
export function resolveSort<K extends string>(spec: SortSpec<K>, sort: K | null | undefined, dir: SortDir | null | undefined): SortState<K> {
  const key = sort && spec.keys.includes(sort) ? sort : spec.defaultKey;
  return { sort: key, dir: dir ?? spec.natural[key] };
}

/** Where a click on `key`'s header leads: the other direction when it is the current order, else its natural one. */
export function nextSort<K extends string>(spec: SortSpec<K>, current: SortState<K>, key: K): { sort: K; dir: SortDir | null } {
  if (current.sort === key) {
    const dir: SortDir = current.dir === 'asc' ? 'desc' : 'asc';
    return { sort: key, dir: dir === spec.natural[key] ? null : dir };
  }
  return { sort: key, dir: null };
}

type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: SearchParamsLike, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The order of a list inside a record page (a history tab, a panel): its URL keys carry the list's prefix, so two
 * lists on one screen sort and page independently (`usage_sort`, `usage_dir` beside `usage_page`). The API of the
 * list still takes `sort` and `dir` (`toQuery`). Read by the server page (`load`), written by the headers
 * (`subListSortHeaders` in components/data-table/sort-headers.ts, from the page's `pageLocation`). Invalid values
 * are dropped.
 */
export type SubListSort<K extends string = string> = {
  spec: SortSpec<K>;
  keys: { sort: string; dir: string; page: string };
  load(params: SearchParamsLike): SortState<K>;
  /** True for the list's default order (the default key in its natural direction). */
  isDefault(state: SortState<string>): boolean;
  /** The API's `sort` and `dir` for the order. */
  toQuery(state: SortState<string>): { sort: string; dir: SortDir };
  /** Where a click on `key`'s header leads: the next order, page 1, every other parameter kept. */
  clickHref(pathname: string, params: URLSearchParams, key: string): string;
};

/**
 * Where a record page is, with its query (`pageLocation('/molds/12', await searchParams)`): the server-drawn lists
 * inside it build their header and page links from it, keeping the other lists' keys.
 */
export type PageLocation = { pathname: string; params: URLSearchParams };

export function pageLocation(pathname: string, query: Record<string, string | string[] | undefined>): PageLocation {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
  }
  return { pathname, params };
}

export function subListSort<K extends string>(spec: SortSpec<K>, prefix: string): SubListSort<K> {
  const keys = { sort: `${prefix}_sort`, dir: `${prefix}_dir`, page: `${prefix}_page` };
  const load = (params: SearchParamsLike): SortState<K> => {
    const sort = param(params, keys.sort);
    const dir = param(params, keys.dir);
    return resolveSort(spec, spec.keys.includes(sort as K) ? (sort as K) : null, SORT_DIRS.includes(dir as SortDir) ? (dir as SortDir) : null);
  };
  return {
    spec,
    keys,
    load,
    isDefault: (state) => state.sort === spec.defaultKey && state.dir === spec.natural[spec.defaultKey],
    toQuery: (state) => ({ sort: state.sort, dir: state.dir }),
    clickHref(pathname, params, key) {
      const next = nextSort(spec, load(params), key as K);
      const out = new URLSearchParams(params);
      out.delete(keys.page);
      if (next.sort === spec.defaultKey && next.dir === null) out.delete(keys.sort);
      else out.set(keys.sort, next.sort);
      if (next.dir) out.set(keys.dir, next.dir);
      else out.delete(keys.dir);
      const qs = out.toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
  };
}
