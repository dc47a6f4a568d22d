import type { ColumnDef } from '@tanstack/react-table';
import { Eye } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { INVENTORY_SORT, inventoryList, type InventoryListState } from '@/lib/inventory/list-state';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { STOCK_STATUS_LABELS, type StockStatus } from '@/lib/inventory/constants';
import type { InventoryItemDto } from '@/lib/inventory/dto';
import { formatMoney, formatNumber } from '@/lib/utils';
import { MoveStockMenu, StockLocations } from './move-stock-menu';
import type { LocationOption } from './movement-dialog';

const STATUS_VARIANT: Record<StockStatus, BadgeVariant> = { in_stock: 'success', low_stock: 'warning', out_of_stock: 'danger' };

export function StockStatusBadge({ status }: { status: StockStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STOCK_STATUS_LABELS[status]}</Badge>;
}

function columnsFor(mayWrite: boolean): ColumnDef<InventoryItemDto>[] {
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
          <Button asChild variant="outline" size="sm">
            <Link href={`/products/${row.original.id}`} aria-label={`View ${row.original.item_code}`}>
              <Eye aria-hidden /> View
            </Link>
          </Button>
          {mayWrite && <MoveStockMenu item={movementItem(row.original)} />}
        </div>
      ),
    },
  ];
}

/** What a row's movement dialog needs of its item (sent to the browser with the row's menu). */
const movementItem = ({ id, item_code, item_name, quantity_available, unit, standard_cost }: InventoryItemDto) => ({ id, item_code, item_name, quantity_available, unit, standard_cost });

/**
 * One server-side page of inventory items, rendered on the server (headers link to the next order of `state`);
 * View opens the product, each row's Move stock menu is a small island that loads the menu and the movement
 * dialogs on first use, with the stock locations given once for the list.
 */
export function InventoryTable({ items, emptyState, locations, mayWrite, state }: { items: InventoryItemDto[]; emptyState: React.ReactNode; locations: LocationOption[]; mayWrite: boolean; state: InventoryListState }) {
  const table = (
    <DataTable
      columns={columnsFor(mayWrite)}
      data={items}
      caption="Inventory items"
      sorting={sortHeaders(inventoryList, INVENTORY_SORT, state)}
      getRowId={(i) => String(i.id)}
      emptyState={emptyState}
      rowClassName={(row) => (row.original.stock_status === 'out_of_stock' ? 'bg-red-50/40' : undefined)}
    />
  );
  return mayWrite ? <StockLocations locations={locations}>{table}</StockLocations> : table;
}
