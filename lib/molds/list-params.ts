import {
  HEALTH_FILTERS,
  MOLD_OWNERSHIPS,
  MOLD_SORTS,
  MOLD_STATUSES,
  type HealthFilter,
  type MoldOwnership,
  type MoldSort,
  type MoldStatus,
} from './constants';

/**
 * The /molds screen keeps its state in the URL (?q=&status=&ownership=&health=&sort=&page=), so a filtered
 * page can be bookmarked, shared and reloaded. Values that are not valid are dropped rather than failing the
 * page (a hand-edited URL shows the unfiltered list). Client-safe.
 */
export type MoldListParams = {
  page: number;
  q: string;
  status: MoldStatus | '';
  ownership: MoldOwnership | '';
  health: HealthFilter | '';
  sort: MoldSort;
};

export const DEFAULT_SORT: MoldSort = 'mold_code';

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function first(raw: RawParams, key: string): string {
  const v = raw instanceof URLSearchParams ? raw.get(key) : raw[key];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
}

function oneOf<T extends string>(values: readonly T[], value: string): T | '' {
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}

export function parseMoldListParams(raw: RawParams): MoldListParams {
  const page = Number(first(raw, 'page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    q: first(raw, 'q').slice(0, 100),
    status: oneOf(MOLD_STATUSES, first(raw, 'status')),
    ownership: oneOf(MOLD_OWNERSHIPS, first(raw, 'ownership')),
    health: oneOf(HEALTH_FILTERS, first(raw, 'health')),
    sort: oneOf(MOLD_SORTS, first(raw, 'sort')) || DEFAULT_SORT,
  };
}

/** True when any filter (not paging or sorting) narrows the list. */
export function hasFilters(p: MoldListParams): boolean {
  return Boolean(p.q || p.status || p.ownership || p.health);
}

/**
 * The query string for `params` with `changes` applied, leaving defaults out. Any change other than the page
 * itself goes back to page 1.
 */
export function moldListHref(params: MoldListParams, changes: Partial<MoldListParams> = {}, pathname = '/molds'): string {
  const next = { ...params, ...changes };
  if (!('page' in changes)) next.page = 1;
  const search = new URLSearchParams();
  if (next.q) search.set('q', next.q);
  if (next.status) search.set('status', next.status);
  if (next.ownership) search.set('ownership', next.ownership);
  if (next.health) search.set('health', next.health);
  if (next.sort !== DEFAULT_SORT) search.set('sort', next.sort);
  if (next.page > 1) search.set('page', String(next.page));
  const qs = search.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** The service query for a screen state (the API's names; empty filters left out). */
export function toServiceQuery(p: MoldListParams, perPage: number, opts: { withHealth?: boolean } = {}): Record<string, string> {
  const query: Record<string, string> = { page: String(p.page), per_page: String(perPage), sort: p.sort };
  if (p.q) query.q = p.q;
  if (p.status) query.status = p.status;
  if (p.ownership) query.ownership = p.ownership;
  if (p.health && opts.withHealth !== false) query.health = p.health;
  return query;
}
