import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { RatingBadge } from '@/components/suppliers/badges';
import Link from '@/components/ui/link';
import type { PurchaseOrderSummaryDto } from '@/lib/purchasing/dto';
import { PURCHASE_ORDER_SORT, purchaseOrderList, type PurchaseOrderListState } from '@/lib/purchasing/list-state';
import { formatDate, formatMoney } from '@/lib/utils';
import { PoStatusBadge } from './badges';

const columns: ColumnDef<PurchaseOrderSummaryDto>[] = [
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

/** One server-side page of purchase orders (no client JavaScript). */
export function PurchaseOrdersTable({ orders, emptyState, state }: { orders: PurchaseOrderSummaryDto[]; emptyState: React.ReactNode; state: PurchaseOrderListState }) {
  return (
    <DataTable
      sorting={sortHeaders(purchaseOrderList, PURCHASE_ORDER_SORT, state)}
      columns={columns}
      data={orders}
      caption="Purchase orders"
      getRowId={(o) => String(o.id)}
      emptyState={emptyState}
    />
  );
}
