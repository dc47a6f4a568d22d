'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessageFrom, fieldErrorsFrom, USAGE_FAILED_MESSAGE, usagePayload, type UsageFormValues } from '@/lib/molds/form';
import type { MoldDto } from '@/lib/molds/types';
import { localToday, sendJson } from './api';
import { FormErrorBanner } from './form-error-banner';

function initialValues(): UsageFormValues {
  return { date: localToday(), work_order: '', product: '', shots_produced: '', machine: '', operator: '', defect_rate: '' };
}

/** Record a production run by hand (press counters and production reporting use the same call). */
export function RecordUsageDialog({ mold }: { mold: MoldDto }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [values, setValues] = React.useState(initialValues);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const set = (key: keyof UsageFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const id = (name: string) => `record-usage-${name}`;
  const field = (key: keyof UsageFormValues) => ({
    id: id(key),
    value: values[key],
    disabled: saving,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
    ...fieldErrorProps(id(key), errors[key]),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!values.date || !values.shots_produced.trim()) {
      setBanner('Please fill in all required fields');
      return;
    }
    setSaving(true);
    setBanner(null);
    const res = await sendJson(`/api/molds/${mold.id}/usage`, 'POST', usagePayload(values));
    setSaving(false);
    if (!res.ok) {
      setErrors(fieldErrorsFrom(res.body));
      setBanner(errorMessageFrom(res.body, USAGE_FAILED_MESSAGE));
      return;
    }
    toast.success('Usage recorded');
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (next) {
          setValues(initialValues());
          setErrors({});
          setBanner(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Plus aria-hidden /> Record Usage
        </Button>
      </DialogTrigger>
      <DialogContent title="Record Usage" description={`A production run on ${mold.mold_code}: its shots are added to the lifetime and since-maintenance counters.`} className="sm:max-w-xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormErrorBanner message={banner} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Date" htmlFor={id('date')} required error={errors.date}>
              <Input {...field('date')} type="date" max={localToday()} />
            </FormField>
            <FormField label="Shots Produced" htmlFor={id('shots_produced')} required error={errors.shots_produced}>
              <Input {...field('shots_produced')} type="number" min={1} step={1} inputMode="numeric" />
            </FormField>
            <FormField label="Work Order" htmlFor={id('work_order')} error={errors.work_order}>
              <Input {...field('work_order')} placeholder="WO-2026-00001" autoComplete="off" />
            </FormField>
            <FormField label="Product" htmlFor={id('product')} error={errors.product}>
              <Input {...field('product')} autoComplete="off" />
            </FormField>
            <FormField label="Machine" htmlFor={id('machine')} error={errors.machine}>
              <Input {...field('machine')} placeholder="Press 07" autoComplete="off" />
            </FormField>
            <FormField label="Operator" htmlFor={id('operator')} error={errors.operator}>
              <Input {...field('operator')} autoComplete="off" />
            </FormField>
            <FormField label="Defect Rate (%)" htmlFor={id('defect_rate')} error={errors.defect_rate}>
              <Input {...field('defect_rate')} type="number" min={0} max={100} step={0.01} inputMode="decimal" />
            </FormField>
          </div>
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel={'Record Usage'} savingLabel={'Saving...'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
