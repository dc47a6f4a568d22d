import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import Link from '@/components/ui/link';
import type { ShipmentSummaryDto } from '@/lib/sales/dto';
import { SHIPMENT_SORT, shipmentList, type ShipmentListState } from '@/lib/sales/list-state';
import { formatDate, formatMoney } from '@/lib/utils';

const columns: ColumnDef<ShipmentSummaryDto>[] = [
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

/** One server-side page of shipments. */
export function ShipmentsTable({ shipments, emptyState, state }: { shipments: ShipmentSummaryDto[]; emptyState: React.ReactNode; state: ShipmentListState }) {
  return <DataTable sorting={sortHeaders(shipmentList, SHIPMENT_SORT, state)} columns={columns} data={shipments} caption="Shipments" getRowId={(s) => String(s.id)} emptyState={emptyState} />;
}
