'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { listTable } from '@/components/data-table/list-table';
import { ViewButton } from '@/components/data-table/view-button';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { STOCK_STATUS_LABELS, type StockStatus } from '@/lib/inventory/constants';
import { formatMoney, formatNumber } from '@/lib/utils';
import type { InventoryRow } from './inventory-table';
import { MoveStockMenu } from './move-stock-menu';

const STATUS_VARIANT: Record<StockStatus, BadgeVariant> = { in_stock: 'success', low_stock: 'warning', out_of_stock: 'danger' };

export function StockStatusBadge({ status }: { status: StockStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STOCK_STATUS_LABELS[status]}</Badge>;
}

function columnsFor({ mayWrite }: { mayWrite: boolean }): ColumnDef<InventoryRow>[] {
  return [
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
          <ViewButton href={`/products/${row.original.id}`} name={row.original.item_code} />
          {mayWrite && <MoveStockMenu item={movementItem(row.original)} />}
        </div>
      ),
    },
  ];
}

/** What a row's movement dialog needs of its item (sent to the browser with the row's menu). */
const movementItem = ({ id, item_code, item_name, quantity_available, unit, standard_cost }: InventoryRow) => ({ id, item_code, item_name, quantity_available, unit, standard_cost });

/** The inventory list's table, drawn from compact rows (./inventory-table.tsx); the Move stock menu only for writers. */
export const InventoryRowsTable = listTable(columnsFor, {
  caption: 'Inventory items',
  rowClassName: (row) => (row.original.stock_status === 'out_of_stock' ? 'bg-red-50/40' : undefined),
});
