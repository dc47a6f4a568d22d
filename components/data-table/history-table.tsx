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
import type { PageLocation, SortState, SubListSort } from '@/lib/list/sort';
import { parseAsPage } from '@/lib/list/url-state';
import { HISTORY_PER_PAGE } from '@/lib/molds/constants';

export type HistoryTableProps<T extends { id: number }> = {
  /** The newest records that came with the record (the detail embeds the latest ones). */
  latest: T[];
  total: number;
  /** Another page or order: the service behind the history's API list, with `page`, `per_page`, `sort` and `dir`. */
  load: (query: Record<string, string>) => Promise<T[] | Paginated<T>>;
  columns: ColumnDef<T>[];
  caption: string;
  itemLabel: string;
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'description'>;
  /** Shown when a page could not be read. */
  failureMessage: string;
  /** The history's URL keys (`usage_page`, `usage_sort`, `usage_dir`: two tables on one screen page and sort
   * independently) and its orders (columns with `meta.sortKey`). */
  sort: SubListSort;
  /** The record page's path and query: header and page links keep the rest of the query. */
  location: PageLocation;
  /** The history's CSV export (e.g. `/api/molds/12/usage/export`): an Export button for every record, in the order on screen. */
  exportEndpoint?: string;
};

/**
 * A history tab of a record page, drawn on the server: a DataTable of HISTORY_PER_PAGE records, newest first unless
 * a header orders them, paged by a URL parameter (bookmarkable, Back works). Pages inside the embedded `latest`
 * records need no read; other pages and orders are read through `load` while the table shows a skeleton. Header
 * and page links keep the scroll position and the other tables' keys; nothing of it runs in the browser.
 */
export function HistoryTable<T extends { id: number }>(props: HistoryTableProps<T>) {
  const { total, columns, itemLabel, sort, location, exportEndpoint } = props;
  const order = sort.load(location.params);
  const lastPage = Math.max(1, Math.ceil(total / HISTORY_PER_PAGE));
  const page = Math.min(parseAsPage.parseServerSide(location.params.get(sort.keys.page) ?? undefined), lastPage);
  const shown = pageRange(page, HISTORY_PER_PAGE, total);
  return (
    <div className="space-y-3">
      {exportEndpoint && total > 0 && (
        <div className="flex justify-end">
          <ExportButton href={`${exportEndpoint}?${new URLSearchParams(sort.toQuery(order))}`} />
        </div>
      )}
      {/* The skeleton has the page's rows, so the page keeps its height (and the reader their place) while it loads. */}
      <Suspense key={`${page}:${order.sort}:${order.dir}`} fallback={<TableSkeleton rows={Math.max(1, shown.to - shown.from + 1)} columns={columns.length} />}>
        <HistoryRows {...props} page={page} order={order} />
      </Suspense>
      {total > HISTORY_PER_PAGE && (
        <SubListPagination
          sub={sort}
          location={location}
          page={{ current_page: page, last_page: lastPage, total, per_page: HISTORY_PER_PAGE, from: null, to: null }}
          itemLabel={itemLabel}
        />
      )}
    </div>
  );
}

/** One page of the history in `order`: from the embedded latest records, else read through `load`. */
export async function HistoryRows<T extends { id: number }>({
  latest,
  total,
  load,
  columns,
  caption,
  empty,
  failureMessage,
  sort,
  location,
  page,
  order,
}: HistoryTableProps<T> & { page: number; order: SortState }) {
  const start = (page - 1) * HISTORY_PER_PAGE;
  const embedded = sort.isDefault(order) && (start + HISTORY_PER_PAGE <= latest.length || latest.length >= total);
  let rows: T[];
  if (embedded) rows = latest.slice(start, start + HISTORY_PER_PAGE);
  else {
    try {
      const result = await load({ page: String(page), per_page: String(HISTORY_PER_PAGE), ...sort.toQuery(order) });
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
      sorting={subListSortHeaders(sort, location.pathname, location.params)}
      columns={columns}
      data={rows}
      caption={caption}
      getRowId={(r) => String(r.id)}
      emptyState={<EmptyState {...empty} />}
    />
  );
}
