import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { RatingBadge } from '@/components/suppliers/badges';
import { Button } from '@/components/ui/button';
import { Pencil } from '@/components/ui/icons';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import Link from '@/components/ui/link';
import { canCancel, canClose, canEdit, canPlace, canReceive } from '@/lib/purchasing/constants';
import type { GoodsReceiptDto, PoLineDto, PurchaseOrderDto } from '@/lib/purchasing/dto';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatUnitPrice } from '@/lib/utils';
import { PoStatusBadge } from './badges';
import { PlaceOrderDialog, PurchaseOrderFormDialog, ReasonDialog, ReceiveDialog } from './lazy-dialogs';

const qty = (v: number, className?: string) => <span className={`tabular-nums ${className ?? ''}`}>{formatNumber(v, 4)}</span>;

const lineColumns: ColumnDef<PoLineDto>[] = [
  { id: 'line', header: '#', cell: ({ row }) => row.original.line_number },
  {
    id: 'item',
    header: 'Item',
    meta: { className: 'whitespace-normal min-w-48' },
    cell: ({ row }) => (
      <div>
        <Link href={`/products/${row.original.product_id}`} className="font-mono font-medium text-primary hover:underline">
          {row.original.product.product_code}
        </Link>
        <div className="text-xs text-muted-foreground">{row.original.product.product_name}</div>
      </div>
    ),
  },
  { id: 'quantity', header: 'Ordered', meta: { className: 'text-right' }, cell: ({ row }) => <>{qty(row.original.quantity)} {row.original.product.unit}</> },
  { id: 'unit_price', header: 'Unit price', meta: { className: 'text-right' }, cell: ({ row }) => <span className="tabular-nums">{formatUnitPrice(row.original.unit_price)}</span> },
  { id: 'received', header: 'Received', meta: { className: 'text-right' }, cell: ({ row }) => <span data-testid="line-received">{qty(row.original.quantity_received)}</span> },
  {
    id: 'rejected',
    header: 'Rejected',
    meta: { className: 'text-right' },
    cell: ({ row }) => <span data-testid="line-rejected">{qty(row.original.quantity_rejected, row.original.quantity_rejected > 0 ? 'text-red-700 font-medium' : '')}</span>,
  },
  { id: 'remaining', header: 'Remaining', meta: { className: 'text-right' }, cell: ({ row }) => <span data-testid="line-remaining">{qty(row.original.quantity_remaining, 'font-medium')}</span> },
  { id: 'expected', header: 'Expected', cell: ({ row }) => formatDate(row.original.expected_date) },
  { id: 'total', header: 'Line total', meta: { className: 'text-right' }, cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.line_total)}</span> },
];

type ReceiptRow = GoodsReceiptDto['lines'][number] & { receipt: GoodsReceiptDto };

const receiptColumns: ColumnDef<ReceiptRow>[] = [
  { id: 'receipt', header: 'Receipt', cell: ({ row }) => <span className="font-mono">{row.original.receipt.receipt_number}</span> },
  { id: 'date', header: 'Received on', cell: ({ row }) => formatDate(row.original.receipt.received_date) },
  { id: 'item', header: 'Item', cell: ({ row }) => <span className="font-mono">{row.original.product_code}</span> },
  { id: 'received', header: 'Received', meta: { className: 'text-right' }, cell: ({ row }) => qty(row.original.quantity_received) },
  { id: 'rejected', header: 'Rejected', meta: { className: 'text-right' }, cell: ({ row }) => qty(row.original.quantity_rejected) },
  { id: 'reason', header: 'Rejection reason', meta: { className: 'whitespace-normal' }, cell: ({ row }) => row.original.rejection_reason ?? '—' },
  { id: 'price', header: 'Unit price', meta: { className: 'text-right' }, cell: ({ row }) => <span className="tabular-nums">{formatUnitPrice(row.original.unit_price)}</span> },
  { id: 'on_time', header: 'On time', cell: ({ row }) => (row.original.on_time ? 'Yes' : 'Late') },
  { id: 'complete', header: 'Complete', cell: ({ row }) => (row.original.complete ? 'Yes' : 'No') },
  { id: 'lot', header: 'Lot', cell: ({ row }) => row.original.lot_number ?? '—' },
  {
    id: 'label',
    header: 'Label',
    cell: ({ row }) =>
      row.original.lot_id == null ? (
        '—'
      ) : (
        <Link href={`/inventory/lots/${row.original.lot_id}/label`} className="text-primary hover:underline" aria-label={`Print the lot label of ${row.original.receipt.receipt_number} ${row.original.product_code}`}>
          Print label
        </Link>
      ),
  },
];

