'use client';

import { listTable } from '@/components/data-table/list-table';
import type { ColumnDef } from '@tanstack/react-table';
import { RatingBadge } from '@/components/suppliers/badges';
import Link from '@/components/ui/link';
import { formatDate, formatMoney } from '@/lib/utils';
import { PoStatusBadge } from './badges';
import type { PurchaseOrderRow } from './orders-table';

const columns: ColumnDef<PurchaseOrderRow>[] = [
  {
    id: 'po_number',
    header: 'PO',
    meta: { sortKey: 'po_number' },
    cell: ({ row }) => (
      <Link href={`/purchasing/${row.original.id}`} className="font-mono font-medium text-primary hover:underline">
        {row.original.po_number}
      </Link>
    ),
  },
  {
    id: 'supplier',
    header: 'Supplier',
    meta: { className: 'whitespace-normal min-w-48' },
    cell: ({ row }) => {
      const s = row.original.supplier;
      return (
        <div className="grid gap-1">
          <Link href={`/suppliers/${s.id}`} className="font-medium hover:underline">
            {s.company_name}
          </Link>
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            {s.supplier_code} <RatingBadge rating={s.rating_category} />
          </span>
        </div>
      );
    },
  },
  { id: 'status', header: 'Status', meta: { sortKey: 'status' }, cell: ({ row }) => <PoStatusBadge status={row.original.status} /> },
  { id: 'order_date', header: 'Ordered', meta: { sortKey: 'order_date' }, cell: ({ row }) => formatDate(row.original.order_date) },
  { id: 'expected_date', header: 'Expected', meta: { sortKey: 'expected_date' }, cell: ({ row }) => formatDate(row.original.expected_date) },
  { id: 'lines', header: 'Lines', meta: { className: 'text-right' }, cell: ({ row }) => <span className="tabular-nums">{row.original.line_count}</span> },
  {
    id: 'total_amount',
    header: 'Total',
    meta: { sortKey: 'total_amount', className: 'text-right' },
    cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.total_amount)}</span>,
  },
];

/** The purchase orders list's table, drawn from compact rows (./orders-table.tsx). */
export const PurchaseOrderRowsTable = listTable(columns, { caption: 'Purchase orders' });
