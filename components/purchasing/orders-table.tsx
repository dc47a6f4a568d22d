import { listTableData, pickRow } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { PurchaseOrderSummaryDto } from '@/lib/purchasing/dto';
import { PURCHASE_ORDER_SORT, purchaseOrderList, type PurchaseOrderListState } from '@/lib/purchasing/list-state';
import { PurchaseOrderRowsTable } from './orders-columns';

/** The fields a row of this list shows (the rest of the DTO stays on the server). */
const ROW_KEYS = ['id', 'po_number', 'supplier', 'status', 'order_date', 'expected_date', 'line_count', 'total_amount'] as const;
export type PurchaseOrderRow = Pick<PurchaseOrderSummaryDto, (typeof ROW_KEYS)[number]>;

/** One server-side page of purchase orders, as data to the list's client table (components/data-table/list-table.tsx). */
export function PurchaseOrdersTable({ orders, emptyState, state }: { orders: PurchaseOrderSummaryDto[]; emptyState: React.ReactNode; state: PurchaseOrderListState }) {
  return <PurchaseOrderRowsTable {...listTableData(orders.map((o) => pickRow(o, ROW_KEYS)), { emptyState, sorting: sortHeaders(purchaseOrderList, PURCHASE_ORDER_SORT, state) })} />;
}
