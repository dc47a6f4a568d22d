import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Plus } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import type { PurchaseOrderSummaryDto, SupplierReceiptDto } from '@/lib/purchasing/dto';
import type { PeriodMetricDto } from '@/lib/suppliers/scorecard';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';
import { PoStatusBadge } from './badges';
import { PurchaseOrderFormDialog } from './lazy-dialogs';

const orderColumns: ColumnDef<PurchaseOrderSummaryDto>[] = [
  {
    id: 'po',
    header: 'PO',
    cell: ({ row }) => (
      <Link href={`/purchasing/${row.original.id}`} className="font-mono font-medium text-primary hover:underline">
        {row.original.po_number}
      </Link>
    ),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <PoStatusBadge status={row.original.status} /> },
  { id: 'ordered', header: 'Ordered', cell: ({ row }) => formatDate(row.original.order_date) },
  { id: 'expected', header: 'Expected', cell: ({ row }) => formatDate(row.original.expected_date) },
  { id: 'total', header: 'Total', meta: { className: 'text-right' }, cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.total_amount)}</span> },
];

const receiptColumns: ColumnDef<SupplierReceiptDto>[] = [
  { id: 'receipt', header: 'Receipt', cell: ({ row }) => <span className="font-mono">{row.original.receipt_number}</span> },
  {
    id: 'po',
    header: 'PO',
    cell: ({ row }) => (
      <Link href={`/purchasing/${row.original.purchase_order_id}`} className="font-mono text-primary hover:underline">
        {row.original.po_number}
      </Link>
    ),
  },
  { id: 'date', header: 'Received on', cell: ({ row }) => formatDate(row.original.received_date) },
  { id: 'received', header: 'Received', meta: { className: 'text-right' }, cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.quantity_received, 4)}</span> },
  {
    id: 'rejected',
    header: 'Rejected',
    meta: { className: 'text-right' },
    cell: ({ row }) => <span className={`tabular-nums ${row.original.quantity_rejected > 0 ? 'font-medium text-red-700' : ''}`}>{formatNumber(row.original.quantity_rejected, 4)}</span>,
  },
];

/** A supplier's purchase orders and receipts (its record page), with New Purchase Order for buyers. */
export function SupplierPurchasing({
  supplier,
  orders,
  totalOrders,
  receipts,
  mayOrder,
}: {
  supplier: { id: number; company_name: string; lead_time_days: number | null; status: string };
  orders: PurchaseOrderSummaryDto[];
  totalOrders: number;
  receipts: SupplierReceiptDto[];
  mayOrder: boolean;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Purchase Orders &amp; Receipts</CardTitle>
          <CardDescription>
            The latest orders ({totalOrders} in all,{' '}
            <Link href={`/purchasing?supplier_id=${supplier.id}`} className="text-primary underline">
              see all
            </Link>
            ) and goods receipts; receipts compute this supplier’s delivery, quality and price metrics.
          </CardDescription>
        </div>
        {mayOrder && supplier.status === 'active' && (
          <PurchaseOrderFormDialog
            supplier={supplier}
            trigger={
              <Button>
                <Plus aria-hidden /> New Purchase Order
              </Button>
            }
          />
        )}
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-2">
        <DataTable columns={orderColumns} data={orders} caption="Purchase orders of this supplier" getRowId={(o) => String(o.id)} emptyState={<p className="p-4 text-sm text-muted-foreground">No orders yet.</p>} />
        <DataTable columns={receiptColumns} data={receipts} caption="Goods receipts from this supplier" getRowId={(r) => String(r.id)} emptyState={<p className="p-4 text-sm text-muted-foreground">No goods received yet.</p>} />
      </CardContent>
    </Card>
  );
}

/** The latest month's metrics, each marked as computed from receipts or typed in. */
export function PeriodMetricsTable({ metrics, period }: { metrics: PeriodMetricDto[]; period: string | null }) {
  if (!period || metrics.length === 0) return null;
  const columns: ColumnDef<PeriodMetricDto>[] = [
    { id: 'metric', header: 'Metric', cell: ({ row }) => row.original.metric_name },
    {
      id: 'actual',
      header: 'Actual',
      meta: { className: 'text-right' },
      cell: ({ row }) => (
        <span className="tabular-nums">
          {formatNumber(row.original.actual_value, 4)} {row.original.unit_of_measure ?? ''}
        </span>
      ),
    },
    { id: 'score', header: 'Score', meta: { className: 'text-right' }, cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.score, 2)}</span> },
    {
      id: 'source',
      header: 'Source',
      cell: ({ row }) =>
        row.original.source === 'receipts' ? (
          <Badge variant="info" data-testid="metric-source">
            From receipts
          </Badge>
        ) : (
          <Badge variant="outline" data-testid="metric-source">
            Typed in
          </Badge>
        ),
    },
  ];
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>Metrics of {period.slice(0, 7)}</CardTitle>
        <CardDescription>On-time delivery, complete shipments, defect PPM, first pass yield and price variance come from goods receipts once the month has any.</CardDescription>
      </CardHeader>
      <CardContent>
        <DataTable columns={columns} data={metrics} caption={`Metrics of ${period.slice(0, 7)}`} getRowId={(m) => m.metric_type} />
      </CardContent>
    </Card>
  );
}
