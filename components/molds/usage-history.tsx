'use client';

import { Factory } from 'lucide-react';
import * as React from 'react';
import { EmptyState } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { MoldDetailDto, UsageRecordDto } from '@/lib/molds/types';
import { formatDate, formatNumber, formatPercent } from '@/lib/utils';
import { getJson } from './api';
import { RecordUsageDialog } from './record-usage-dialog';

const PAGE = 100;

/** Usage History tab: the newest 100 runs come with the page; older ones load 100 at a time. */
export function UsageHistory({ mold }: { mold: MoldDetailDto }) {
  const [older, setOlder] = React.useState<UsageRecordDto[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const records = [...mold.usage_history, ...older];
  const total = mold.usage_history_total;

  async function loadMore() {
    setLoading(true);
    setError(null);
    const nextPage = Math.floor(records.length / PAGE) + 1;
    const res = await getJson(`/api/molds/${mold.id}/usage?page=${nextPage}&per_page=${PAGE}`);
    setLoading(false);
    const data = (res.body as { data?: UsageRecordDto[] } | null)?.data;
    if (!res.ok || !Array.isArray(data)) {
      setError('Failed to load older usage records');
      return;
    }
    setOlder((o) => [...o, ...data]);
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Production runs on this mold, newest first.</p>
        <RecordUsageDialog mold={mold} />
      </div>
      {records.length === 0 ? (
        <div className="rounded-md border bg-card">
          <EmptyState icon={Factory} title="No Usage Records" description="Production runs add their shots to the mold's counters." />
        </div>
      ) : (
        <div className="overflow-hidden rounded-md border bg-card">
          <Table>
            <caption className="sr-only">Usage history</caption>
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead className="px-3">Date</TableHead>
                <TableHead className="px-3">Work Order</TableHead>
                <TableHead className="px-3">Product</TableHead>
                <TableHead className="px-3 text-right">Shots</TableHead>
                <TableHead className="px-3">Machine</TableHead>
                <TableHead className="px-3">Operator</TableHead>
                <TableHead className="px-3 text-right">Defect Rate</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {records.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="px-3">{formatDate(r.date)}</TableCell>
                  <TableCell className="px-3 font-mono text-xs">{r.work_order || '—'}</TableCell>
                  <TableCell className="px-3">{r.product || '—'}</TableCell>
                  <TableCell className="px-3 text-right tabular-nums">{formatNumber(r.shots_produced)}</TableCell>
                  <TableCell className="px-3">{r.machine || '—'}</TableCell>
                  <TableCell className="px-3">{r.operator || '—'}</TableCell>
                  <TableCell className="px-3 text-right tabular-nums">{r.defect_rate === null ? '—' : formatPercent(r.defect_rate, 2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {records.length > 0 && (
        <div className="flex items-center gap-3 text-xs text-muted-foreground">
          <span>
            Showing {formatNumber(records.length)} of {formatNumber(total)} runs.
          </span>
          {records.length < total && (
            <Button variant="outline" size="sm" onClick={loadMore} disabled={loading}>
              {loading && <Spinner label="" />} Load older runs
            </Button>
          )}
          {error && <span className="text-destructive">{error}</span>}
        </div>
      )}
    </div>
  );
}
