'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { usePathname, useSearchParams } from 'next/navigation';
import * as React from 'react';
import { DataTable, DataTablePagination, EmptyState, ExportButton, TableSkeleton, type DataTableSorting, type EmptyStateProps } from '@/components/data-table';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getJson } from '@/lib/client/api';
import type { SubListSort } from '@/lib/list/sort';
import { parseAsPage } from '@/lib/list/url-state';
import { HISTORY_PER_PAGE } from '@/lib/molds/constants';

export type HistoryTableProps<T extends { id: number }> = {
  /** The API list, e.g. `/api/molds/12/usage` (paged with `page` and `per_page`). */
  endpoint: string;
  /** The newest records that came with the page (the detail embeds the latest ones). */
  latest: T[];
  total: number;
  columns: ColumnDef<T>[];
  caption: string;
  /** The URL parameter holding this table's page (two tables on one screen page independently). */
  pageParam: string;
  itemLabel: string;
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'description'>;
  /** Shown when a page could not be loaded. */
  failureMessage: string;
  /** Sortable headers (columns with `meta.sortKey`): the order's URL keys sit beside `pageParam` (`usage_sort`). */
  sort?: SubListSort;
  /** The history's CSV export (e.g. `/api/molds/12/usage/export`): an Export button for every record, in the order on screen. */
  exportEndpoint?: string;
};

type Loaded<T> = { key: string; rows?: T[]; error?: boolean };

/**
 * A history tab of a detail screen: a DataTable of HISTORY_PER_PAGE records, newest first, paged by a URL
 * parameter (bookmarkable, Back works). Pages inside the embedded `latest` records need no request; older ones
 * are read from `endpoint`. Refreshing the page (after a new record) starts again from the embedded records.
 * With `sort`, the headers order the history on the server (another order than newest first is always read from
 * `endpoint`, with `sort` and `dir`).
 */
export function HistoryTable<T extends { id: number }>({ endpoint, latest, total, columns, caption, pageParam, itemLabel, empty, failureMessage, sort, exportEndpoint }: HistoryTableProps<T>) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const params = new URLSearchParams(searchParams?.toString() ?? '');
  const order = sort?.load(params);
  const orderQuery = sort && order && !sort.isDefault(order) ? `&${new URLSearchParams(sort.toQuery(order))}` : '';
  const sorting: DataTableSorting | undefined = sort && order ? { ...order, hrefFor: (k) => sort.clickHref(pathname, params, k) } : undefined;
  const lastPage = Math.max(1, Math.ceil(total / HISTORY_PER_PAGE));
  const page = Math.min(parseAsPage.parseServerSide(searchParams?.get(pageParam) ?? undefined), lastPage);
  const start = (page - 1) * HISTORY_PER_PAGE;
  const embedded = !orderQuery && (start + HISTORY_PER_PAGE <= latest.length || latest.length >= total);
  const key = `${endpoint}?page=${page}&total=${total}${orderQuery}`;

  const [loaded, setLoaded] = React.useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (embedded) return;
    const controller = new AbortController();
    getJson(`${endpoint}?page=${page}&per_page=${HISTORY_PER_PAGE}${orderQuery}`, { signal: controller.signal })
      .then((res) => {
        const data = (res.body as { data?: T[] } | null)?.data;
        setLoaded(res.ok && Array.isArray(data) ? { key, rows: data } : { key, error: true });
      })
      .catch(() => {}); // aborted: a newer page is loading
    return () => controller.abort();
  }, [embedded, endpoint, page, key, attempt, orderQuery]);

  const current: Loaded<T> | null = embedded ? { key, rows: latest.slice(start, start + HISTORY_PER_PAGE) } : loaded?.key === key ? loaded : null;

  return (
    <div className="space-y-3">
      {exportEndpoint && total > 0 && (
        <div className="flex justify-end">
          <ExportButton href={order && sort ? `${exportEndpoint}?${new URLSearchParams(sort.toQuery(order))}` : exportEndpoint} />
        </div>
      )}
      {current?.error ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{failureMessage}</span>
            <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : current?.rows ? (
        <DataTable
          sorting={sorting}
          columns={columns}
          data={current.rows}
          caption={caption}
          getRowId={(r) => String(r.id)}
          emptyState={<EmptyState {...empty} />}
        />
      ) : (
        <TableSkeleton rows={5} columns={columns.length} />
      )}
      {total > HISTORY_PER_PAGE && (
        <DataTablePagination page={page} lastPage={lastPage} total={total} perPage={HISTORY_PER_PAGE} pageParam={pageParam} itemLabel={itemLabel} />
      )}
    </div>
  );
}
