'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { SortSpec, SubListSort } from '@/lib/list/sort';
import type { ListDefinition, ParserMap } from '@/lib/list/url-state';
import type { DataTableSorting } from './data-table';
import { sortHeaders, subListSortHeaders } from './sort-headers';
import { useListState } from './use-list-state';

/** `sortHeaders` for a table that is a client component: the order of the URL as the list's controls see it. */
export function useSortHeaders<P extends ParserMap, K extends string>(list: ListDefinition<P>, spec: SortSpec<K>): DataTableSorting {
  const { state } = useListState(list);
  return sortHeaders(list, spec, state as never);
}

/** `subListSortHeaders` for a client component, on the current URL. */
export function useSubListSortHeaders(sub: SubListSort): DataTableSorting {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return subListSortHeaders(sub, pathname, new URLSearchParams(searchParams?.toString() ?? ''));
}
