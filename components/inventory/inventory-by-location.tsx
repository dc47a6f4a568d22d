import type { ColumnDef } from '@tanstack/react-table';
import { PackageOpen } from '@/components/ui/icons';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/data-table/empty-state';
import { Badge } from '@/components/ui/badge';
import Link from '@/components/ui/link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableCell, TableRow } from '@/components/ui/table';
import type { InventoryLocationRow } from '@/lib/inventory/dto';
import { lotCode } from '@/lib/labels/codes';
import { LOCATION_TYPE_LABELS } from '@/lib/products/constants';
import { EMPTY_VALUE, formatDate, formatNumber } from '@/lib/utils';
import { InventoryAgeBadge } from './inventory-age-badge';

function position(row: InventoryLocationRow): string {
  const parts = [row.aisle && `Aisle ${row.aisle}`, row.rack && `Rack ${row.rack}`, row.shelf && `Shelf ${row.shelf}`, row.bin && `Bin ${row.bin}`].filter(Boolean);
  return parts.length ? parts.join(' · ') : EMPTY_VALUE;
}

const quantity = (value: number) => formatNumber(value, 4);

function columns(today: string): ColumnDef<InventoryLocationRow>[] {
  return [
    {
      header: 'FIFO Order',
      id: 'fifo_order',
      meta: { className: 'pl-4' },
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          <span className="flex size-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">{row.original.fifo_order}</span>
          {row.index === 0 && <Badge variant="info">Next to use</Badge>}
        </div>
      ),
    },
    {
      header: 'Location',
      id: 'location',
      meta: { className: 'whitespace-normal' },
      cell: ({ row }) => (
        <div className="leading-tight">
          <div className="font-mono text-sm font-medium whitespace-nowrap">{row.original.location_code}</div>
          <div className="text-xs text-muted-foreground">{row.original.location_name}</div>
        </div>
      ),
    },
    { header: 'Type', id: 'location_type', cell: ({ row }) => LOCATION_TYPE_LABELS[row.original.location_type] },
    { header: 'Position', id: 'position', meta: { className: 'min-w-36 text-sm whitespace-normal' }, cell: ({ row }) => position(row.original) },
    { header: 'On Hand', id: 'on_hand', meta: { className: 'text-right tabular-nums' }, cell: ({ row }) => quantity(row.original.quantity_on_hand) },
    { header: 'Allocated', id: 'allocated', meta: { className: 'text-right tabular-nums' }, cell: ({ row }) => quantity(row.original.quantity_allocated) },
    { header: 'Available', id: 'available', meta: { className: 'text-right font-medium tabular-nums' }, cell: ({ row }) => quantity(row.original.quantity_available) },
    {
      header: 'Lot',
      id: 'lot',
      cell: ({ row }) => (
        <div className="leading-tight">
          <div className="font-mono text-sm">{row.original.lot_number ?? EMPTY_VALUE}</div>
          <Link href={`/inventory/lots/${row.original.id}/label`} className="text-xs text-primary hover:underline" aria-label={`Print the label of lot ${lotCode(row.original)}`}>
            Print label
          </Link>
        </div>
      ),
    },
    {
      header: 'Last Transaction',
      id: 'last_transaction',
      meta: { className: 'pr-4' },
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <span className="text-sm">{formatDate(row.original.last_transaction_date)}</span>
          <InventoryAgeBadge date={row.original.last_transaction_date} today={today} />
        </div>
      ),
    },
  ];
}

/** The FIFO table: oldest receipt first; the first row is the stock to use next. `today` is the plant's day. */
export function InventoryByLocation({ rows, unit, today, storage }: { rows: InventoryLocationRow[]; unit: string; today: string; storage?: string }) {
  const total = rows.reduce(
    (sum, r) => ({ onHand: sum.onHand + r.quantity_on_hand, allocated: sum.allocated + r.quantity_allocated, available: sum.available + r.quantity_available }),
    { onHand: 0, allocated: 0, available: 0 },
  );
  return (
    <Card className="gap-4 overflow-hidden pb-0">
      <CardHeader>
        <CardTitle>Inventory by Location</CardTitle>
        <CardDescription>
          First in, first out: the oldest receipt is used first.{storage ? ` Default storage: ${storage}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        <DataTable
          columns={columns(today)}
          data={rows}
          getRowId={(r) => String(r.id)}
          caption="Inventory by location, FIFO order"
          className="rounded-none border-x-0 border-b-0"
          rowClassName={(row) => (row.index === 0 ? 'bg-sky-50 hover:bg-sky-100/70' : undefined)}
          rowAttributes={(row) => ({ 'data-next-to-use': row.index === 0 ? 'true' : undefined })}
          emptyState={<EmptyState icon={PackageOpen} title="No stock on hand for this product." description="Stock received into a location shows here, oldest receipt first." />}
          footer={
            <TableRow className="hover:bg-transparent">
              <TableCell className="px-4" colSpan={4}>
                Total ({rows.length} {rows.length === 1 ? 'lot' : 'lots'}, {unit})
              </TableCell>
              <TableCell className="px-3 text-right tabular-nums">{quantity(total.onHand)}</TableCell>
              <TableCell className="px-3 text-right tabular-nums">{quantity(total.allocated)}</TableCell>
              <TableCell className="px-3 text-right tabular-nums">{quantity(total.available)}</TableCell>
              <TableCell className="px-3" />
              <TableCell className="px-4" />
            </TableRow>
          }
        />
      </CardContent>
    </Card>
  );
}
