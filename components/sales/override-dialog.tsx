'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Label } from '@/components/ui/label';
import { OpenOnMount } from '@/components/ui/open-on-mount';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { messageOf, sendJson } from '@/lib/client/api';

export type OverrideDialogProps = { orderId: number; orderNumber: string; version: number };

/** Confirm past the customer's credit limit with a reason (Manager, Admin; audited). */
export function OverrideConfirmDialog({ orderId, orderNumber, version }: OverrideDialogProps) {
  const router = useRouter();
  const [open, setOpen] = React.useState(React.useContext(OpenOnMount));
  const [reason, setReason] = React.useState('');
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  async function submit() {
    if (!reason.trim()) {
      setBanner('Give the reason for the override.');
      return;
    }
    setSaving(true);
    const res = await sendJson(`/api/sales-orders/${orderId}/confirm`, 'POST', { override_reason: reason.trim(), version });
    setSaving(false);
    if (!res.ok) {
      setBanner(messageOf(res.body, 'The order could not be confirmed.'));
      return;
    }
    toast.success(`${orderNumber} confirmed with a credit-limit override`);
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Confirm with Override
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" title={`Override the credit limit for ${orderNumber}`} description="The order is confirmed past the customer's credit limit; the reason is kept in the audit log.">
        <div className="grid gap-3">
          <FormErrorBanner message={banner} />
          <Label htmlFor="override-reason">Reason</Label>
          <Textarea id="override-reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel="Confirm Order" onSubmit={submit} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
