import type { ColumnDef } from '@tanstack/react-table';
import { History } from '@/components/ui/icons';
import { HistoryTable } from '@/components/data-table/history-table';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requireContext } from '@/lib/auth/session';
import type { PageLocation } from '@/lib/list/sort';
import { ADJUSTMENT_REASON_LABELS, MOVEMENT_TYPE_LABELS, type AdjustmentReason } from '@/lib/inventory/constants';
import type { MovementDto } from '@/lib/inventory/dto';
import { movementHistory } from '@/lib/inventory/list-state';
import { productMovements } from '@/lib/inventory/service';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';

const locationText = (m: MovementDto) => {
  const from = m.from_location?.location_code;
  const to = m.to_location?.location_code;
  if (from && to) return `${from} → ${to}`;
  return from ?? to ?? 'FIFO, several locations';
};

const columns: ColumnDef<MovementDto>[] = [
  { id: 'date', header: 'Date', meta: { sortKey: 'date' }, cell: ({ row }) => formatDate(row.original.movement_date) },
  { id: 'type', header: 'Movement', meta: { sortKey: 'type' }, cell: ({ row }) => <Badge variant="outline">{MOVEMENT_TYPE_LABELS[row.original.movement_type]}</Badge> },
  {
    id: 'quantity',
    header: 'Quantity',
    meta: { className: 'text-right tabular-nums', sortKey: 'quantity' },
    cell: ({ row }) => (row.original.quantity > 0 && row.original.movement_type !== 'transfer' ? '+' : '') + formatNumber(row.original.quantity),
  },
  { id: 'location', header: 'Location', cell: ({ row }) => <span className="font-mono text-xs">{locationText(row.original)}</span> },
  { id: 'unit_cost', header: 'Unit Cost', meta: { className: 'text-right tabular-nums', sortKey: 'unit_cost' }, cell: ({ row }) => (row.original.unit_cost === null ? '—' : formatMoney(row.original.unit_cost)) },
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

/**
 * The product's stock movements, newest first unless a header orders them (Inventory tab of /products/{id}), paged
 * and exported like the other history tabs; the page reads the newest ones (`latest`) with the product.
 */
export async function MovementHistory({ productId, latest, total, location }: { productId: number; latest: MovementDto[]; total: number; location: PageLocation }) {
  const ctx = await requireContext();
  const endpoint = `/api/inventory/product/${productId}/movements`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stock Movements</CardTitle>
        <CardDescription>Receipts, issues, transfers and adjustments, newest first unless a column header orders them.</CardDescription>
      </CardHeader>
      <CardContent>
        <HistoryTable
          load={(query) => productMovements(ctx, productId, query)}
          latest={latest}
          total={total}
          columns={columns}
          caption="Stock movements"
          itemLabel="movements"
          empty={{ icon: History, title: 'No Stock Movements', description: 'Receipts, issues, transfers and adjustments of this product show here.' }}
          failureMessage="Failed to load stock movements"
          list={movementHistory}
          location={location}
          exportEndpoint={`${endpoint}/export`}
        />
      </CardContent>
    </Card>
  );
}
