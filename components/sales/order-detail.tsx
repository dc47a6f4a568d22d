import type { ColumnDef } from '@tanstack/react-table';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { DataTable } from '@/components/data-table/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import Link from '@/components/ui/link';
import { WorkOrderStatusBadge } from '@/components/production/badges';
import { CLOSED_WORK_ORDER_STATUSES } from '@/lib/production/constants';
import type { SalesOrderDto, SalesOrderLineDto } from '@/lib/sales/dto';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';
import { SalesOrderStatusBadge } from './badges';
import { OverrideConfirmDialog, ShipDialog } from './lazy-dialogs';

type Access = { sales: boolean; ship: boolean; override: boolean };

const lineColumns: ColumnDef<SalesOrderLineDto>[] = [
  { id: 'line', header: '#', cell: ({ row }) => row.original.line_number },
  {
    id: 'product',
    header: 'Product',
    meta: { className: 'whitespace-normal min-w-48' },
    cell: ({ row }) => (
      <div>
        <Link href={`/products/${row.original.product_id}`} className="font-mono text-primary hover:underline">
          {row.original.product.product_code}
        </Link>
        <div className="text-xs text-muted-foreground">{row.original.product.product_name}</div>
      </div>
    ),
  },
  { id: 'cpn', header: 'Customer Part #', cell: ({ row }) => row.original.customer_part_number ?? '—' },
  { id: 'requested', header: 'Requested', cell: ({ row }) => formatDate(row.original.requested_date) },
  { id: 'quantity', header: 'Ordered', meta: { className: 'text-right' }, cell: ({ row }) => `${formatNumber(row.original.quantity, 4)} ${row.original.product.unit}` },
  { id: 'shipped', header: 'Shipped', meta: { className: 'text-right' }, cell: ({ row }) => <span data-testid="line-shipped">{formatNumber(row.original.quantity_shipped, 4)}</span> },
  { id: 'remaining', header: 'Remaining', meta: { className: 'text-right' }, cell: ({ row }) => <span data-testid="line-remaining">{formatNumber(row.original.quantity_remaining, 4)}</span> },
  { id: 'allocated', header: 'Allocated', meta: { className: 'text-right' }, cell: ({ row }) => <span data-testid="line-allocated">{formatNumber(row.original.quantity_allocated, 4)}</span> },
  { id: 'in_production', header: 'In Production', meta: { className: 'text-right' }, cell: ({ row }) => formatNumber(row.original.quantity_in_production) },
  { id: 'price', header: 'Unit Price', meta: { className: 'text-right' }, cell: ({ row }) => formatMoney(row.original.unit_price) },
  { id: 'total', header: 'Line Total', meta: { className: 'text-right' }, cell: ({ row }) => formatMoney(row.original.line_total) },
];

type WorkOrderRow = SalesOrderDto['work_orders'][number];
const workOrderColumns: ColumnDef<WorkOrderRow>[] = [
  {
    id: 'wo',
    header: 'Work Order',
    cell: ({ row }) => (
      <Link href={`/production/work-orders/${row.original.id}`} className="font-mono text-primary hover:underline">
        {row.original.work_order_number}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const w = row.original;
      // Still running after the order was cancelled or closed short: no longer for a line (its parts go to free stock).
      const released = w.sales_order_line_id == null && !(CLOSED_WORK_ORDER_STATUSES as readonly string[]).includes(w.status);
      return (
        <div data-testid="work-order-status">
          <WorkOrderStatusBadge status={w.status} />
          {released && <div className="mt-1 text-xs text-muted-foreground">Released to free stock</div>}
        </div>
      );
    },
  },
  { id: 'target', header: 'Target', cell: ({ row }) => formatDate(row.original.target_date) },
  { id: 'progress', header: 'Progress', meta: { className: 'text-right' }, cell: ({ row }) => `${formatNumber(row.original.quantity_completed)} / ${formatNumber(row.original.quantity_planned)} (${row.original.progress}%)` },
];