/** /purchasing/{id}: the order, its lines (received, rejected, remaining), its receipts; the actions the role may take. */
export function PurchaseOrderDetail({ order, mayWrite, mayReceive, mayOverride }: { order: PurchaseOrderDto; mayWrite: boolean; mayReceive: boolean; mayOverride: boolean }) {
  const anythingReceived = order.lines.some((l) => l.quantity_received > 0);
  const actions = (
    <>
      {mayWrite && canEdit(order.status) && (
        <PurchaseOrderFormDialog
          order={order}
          trigger={
            <Button variant="outline">
              <Pencil aria-hidden /> Edit Draft
            </Button>
          }
        />
      )}
      {mayWrite && canPlace(order.status) && <PlaceOrderDialog order={order} mayOverride={mayOverride} trigger={<Button>Place Order</Button>} />}
      {mayReceive && canReceive(order.status) && <ReceiveDialog order={order} trigger={<Button>Receive</Button>} />}
      {mayWrite && canClose(order.status) && <ReasonDialog order={order} action="close" trigger={<Button variant="outline">Close Short</Button>} />}
      {mayWrite && canCancel(order.status, anythingReceived) && <ReasonDialog order={order} action="cancel" trigger={<Button variant="outline">Cancel Order</Button>} />}
    </>
  );
  const receiptRows = order.receipts.flatMap((r) => r.lines.map((l) => ({ ...l, receipt: r })));
  return (
    <div className="space-y-5">
      <PageHeader
        back={{ href: '/purchasing', label: 'Back to Purchasing' }}
        title={order.po_number}
        subtitle={order.supplier.company_name}
        badges={<PoStatusBadge status={order.status} />}
        actions={actions}
      />
      <Card>
        <CardHeader>
          <CardTitle>Order</CardTitle>
        </CardHeader>
        <CardContent>
          <DescriptionList columns={3}>
            <DescriptionItem label="Supplier">
              <span className="flex items-center gap-2">
                <Link href={`/suppliers/${order.supplier.id}`} className="text-primary hover:underline">
                  {order.supplier.company_name} ({order.supplier.supplier_code})
                </Link>
                <RatingBadge rating={order.supplier.rating_category} />
              </span>
            </DescriptionItem>
            <DescriptionItem label="Order date">{formatDate(order.order_date)}</DescriptionItem>
            <DescriptionItem label="Expected">{formatDate(order.expected_date)}</DescriptionItem>
            <DescriptionItem label="Total">{formatMoney(order.total_amount)}</DescriptionItem>
            <DescriptionItem label="Placed">{order.placed_at ? formatDateTime(order.placed_at) : null}</DescriptionItem>
            <DescriptionItem label="Override reason">{order.override_reason}</DescriptionItem>
            <DescriptionItem label="Notes">{order.notes}</DescriptionItem>
          </DescriptionList>
        </CardContent>
      </Card>
      <section aria-labelledby="lines-heading" className="space-y-2">
        <h2 id="lines-heading" className="text-lg font-semibold">
          Lines
        </h2>
        <DataTable columns={lineColumns} data={order.lines} caption="Order lines" getRowId={(l) => String(l.id)} />
      </section>
      <section aria-labelledby="receipts-heading" className="space-y-2">
        <h2 id="receipts-heading" className="text-lg font-semibold">
          Goods receipts
        </h2>
        <DataTable
          columns={receiptColumns}
          data={receiptRows}
          caption="Goods receipts"
          getRowId={(l) => String(l.id)}
          emptyState={<p className="p-4 text-sm text-muted-foreground">Nothing received yet.</p>}
        />
      </section>
    </div>
  );
}
