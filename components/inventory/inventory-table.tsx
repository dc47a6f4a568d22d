'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, ChevronDown, Eye, SlidersHorizontal } from 'lucide-react';
import Link from 'next/link';
import * as React from 'react';
import { DataTable, useSortHeaders } from '@/components/data-table';
import { INVENTORY_SORT, inventoryList } from '@/lib/inventory/list-state';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { STOCK_STATUS_LABELS, type StockStatus } from '@/lib/inventory/constants';
import type { InventoryItemDto } from '@/lib/inventory/items';
import { formatMoney, formatNumber } from '@/lib/utils';
import { MovementDialog, type LocationOption, type MovementKind } from './movement-dialog';

const STATUS_VARIANT: Record<StockStatus, BadgeVariant> = { in_stock: 'success', low_stock: 'warning', out_of_stock: 'danger' };

export function StockStatusBadge({ status }: { status: StockStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STOCK_STATUS_LABELS[status]}</Badge>;
}

const MOVES: { kind: MovementKind; label: string; icon: typeof Eye }[] = [
  { kind: 'receive', label: 'Receive', icon: ArrowDownToLine },
  { kind: 'issue', label: 'Issue', icon: ArrowUpFromLine },
  { kind: 'transfer', label: 'Transfer', icon: ArrowLeftRight },
  { kind: 'adjust', label: 'Adjust', icon: SlidersHorizontal },
];

/** One server-side page of inventory items; View opens the product, Move stock the movement dialogs. */
export function InventoryTable({ items, emptyState, locations, mayWrite }: { items: InventoryItemDto[]; emptyState: React.ReactNode; locations: LocationOption[]; mayWrite: boolean }) {
  const [action, setAction] = React.useState<{ kind: MovementKind; item: InventoryItemDto } | null>(null);
  const sorting = useSortHeaders(inventoryList, INVENTORY_SORT);

  const columns = React.useMemo<ColumnDef<InventoryItemDto>[]>(
    () => [
      {
        id: 'item_code',
        header: 'Item Code',
        meta: { sortKey: 'item_code' },
        cell: ({ row }) => (
          <Link href={`/products/${row.original.id}`} className="font-mono font-medium text-primary hover:underline">
            {row.original.item_code}
          </Link>
        ),
      },
      { id: 'item_name', header: 'Item Name', meta: { className: 'whitespace-normal min-w-48', sortKey: 'item_name' }, cell: ({ row }) => <span className="font-medium">{row.original.item_name}</span> },
      { id: 'category', header: 'Category', cell: ({ row }) => row.original.category ?? <span className="text-muted-foreground">—</span> },
      {
        id: 'on_hand',
        header: 'On Hand',
        meta: { className: 'text-right tabular-nums', sortKey: 'quantity_on_hand' },
        cell: ({ row }) => `${formatNumber(row.original.quantity_on_hand)} ${row.original.unit}`,
      },
      {
        id: 'available',
        header: 'Available',
        meta: { className: 'text-right tabular-nums', sortKey: 'quantity_available' },
        cell: ({ row }) => (
          <div>
            <div>{formatNumber(row.original.quantity_available)}</div>
            {row.original.quantity_allocated > 0 && <div className="text-xs text-muted-foreground">{formatNumber(row.original.quantity_allocated)} allocated</div>}
          </div>
        ),
      },
      { id: 'locations', header: 'Locations', meta: { className: 'text-right tabular-nums' }, cell: ({ row }) => row.original.location_count },
      { id: 'status', header: 'Status', cell: ({ row }) => <StockStatusBadge status={row.original.stock_status} /> },
      { id: 'avg_cost', header: 'Avg Cost', meta: { className: 'text-right tabular-nums' }, cell: ({ row }) => formatMoney(row.original.unit_cost) },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <div className="flex justify-end gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={`/products/${row.original.id}`} aria-label={`View ${row.original.item_code}`}>
                <Eye aria-hidden /> View
              </Link>
            </Button>
            {mayWrite && (
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="sm" aria-label={`Move stock of ${row.original.item_code}`}>
                    Move stock <ChevronDown aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {MOVES.map(({ kind, label, icon: Icon }) => (
                    <DropdownMenuItem key={kind} onSelect={() => setAction({ kind, item: row.original })}>
                      <Icon aria-hidden /> {label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </div>
        ),
      },
    ],
    [mayWrite],
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={items}
        caption="Inventory items"
        sorting={sorting}
        getRowId={(i) => String(i.id)}
        emptyState={emptyState}
        rowClassName={(row) => (row.original.stock_status === 'out_of_stock' ? 'bg-red-50/40' : undefined)}
      />
      {action && (
        <MovementDialog
          key={`${action.kind}-${action.item.id}`}
          kind={action.kind}
          item={action.item}
          locations={locations}
          open
          onOpenChange={(open) => {
            if (!open) setAction(null);
          }}
        />
      )}
    </>
  );
}
