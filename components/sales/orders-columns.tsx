'use client';

import { listTable } from '@/components/data-table/list-table';
import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';
import { SalesOrderStatusBadge } from './badges';
import type { SalesOrderRow } from './orders-table';

const columns: ColumnDef<SalesOrderRow>[] = [
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

/** The sales orders list's table, drawn from compact rows (./orders-table.tsx). */
export const SalesOrderRowsTable = listTable(columns, { caption: 'Sales orders' });
