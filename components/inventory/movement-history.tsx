'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { History } from 'lucide-react';
import * as React from 'react';
import { TableSkeleton } from '@/components/data-table';
import { HistoryTable } from '@/components/molds/history-table';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getJson } from '@/lib/client/api';
import { HISTORY_PER_PAGE } from '@/lib/molds/constants';
import { ADJUSTMENT_REASON_LABELS, MOVEMENT_TYPE_LABELS, type AdjustmentReason } from '@/lib/stock/constants';
import type { MovementDto } from '@/lib/stock/service';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';

const locationText = (m: MovementDto) => {
  const from = m.from_location?.location_code;
  const to = m.to_location?.location_code;
  if (from && to) return `${from} → ${to}`;
  return from ?? to ?? 'FIFO, several locations';
};

const columns: ColumnDef<MovementDto>[] = [
  { id: 'date', header: 'Date', cell: ({ row }) => formatDate(row.original.movement_date) },
  { id: 'type', header: 'Movement', cell: ({ row }) => <Badge variant="outline">{MOVEMENT_TYPE_LABELS[row.original.movement_type]}</Badge> },
  {
    id: 'quantity',
    header: 'Quantity',
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => (row.original.quantity > 0 && row.original.movement_type !== 'transfer' ? '+' : '') + formatNumber(row.original.quantity),
  },
  { id: 'location', header: 'Location', cell: ({ row }) => <span className="font-mono text-xs">{locationText(row.original)}</span> },
  { id: 'unit_cost', header: 'Unit Cost', meta: { className: 'text-right tabular-nums' }, cell: ({ row }) => (row.original.unit_cost === null ? '—' : formatMoney(row.original.unit_cost)) },
  { id: 'balance', header: 'On Hand After', meta: { className: 'text-right tabular-nums' }, cell: ({ row }) => formatNumber(row.original.balance_after) },
  {
    id: 'reference',
    header: 'Reference / Reason',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => {
      const m = row.original;
      const reason = m.reason ? (ADJUSTMENT_REASON_LABELS[m.reason as AdjustmentReason] ?? m.reason) : null;
      return [m.reference, reason, m.notes].filter(Boolean).join(' · ') || '—';
    },
  },
  { id: 'by', header: 'By', cell: ({ row }) => row.original.created_by?.name ?? '—' },
];

/** The product's stock movements, newest first (Inventory tab of /products/{id}), paged like the other history tabs. */
export function MovementHistory({ productId }: { productId: number }) {
  const endpoint = `/api/inventory/product/${productId}/movements`;
  const [first, setFirst] = React.useState<{ rows: MovementDto[]; total: number } | 'error' | null>(null);

  React.useEffect(() => {
    const controller = new AbortController();
    getJson(`${endpoint}?page=1&per_page=${HISTORY_PER_PAGE}`, { signal: controller.signal })
      .then((res) => {
        const body = res.body as { data?: MovementDto[]; total?: number } | null;
        setFirst(res.ok && Array.isArray(body?.data) ? { rows: body.data, total: body.total ?? body.data.length } : 'error');
      })
      .catch(() => {});
    return () => controller.abort();
  }, [endpoint]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Stock Movements</CardTitle>
        <CardDescription>Receipts, issues, transfers and adjustments, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
      {first === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>Failed to load stock movements</AlertDescription>
        </Alert>
      ) : first === null ? (
        <TableSkeleton rows={3} columns={columns.length} />
      ) : (
        <HistoryTable
          endpoint={endpoint}
          latest={first.rows}
          total={first.total}
          columns={columns}
          caption="Stock movements"
          pageParam="movements_page"
          itemLabel="movements"
          empty={{ icon: History, title: 'No Stock Movements', description: 'Receipts, issues, transfers and adjustments of this product show here.' }}
          failureMessage="Failed to load stock movements"
        />
      )}
      </CardContent>
    </Card>
  );
}
