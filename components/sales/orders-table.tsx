import { listTableData, pickRow } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { SalesOrderSummaryDto } from '@/lib/sales/dto';
import { SALES_ORDER_SORT, salesOrderList, type SalesOrderListState } from '@/lib/sales/list-state';
import { SalesOrderRowsTable } from './orders-columns';

/** The fields a row of this list shows (the rest of the DTO stays on the server). */
const ROW_KEYS = ['id', 'order_number', 'customer', 'customer_po', 'order_date', 'requested_date', 'status', 'quantity_shipped', 'quantity_ordered', 'subtotal'] as const;
export type SalesOrderRow = Pick<SalesOrderSummaryDto, (typeof ROW_KEYS)[number]>;

/** One server-side page of sales orders, as data to the list's client table (components/data-table/list-table.tsx). */
export function SalesOrdersTable({ orders, emptyState, state }: { orders: SalesOrderSummaryDto[]; emptyState: React.ReactNode; state: SalesOrderListState }) {
  return <SalesOrderRowsTable {...listTableData(orders.map((o) => pickRow(o, ROW_KEYS)), { emptyState, sorting: sortHeaders(salesOrderList, SALES_ORDER_SORT, state) })} />;
}
