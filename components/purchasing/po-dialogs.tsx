'use client';

import { useRouter } from 'next/navigation';
import { FormDialog, NumberField, TextareaField, TextField, DateField } from '@/components/form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { toast } from '@/components/ui/toast';
import { todayInPlant } from '@/lib/dates';
import type { GoodsReceiptDto, PurchaseOrderDto } from '@/lib/purchasing/dto';
import { placePurchaseOrderSchema, poReasonSchema, receiveFormSchema } from '@/lib/purchasing/schemas';
import { formatNumber, formatUnitPrice } from '@/lib/utils';

/**
 * Place: POST /api/purchase-orders/{id}/place. A conditional supplier is placed with a warning (shown before and
 * after); an at-risk one is blocked unless a Manager or Admin gives an override reason.
 */
export function PlaceOrderDialog({ order, mayOverride, trigger }: { order: PurchaseOrderDto; mayOverride: boolean; trigger: React.ReactNode }) {
  const router = useRouter();
  const rating = order.supplier.rating_category;
  const atRisk = rating === 'at_risk';
  return (
    <FormDialog<typeof placePurchaseOrderSchema, PurchaseOrderDto>
      title={`Place ${order.po_number}`}
      description={`Send the order to ${order.supplier.company_name}.`}
      trigger={trigger}
      schema={placePurchaseOrderSchema}
      defaultValues={{ override_reason: null }}
      request={(values) => ({ url: `/api/purchase-orders/${order.id}/place`, method: 'POST', body: { ...values, version: order.version } })}
      failureMessage="Failed to place the purchase order"
      submitLabel={atRisk ? 'Place with override' : 'Place Order'}
      savingLabel="Placing..."
      submitDisabled={() => atRisk && !mayOverride}
      onSuccess={(placed) => {
        toast.success(`${placed.po_number} placed with ${placed.supplier.company_name}`);
        if (rating === 'conditional') toast.message(`${placed.supplier.company_name} is rated conditional: watch this order.`);
        router.refresh();
      }}
    >
      {rating === 'conditional' && (
        <Alert role="status" data-testid="place-warning">
          <AlertTitle>Conditional supplier</AlertTitle>
          <AlertDescription>{order.supplier.company_name} scores 70–79. The order can be placed; watch its delivery and quality.</AlertDescription>
        </Alert>
      )}
      {atRisk && (
        <Alert variant="destructive" data-testid="place-block">
          <AlertTitle>Supplier at risk</AlertTitle>
          <AlertDescription>
            {mayOverride
              ? `${order.supplier.company_name} scores below 70. Placing needs your override reason (kept in the audit log).`
              : `${order.supplier.company_name} scores below 70: only a Manager can place this order, with an override reason.`}
          </AlertDescription>
        </Alert>
      )}
      {atRisk && mayOverride && <TextareaField name="override_reason" label="Override reason" required rows={3} placeholder="Why this order must go to this supplier now" />}
    </FormDialog>
  );
}

/** Close short (ordered or partially received) or Cancel (nothing received): an optional reason, audited. */
export function ReasonDialog({ order, action, trigger }: { order: PurchaseOrderDto; action: 'close' | 'cancel'; trigger: React.ReactNode }) {
  const router = useRouter();
  const closing = action === 'close';
  return (
    <FormDialog<typeof poReasonSchema, PurchaseOrderDto>
      title={`${closing ? 'Close' : 'Cancel'} ${order.po_number}`}
      description={closing ? 'Nothing more is owed: the remaining quantities leave what is on order.' : 'The order is withdrawn; nothing was received on it.'}
      trigger={trigger}
      schema={poReasonSchema}
      defaultValues={{ reason: null }}
      request={(values) => ({ url: `/api/purchase-orders/${order.id}/${action}`, method: 'POST', body: { ...values, version: order.version } })}
      failureMessage={`Failed to ${action} the purchase order`}
      submitLabel={closing ? 'Close Short' : 'Cancel Order'}
      savingLabel={closing ? 'Closing...' : 'Cancelling...'}
      onSuccess={(done) => {
        toast.success(`${done.po_number} ${closing ? 'closed' : 'cancelled'}`);
        router.refresh();
      }}
    >
      <TextareaField name="reason" label="Reason" rows={2} />
    </FormDialog>
  );
}

/**
 * Receive: POST /api/purchase-orders/{id}/receipts. One row per line still owed, received and rejected quantities
 * (a reason for rejects); the accepted part enters stock at the line's price, the supplier's scorecard follows.
 */
export function ReceiveDialog({ order, trigger }: { order: PurchaseOrderDto; trigger: React.ReactNode }) {
  const router = useRouter();
  const open = order.lines.filter((l) => l.quantity_remaining > 0);
  return (
    <FormDialog<typeof receiveFormSchema, GoodsReceiptDto>
      title={`Receive ${order.po_number}`}
      description={`From ${order.supplier.company_name}. Leave a line at 0 when nothing of it arrived.`}
      className="sm:max-w-3xl"
      trigger={trigger}
      schema={receiveFormSchema}
      defaultValues={{
        received_date: todayInPlant(),
        notes: null,
        lines: open.map((l) => ({ line_id: l.id, quantity_received: l.quantity_remaining, quantity_rejected: null, rejection_reason: null, location_id: null, lot_number: null })),
      }}
      request={(values) => ({
        url: `/api/purchase-orders/${order.id}/receipts`,
        method: 'POST',
        body: { ...values, lines: values.lines.filter((l) => l.quantity_received > 0) },
      })}
      failureMessage="Failed to receive the goods"
      submitLabel="Receive"
      savingLabel="Receiving..."
      onSuccess={(receipt) => {
        const rejected = receipt.lines.reduce((s, l) => s + l.quantity_rejected, 0);
        toast.success(`${receipt.receipt_number} recorded${rejected ? ` — ${formatNumber(rejected, 4)} rejected, kept out of stock` : ''}`);
        router.refresh();
      }}
    >
      <DateField name="received_date" label="Received on" required max={todayInPlant()} />
      <div className="grid gap-4">
        {open.map((line, index) => (
          <fieldset key={line.id} className="grid gap-3 rounded-md border p-3" data-testid="receive-line">
            <legend className="px-1 text-sm font-medium">
              {line.product.product_code} · {line.product.product_name} — {formatNumber(line.quantity_remaining, 4)} {line.product.unit} owed at {formatUnitPrice(line.unit_price)}
            </legend>
            <div className="grid items-start gap-3 sm:grid-cols-4">
              <NumberField name={`lines.${index}.quantity_received`} label="Received" min={0} />
              <NumberField name={`lines.${index}.quantity_rejected`} label="Rejected" min={0} />
              <TextField name={`lines.${index}.rejection_reason`} label="Rejection reason" />
              <TextField name={`lines.${index}.lot_number`} label="Lot number" />
            </div>
          </fieldset>
        ))}
      </div>
      <TextareaField name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
