'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OpenOnMount } from '@/components/ui/open-on-mount';
import { toast } from '@/components/ui/toast';
import { dataOf, fieldErrorsOf, messageOf, sendJson } from '@/lib/client/api';
import { formatNumber } from '@/lib/utils';

export type ShipLine = { id: number; line_number: number; product_code: string; product_name: string; unit: string; remaining: number; allocated: number };
export type ShipDialogProps = { orderId: number; orderNumber: string; lines: ShipLine[] };

/**
 * Ship some or all of what remains (POST /api/sales-orders/{id}/shipments): each open line's quantity (its allocated
 * stock by default), carrier and tracking number. The server's refusal (over the remaining, short of stock) shows
 * under the line; a shipment opens its packing slip.
 */
export function ShipDialog({ orderId, orderNumber, lines }: ShipDialogProps) {
  const router = useRouter();
  const [open, setOpen] = React.useState(React.useContext(OpenOnMount));
  // Each line's allocated stock (up to its remaining) by default, read again from the lines each time the dialog opens.
  const defaults = React.useCallback(() => Object.fromEntries(lines.map((l) => [l.id, String(Math.min(l.remaining, l.allocated) || '')])), [lines]);
  const [qty, setQty] = React.useState<Record<number, string>>(defaults);
  const [carrier, setCarrier] = React.useState('');
  const [tracking, setTracking] = React.useState('');
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  async function submit() {
    setBanner(null);
    setErrors({});
    const chosen = lines.map((l) => ({ line: l, quantity: qty[l.id]?.trim() ? Number(qty[l.id]) : 0 })).filter((c) => c.quantity !== 0);
    const bad = chosen.find((c) => !Number.isFinite(c.quantity) || c.quantity < 0);
    if (bad) {
      setErrors({ [`line-${bad.line.id}`]: 'Enter a quantity greater than 0.' });
      return;
    }
    if (!chosen.length) {
      setBanner('Enter a quantity to ship on at least one line.');
      return;
    }
    setSaving(true);
    const res = await sendJson(`/api/sales-orders/${orderId}/shipments`, 'POST', {
      carrier: carrier.trim() || null,
      tracking_number: tracking.trim() || null,
      lines: chosen.map((c) => ({ line_id: c.line.id, quantity: c.quantity })),
    });
    setSaving(false);
    if (!res.ok) {
      const fields = fieldErrorsOf(res.body);
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) {
        const m = /^lines\.(\d+)\./.exec(key);
        if (m) mapped[`line-${chosen[Number(m[1])]?.line.id}`] = message;
      }
      setErrors(mapped);
      setBanner(messageOf(res.body, 'The shipment could not be created.'));
      return;
    }
    const shipment = dataOf<{ id: number; shipment_number: string }>(res.body)!;
    toast.success(`Shipment ${shipment.shipment_number} created`);
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (next) {
          setQty(defaults());
          setErrors({});
          setBanner(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">Ship</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl" title={`Ship ${orderNumber}`} description="Quantities to ship now; allocated stock ships first, then the oldest free stock.">
        <div className="grid gap-4">
          <FormErrorBanner message={banner} />
          {lines.map((l) => {
            const id = `ship-line-${l.id}`;
            const error = errors[`line-${l.id}`];
            return (
              <div key={l.id} className="grid items-center gap-2 sm:grid-cols-[1fr_10rem]">
                <Label htmlFor={id} className="block">
                  <span className="font-mono text-xs">{l.product_code}</span> {l.product_name}
                  <span className="block text-xs font-normal text-muted-foreground">
                    Line {l.line_number}: {formatNumber(l.remaining)} {l.unit} remaining, {formatNumber(l.allocated)} allocated
                  </span>
                </Label>
                <Input id={id} inputMode="decimal" value={qty[l.id] ?? ''} onChange={(e) => setQty((q) => ({ ...q, [l.id]: e.target.value }))} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} />
                {error && (
                  <p id={`${id}-error`} className="text-sm text-destructive sm:col-span-2">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="ship-carrier">Carrier</Label>
              <Input id="ship-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="ship-tracking">Tracking Number</Label>
              <Input id="ship-tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} />
            </div>
          </div>
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel="Create Shipment" savingLabel="Shipping..." onSubmit={submit} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
