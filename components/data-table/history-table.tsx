import type { ColumnDef } from '@tanstack/react-table';
import { unstable_rethrow } from 'next/navigation';
import { Suspense } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState, type EmptyStateProps } from '@/components/data-table/empty-state';
import { ExportButton } from '@/components/data-table/export-button';
import { SubListPagination } from '@/components/data-table/pagination-links';
import { pageRange } from '@/components/data-table/pagination-logic';
import { RefreshButton } from '@/components/data-table/refresh-button';
import { subListSortHeaders } from '@/components/data-table/sort-headers';
import { TableSkeleton } from '@/components/data-table/table-skeleton';
import { Alert, AlertDescription } from '@/components/ui/alert';
import type { Paginated } from '@/lib/list/paging';
import type { ChildList, ChildListQuery } from '@/lib/list/child-list';
import type { PageLocation, SortState } from '@/lib/list/sort';

export type HistoryTableProps<T extends { id: number }, K extends string = string> = {
  /** The newest records that came with the record (the detail embeds the latest ones). */
  latest: T[];
  total: number;
  /** Another page or order: the service behind the history's API list, with its query (`page`, `per_page`, `sort`, `dir`). */
  load: (query: Required<ChildListQuery<K>>) => Promise<T[] | Paginated<T>>;
  columns: ColumnDef<T>[];
  caption: string;
  itemLabel: string;
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'description'>;
  /** Shown when a page could not be read. */
  failureMessage: string;
  /** The history's child list (`defineChildList`): its URL keys (`usage_page`, `usage_sort`, `usage_dir`: two
   * tables on one screen page and sort independently), its page size and its orders (columns with `meta.sortKey`). */
  list: ChildList<K>;
  /** The record page's path and query: header and page links keep the rest of the query. */
  location: PageLocation;
  /** The history's CSV export (e.g. `/api/molds/12/usage/export`): an Export button for every record, in the order on screen. */
  exportEndpoint?: string;
};

/**
 * A history tab of a record page, drawn on the server: a DataTable of the list's page size, newest first unless
 * a header orders them, paged by a URL parameter (bookmarkable, Back works). Pages inside the embedded `latest`
 * records need no read; other pages and orders are read through `load` while the table shows a skeleton. Header
 * and page links keep the scroll position and the other tables' keys; nothing of it runs in the browser.
 */
export function HistoryTable<T extends { id: number }, K extends string>(props: HistoryTableProps<T, K>) {
  const { total, columns, itemLabel, list, location, exportEndpoint } = props;
  const query = list.query(location.params);
  const order: SortState<K> = { sort: query.sort, dir: query.dir };
  const perPage = list.perPage;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(query.page, lastPage);
  const shown = pageRange(page, perPage, total);
  return (
    <div className="space-y-3">
      {exportEndpoint && total > 0 && (
        <div className="flex justify-end">
          <ExportButton href={`${exportEndpoint}?${new URLSearchParams(list.toQuery(order))}`} />
        </div>
      )}
      {/* The skeleton has the page's rows, so the page keeps its height (and the reader their place) while it loads. */}
      <Suspense key={`${page}:${order.sort}:${order.dir}`} fallback={<TableSkeleton rows={Math.max(1, shown.to - shown.from + 1)} columns={columns.length} />}>
        <HistoryRows {...props} page={page} order={order} />
      </Suspense>
      {total > perPage && (
        <SubListPagination
          sub={list}
          location={location}
          page={{ current_page: page, last_page: lastPage, total, per_page: perPage, from: null, to: null }}
          itemLabel={itemLabel}
        />
      )}
    </div>
  );
}

/** One page of the history in `order`: from the embedded latest records, else read through `load`. */
export async function HistoryRows<T extends { id: number }, K extends string>({
  latest,
  total,
  load,
  columns,
  caption,
  empty,
  failureMessage,
  list,
  location,
  page,
  order,
}: HistoryTableProps<T, K> & { page: number; order: SortState<K> }) {
  const perPage = list.perPage;
  const start = (page - 1) * perPage;
  const embedded = list.isDefault(order) && (start + perPage <= latest.length || latest.length >= total);
  let rows: T[];
  if (embedded) rows = latest.slice(start, start + perPage);
  else {
    try {
      const result = await load({ page, per_page: perPage, sort: order.sort, dir: order.dir });
      rows = Array.isArray(result) ? result : result.data;
    } catch (error) {
      unstable_rethrow(error); // Next's own signals (a redirect, the end of a prerender) are not failures
      console.error(failureMessage, error);
      return (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{failureMessage}</span>
            <RefreshButton>Try again</RefreshButton>
          </AlertDescription>
        </Alert>
      );
    }
  }
  return (
    <DataTable
      sorting={subListSortHeaders(list, location.pathname, location.params)}
      columns={columns}
      data={rows}
      caption={caption}
      getRowId={(r) => String(r.id)}
      emptyState={<EmptyState {...empty} />}
    />
  );
}
