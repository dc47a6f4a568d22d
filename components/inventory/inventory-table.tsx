import { listTableData, pickRow } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { InventoryItemDto } from '@/lib/inventory/dto';
import { INVENTORY_SORT, inventoryList, type InventoryListState } from '@/lib/inventory/list-state';
import { InventoryRowsTable } from './inventory-columns';
import { StockLocations } from './move-stock-menu';
import type { LocationOption } from './movement-dialog';

/** The fields a row shows, and those its movement dialog needs (the rest of the DTO stays on the server). */
const ROW_KEYS = [
  'id',
  'item_code',
  'item_name',
  'category',
  'quantity_on_hand',
  'quantity_available',
  'quantity_allocated',
  'unit',
  'location_count',
  'stock_status',
  'unit_cost',
  'standard_cost',
] as const;
export type InventoryRow = Pick<InventoryItemDto, (typeof ROW_KEYS)[number]>;

/**
 * One server-side page of inventory items, as data to the list's client table (components/data-table/list-table.tsx;
 * headers link to the next order of `state`); View opens the product, each row's Move stock menu loads the menu
 * and the movement dialogs on first use, with the stock locations given once for the list.
 */
export function InventoryTable({ items, emptyState, locations, mayWrite, state }: { items: InventoryItemDto[]; emptyState: React.ReactNode; locations: LocationOption[]; mayWrite: boolean; state: InventoryListState }) {
  const table = (
    <InventoryRowsTable {...listTableData(items.map((i) => pickRow(i, ROW_KEYS)), { emptyState, sorting: sortHeaders(inventoryList, INVENTORY_SORT, state) })} mayWrite={mayWrite} />
  );
  return mayWrite ? <StockLocations locations={locations}>{table}</StockLocations> : table;
}
