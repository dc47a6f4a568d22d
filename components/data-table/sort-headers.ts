import { nextSort, resolveSort, type SortDir, type SortSpec, type SubListSort } from '@/lib/list/sort';
import type { DataTableSorting } from './data-table';

/**
 * A list table's sortable headers: the order of `state` (`sort`, `dir`) and for each key the href of the next
 * order (page 1, other filters kept). Pass the result to `<DataTable sorting>` and give sortable columns
 * `meta: { sortKey }`. Server-safe: a list page builds it from the state it loaded (`list.load(await searchParams)`)
 * and hands it, as plain data (every key's href), to its list's client table (./list-table.tsx).
 */
export function sortHeaders<S, K extends string>(list: { href(state: S, changes: Partial<S>): string }, spec: SortSpec<K>, state: S): DataTableSorting {
  const current = resolveSort(spec, (state as { sort?: K | null }).sort, (state as { dir?: SortDir | null }).dir);
  const hrefs: Partial<Record<string, string>> = {};
  for (const key of spec.keys) {
    const next = nextSort(spec, current, key);
    hrefs[key] = list.href(state, { sort: next.sort, dir: next.dir ?? undefined } as unknown as Partial<S>);
  }
  return { ...current, hrefs };
}

/** The sortable headers of a list inside a record page (`subListSort`: prefixed URL keys, e.g. `usage_sort`). */
export function subListSortHeaders(sub: SubListSort, pathname: string, params: URLSearchParams): DataTableSorting {
  return { ...sub.load(params), hrefs: Object.fromEntries(sub.spec.keys.map((key) => [key, sub.clickHref(pathname, params, key)])) };
}
