'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { OpenOnMount } from '@/components/ui/open-on-mount';
import { messageOf, sendJson } from '@/lib/client/api';

export type ConfirmActionProps = {
  /** The button that opens the confirmation. */
  label: React.ReactNode;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  request: { url: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown };
  success: string;
  failure: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  'aria-label'?: string;
};

/**
 * A button that asks first, then sends one request; the server's refusal shows in the dialog, success as a toast.
 * Pages use the lazy `ConfirmAction` of ./confirm-action.tsx (this code loads on first use).
 */
export function ConfirmActionDialog({ label, title, description, confirmLabel, request, success, failure, variant = 'outline', size = 'sm', ...rest }: ConfirmActionProps) {
  const router = useRouter();
  const [open, setOpen] = React.useState(React.useContext(OpenOnMount));
  const [saving, setSaving] = React.useState(false);
  const [banner, setBanner] = React.useState<string | null>(null);

  async function confirm() {
    setSaving(true);
    setBanner(null);
    const result = await sendJson(request.url, request.method, request.body);
    setSaving(false);
    if (!result.ok) {
      setBanner(messageOf(result.body, failure));
      return;
    }
    toast.success(success);
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        setBanner(null);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant={variant} size={size} aria-label={rest['aria-label']}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" title={title} description={description}>
        <div className="grid gap-4">
          <FormErrorBanner message={banner} />
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel={confirmLabel} onSubmit={confirm} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
