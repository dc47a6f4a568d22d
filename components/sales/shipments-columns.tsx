'use client';

import { listTable } from '@/components/data-table/list-table';
import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { formatDate, formatMoney } from '@/lib/utils';
import type { ShipmentRow } from './shipments-table';

const columns: ColumnDef<ShipmentRow>[] = [
  { id: 'shipment_number', header: 'Shipment', meta: { sortKey: 'shipment_number' }, cell: ({ row }) => (
      <Link href={`/shipping/${row.original.id}`} className="font-mono font-medium text-primary hover:underline">
        {row.original.shipment_number}
      </Link>
    ),
  },
  { id: 'ship_date', header: 'Ship Date', meta: { sortKey: 'ship_date' }, cell: ({ row }) => formatDate(row.original.ship_date) },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <Link href={`/sales/orders/${row.original.sales_order.id}`} className="font-mono text-primary hover:underline">
        {row.original.sales_order.order_number}
      </Link>
    ),
  },
  { id: 'customer', header: 'Customer', meta: { className: 'whitespace-normal min-w-40' }, cell: ({ row }) => row.original.customer.company_name },
  { id: 'carrier', header: 'Carrier', cell: ({ row }) => [row.original.carrier, row.original.tracking_number].filter(Boolean).join(' · ') || '—' },
  { id: 'value', header: 'Value', meta: { sortKey: 'value', className: 'text-right' }, cell: ({ row }) => formatMoney(row.original.value) },
  {
    id: 'slip',
    header: () => <span className="sr-only">Packing slip</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <Link href={`/shipping/${row.original.id}/print`} className="text-primary hover:underline" aria-label={`Packing slip ${row.original.shipment_number}`}>
        Packing slip
      </Link>
    ),
  },
];

/** The shipments list's table, drawn from compact rows (./shipments-table.tsx). */
export const ShipmentRowsTable = listTable(columns, { caption: 'Shipments' });
