'use client';

import { Pencil } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessageFrom, fieldErrorsFrom, moldFormFrom, UPDATE_FAILED_MESSAGE, updateMoldPayload } from '@/lib/molds/form';
import type { MoldDto } from '@/lib/molds/types';
import { sendJson } from './api';
import { FormErrorBanner } from './form-error-banner';
import { MoldFormFields } from './mold-form-fields';

/**
 * Edit Mold: PUT /api/molds/{id} with the version the page was loaded at, so a change made meanwhile by
 * someone else is refused (409) instead of silently overwritten. Errors show in a banner inside the modal.
 */
export function EditMoldDialog({ mold }: { mold: MoldDto }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [values, setValues] = React.useState(() => moldFormFrom(mold));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setBanner(null);
    const res = await sendJson(`/api/molds/${mold.id}`, 'PUT', updateMoldPayload(values, mold.version));
    setSaving(false);
    if (!res.ok) {
      setErrors(fieldErrorsFrom(res.body));
      setBanner(errorMessageFrom(res.body, UPDATE_FAILED_MESSAGE));
      return;
    }
    toast.success('Mold updated');
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (next) {
          // Start from the mold as shown now (after earlier edits or a refresh).
          setValues(moldFormFrom(mold));
          setErrors({});
          setBanner(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden /> Edit Mold
        </Button>
      </DialogTrigger>
      <DialogContent title="Edit Mold" description={`${mold.mold_code} — counters change only through usage and maintenance records.`} className="sm:max-w-2xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormErrorBanner message={banner} />
          <MoldFormFields idPrefix="edit-mold" mode="edit" values={values} onChange={setValues} errors={errors} disabled={saving} />
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel={'Save Changes'} savingLabel={'Saving...'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
