import { nextSort, resolveSort, type SortDir, type SortSpec, type SubListSort } from '@/lib/list/sort';
import type { DataTableSorting } from './data-table';

/**
 * A list table's sortable headers: the order of `state` (`sort`, `dir`) and for each key the href of the next
 * order (page 1, other filters kept). Pass the result to `<DataTable sorting>` and give sortable columns
 * `meta: { sortKey }`. Server-safe: a list page renders its table on the server with the state it loaded
 * (`list.load(await searchParams)`); a client table passes `useListState(list).state`.
 */
export function sortHeaders<S, K extends string>(list: { href(state: S, changes: Partial<S>): string }, spec: SortSpec<K>, state: S): DataTableSorting {
  const current = resolveSort(spec, (state as { sort?: K | null }).sort, (state as { dir?: SortDir | null }).dir);
  return {
    ...current,
    hrefFor: (key) => {
      const next = nextSort(spec, current, key as K);
      return list.href(state, { sort: next.sort, dir: next.dir ?? undefined } as unknown as Partial<S>);
    },
  };
}

/** The sortable headers of a list inside a record page (`subListSort`: prefixed URL keys, e.g. `usage_sort`). */
export function subListSortHeaders(sub: SubListSort, pathname: string, params: URLSearchParams): DataTableSorting {
  return { ...sub.load(params), hrefFor: (key) => sub.clickHref(pathname, params, key) };
}
