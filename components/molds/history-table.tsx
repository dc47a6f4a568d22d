'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'next/navigation';
import * as React from 'react';
import { DataTable, DataTablePagination, EmptyState, TableSkeleton, type EmptyStateProps } from '@/components/data-table';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getJson } from '@/lib/client/api';
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
};

type Loaded<T> = { key: string; rows?: T[]; error?: boolean };

/**
 * A history tab of a detail screen: a DataTable of HISTORY_PER_PAGE records, newest first, paged by a URL
 * parameter (bookmarkable, Back works). Pages inside the embedded `latest` records need no request; older ones
 * are read from `endpoint`. Refreshing the page (after a new record) starts again from the embedded records.
 */
export function HistoryTable<T extends { id: number }>({ endpoint, latest, total, columns, caption, pageParam, itemLabel, empty, failureMessage }: HistoryTableProps<T>) {
  const searchParams = useSearchParams();
  const lastPage = Math.max(1, Math.ceil(total / HISTORY_PER_PAGE));
  const page = Math.min(parseAsPage.parseServerSide(searchParams?.get(pageParam) ?? undefined), lastPage);
  const start = (page - 1) * HISTORY_PER_PAGE;
  const embedded = start + HISTORY_PER_PAGE <= latest.length || latest.length >= total;
  const key = `${endpoint}?page=${page}&total=${total}`;

  const [loaded, setLoaded] = React.useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (embedded) return;
    const controller = new AbortController();
    getJson(`${endpoint}?page=${page}&per_page=${HISTORY_PER_PAGE}`, { signal: controller.signal })
      .then((res) => {
        const data = (res.body as { data?: T[] } | null)?.data;
        setLoaded(res.ok && Array.isArray(data) ? { key, rows: data } : { key, error: true });
      })
      .catch(() => {}); // aborted: a newer page is loading
    return () => controller.abort();
  }, [embedded, endpoint, page, key, attempt]);

  const current: Loaded<T> | null = embedded ? { key, rows: latest.slice(start, start + HISTORY_PER_PAGE) } : loaded?.key === key ? loaded : null;

  return (
    <div className="space-y-3">
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