type ShipmentRow = SalesOrderDto['shipments'][number];
const shipmentColumns: ColumnDef<ShipmentRow>[] = [
  {
    id: 'number',
    header: 'Shipment',
    cell: ({ row }) => (
      <Link href={`/shipping/${row.original.id}`} className="font-mono text-primary hover:underline">
        {row.original.shipment_number}
      </Link>
    ),
  },
  { id: 'date', header: 'Ship Date', cell: ({ row }) => formatDate(row.original.ship_date) },
  { id: 'carrier', header: 'Carrier', cell: ({ row }) => [row.original.carrier, row.original.tracking_number].filter(Boolean).join(' · ') || '—' },
  { id: 'value', header: 'Value', meta: { className: 'text-right' }, cell: ({ row }) => formatMoney(row.original.value) },
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

/** The sales order page: header, actions (each only for roles that may, and only in the statuses that allow it), lines, work orders, shipments. */
export function SalesOrderDetail({ order, access }: { order: SalesOrderDto; access: Access }) {
  const open = order.status === 'confirmed' || order.status === 'partially_shipped';
  const url = `/api/sales-orders/${order.id}`;
  const shippable = order.lines.filter((l) => l.quantity_remaining > 0);
  const actions = (
    <div className="flex flex-wrap gap-2">
      {access.sales && order.status === 'draft' && (
        <ConfirmAction
          label="Confirm"
          variant="default"
          title={`Confirm ${order.order_number}?`}
          description="Finished goods in stock are allocated to the lines (oldest first) and the customer's credit limit is checked."
          confirmLabel="Confirm Order"
          request={{ url: `${url}/confirm`, method: 'POST', body: { version: order.version } }}
          success={`${order.order_number} confirmed`}
          failure="The order could not be confirmed."
        />
      )}
      {access.sales && access.override && order.status === 'draft' && <OverrideConfirmDialog orderId={order.id} orderNumber={order.order_number} version={order.version} />}
      {access.sales && open && (
        <ConfirmAction
          label="Create Work Orders"
          title="Make to order?"
          description="A work order is planned on the product's mold for every line's shortfall (what stock and open work orders do not cover)."
          confirmLabel="Create Work Orders"
          request={{ url: `${url}/work-orders`, method: 'POST' }}
          success="Work orders planned for the shortfall"
          failure="The work orders could not be created."
        />
      )}
      {access.ship && open && shippable.length > 0 && (
        <ShipDialog
          orderId={order.id}
          orderNumber={order.order_number}
          lines={shippable.map((l) => ({ id: l.id, line_number: l.line_number, product_code: l.product.product_code, product_name: l.product.product_name, unit: l.product.unit, remaining: l.quantity_remaining, allocated: l.quantity_allocated }))}
        />
      )}
      {access.sales && order.status === 'partially_shipped' && (
        <ConfirmAction
          label="Close Short"
          title={`Close ${order.order_number} short?`}
          description="What remains will not ship; the stock held for it is released. Its work orders that have not started are cancelled; those in production keep running for free stock."
          confirmLabel="Close Order"
          request={{ url: `${url}/close`, method: 'POST', body: { version: order.version } }}
          success={`${order.order_number} closed`}
          failure="The order could not be closed."
        />
      )}
      {access.sales && (order.status === 'draft' || order.status === 'confirmed') && (
        <ConfirmAction
          label="Cancel Order"
          variant="destructive"
          title={`Cancel ${order.order_number}?`}
          description="The order is cancelled and any stock held for it is released. Its work orders that have not started are cancelled; those in production keep running for free stock."
          confirmLabel="Cancel Order"
          request={{ url: `${url}/cancel`, method: 'POST', body: { version: order.version } }}
          success={`${order.order_number} cancelled`}
          failure="The order could not be cancelled."
        />
      )}
    </div>
  );

  return (
    <div className="space-y-5">
      <PageHeader
        back={{ href: '/sales', label: 'Back to Sales' }}
        title={order.order_number}
        subtitle={order.customer.company_name}
        badges={<SalesOrderStatusBadge status={order.status} />}
        actions={actions}
      />
      <Card>
        <CardContent>
          <DescriptionList columns={3}>
            <DescriptionItem label="Customer">
              <Link href={`/customers/${order.customer.id}`} className="text-primary hover:underline">
                {order.customer.company_name} ({order.customer.customer_code})
              </Link>
            </DescriptionItem>
            <DescriptionItem label="Customer PO">{order.customer_po}</DescriptionItem>
            <DescriptionItem label="Order Date">{formatDate(order.order_date)}</DescriptionItem>
            <DescriptionItem label="Requested Date">{order.requested_date ? formatDate(order.requested_date) : null}</DescriptionItem>
            <DescriptionItem label="Ship To" className="whitespace-pre-line">
              {order.ship_to_address}
            </DescriptionItem>
            <DescriptionItem label="Subtotal" testId="so-subtotal">
              {formatMoney(order.subtotal)}
            </DescriptionItem>
            {order.notes && <DescriptionItem label="Notes">{order.notes}</DescriptionItem>}
          </DescriptionList>
        </CardContent>
      </Card>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle>Lines</CardTitle>
        </CardHeader>
        <CardContent>
          <DataTable columns={lineColumns} data={order.lines} caption="Order lines" getRowId={(l) => String(l.id)} emptyState={<p className="p-4 text-sm text-muted-foreground">No lines.</p>} />
        </CardContent>
      </Card>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Work Orders</CardTitle>
          </CardHeader>
          <CardContent>
            <DataTable columns={workOrderColumns} data={order.work_orders} caption="Linked work orders" getRowId={(w) => String(w.id)} emptyState={<p className="p-4 text-sm text-muted-foreground">Nothing is made to order for this order.</p>} />
          </CardContent>
        </Card>
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Shipments</CardTitle>
          </CardHeader>
          <CardContent>
            <DataTable columns={shipmentColumns} data={order.shipments} caption="Shipments" getRowId={(s) => String(s.id)} emptyState={<p className="p-4 text-sm text-muted-foreground">Nothing has shipped yet.</p>} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
