import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import Link from '@/components/ui/link';
import type { SalesOrderSummaryDto } from '@/lib/sales/dto';
import { SALES_ORDER_SORT, salesOrderList, type SalesOrderListState } from '@/lib/sales/list-state';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';
import { SalesOrderStatusBadge } from './badges';

const columns: ColumnDef<SalesOrderSummaryDto>[] = [
  {
    id: 'order_number',
    header: 'Order',
    meta: { sortKey: 'order_number' },
    cell: ({ row }) => (
      <Link href={`/sales/orders/${row.original.id}`} className="font-mono font-medium text-primary hover:underline">
        {row.original.order_number}
      </Link>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    meta: { className: 'whitespace-normal min-w-40' },
    cell: ({ row }) => (
      <div>
        <Link href={`/customers/${row.original.customer.id}`} className="hover:underline">
          {row.original.customer.company_name}
        </Link>
        <div className="font-mono text-xs text-muted-foreground">{row.original.customer.customer_code}</div>
      </div>
    ),
  },
  { id: 'customer_po', header: 'Customer PO', cell: ({ row }) => row.original.customer_po ?? '—' },
  { id: 'order_date', header: 'Ordered', meta: { sortKey: 'order_date' }, cell: ({ row }) => formatDate(row.original.order_date) },
  { id: 'requested_date', header: 'Requested', meta: { sortKey: 'requested_date' }, cell: ({ row }) => formatDate(row.original.requested_date) },
  { id: 'status', header: 'Status', meta: { sortKey: 'status' }, cell: ({ row }) => <SalesOrderStatusBadge status={row.original.status} /> },
  {
    id: 'shipped',
    header: 'Shipped',
    meta: { className: 'text-right' },
    cell: ({ row }) => `${formatNumber(row.original.quantity_shipped)} / ${formatNumber(row.original.quantity_ordered)}`,
  },
  { id: 'subtotal', header: 'Value', meta: { sortKey: 'subtotal', className: 'text-right' }, cell: ({ row }) => formatMoney(row.original.subtotal) },
];

/** One server-side page of sales orders (a server component: no JavaScript for its cells). */
export function SalesOrdersTable({ orders, emptyState, state }: { orders: SalesOrderSummaryDto[]; emptyState: React.ReactNode; state: SalesOrderListState }) {
  return <DataTable sorting={sortHeaders(salesOrderList, SALES_ORDER_SORT, state)} columns={columns} data={orders} caption="Sales orders" getRowId={(o) => String(o.id)} emptyState={emptyState} />;
}
