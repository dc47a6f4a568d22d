'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ParserMap } from 'nuqs';
import { nextSort, resolveSort, type SortDir, type SortSpec, type SubListSort } from '@/lib/list/sort';
import type { ListDefinition } from '@/lib/list/url-state';
import type { DataTableSorting } from './data-table';
import { useListState } from './use-list-state';

/**
 * A list table's sortable headers: the current order from the URL (`sort`, `dir`), and for each key the href of
 * the next order (page 1, other filters kept). Pass the result to `<DataTable sorting>` and give sortable columns
 * `meta: { sortKey }`.
 */
export function useSortHeaders<P extends ParserMap, K extends string>(list: ListDefinition<P>, spec: SortSpec<K>): DataTableSorting {
  const { state } = useListState(list);
  const current = resolveSort(spec, (state as { sort?: K | null }).sort, (state as { dir?: SortDir | null }).dir);
  return {
    ...current,
    hrefFor: (key) => list.href(state as never, nextSort(spec, current, key as K) as never),
  };
}

/** The sortable headers of a list inside a record page (`subListSort`: prefixed URL keys, e.g. `usage_sort`). */
export function useSubListSortHeaders(sub: SubListSort): DataTableSorting {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = new URLSearchParams(searchParams?.toString() ?? '');
  return { ...sub.load(params), hrefFor: (key) => sub.clickHref(pathname, params, key) };
}
