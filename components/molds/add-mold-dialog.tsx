'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from 'sonner';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { CREATE_FAILED_MESSAGE, createMoldPayload, emptyMoldForm, errorMessageFrom, fieldErrorsFrom, validateAddMold } from '@/lib/molds/form';
import { sendJson } from './api';
import { FormErrorBanner } from './form-error-banner';
import { MoldFormFields } from './mold-form-fields';

/** "Add Mold" (and the empty state's "+ Add Your First Mold"): creates through POST /api/molds, then reloads the list. */
export function AddMoldDialog({ trigger }: { trigger: React.ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [values, setValues] = React.useState(emptyMoldForm);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  function reset() {
    setValues(emptyMoldForm());
    setErrors({});
    setBanner(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = validateAddMold(values);
    if (problem) {
      setBanner(problem);
      setErrors({});
      return;
    }
    setSaving(true);
    setBanner(null);
    const res = await sendJson('/api/molds', 'POST', createMoldPayload(values));
    setSaving(false);
    if (!res.ok) {
      setErrors(fieldErrorsFrom(res.body));
      setBanner(errorMessageFrom(res.body, CREATE_FAILED_MESSAGE));
      return;
    }
    const created = (res.body as { data?: { mold_code?: string } }).data;
    toast.success(`Mold ${created?.mold_code ?? values.mold_code} created`);
    setOpen(false);
    reset();
    router.refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Add Mold" description="Register a mold with its ownership, cavities and shot-based maintenance interval." className="sm:max-w-2xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormErrorBanner message={banner} />
          <MoldFormFields idPrefix="add-mold" mode="create" values={values} onChange={setValues} errors={errors} disabled={saving} />
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel={'Create Mold'} savingLabel={'Creating...'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
