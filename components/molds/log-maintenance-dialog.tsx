'use client';

import { Wrench } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { MAINTENANCE_TYPE_LABELS, MAINTENANCE_TYPES, type MaintenanceTypeValue } from '@/lib/molds/constants';
import { errorMessageFrom, fieldErrorsFrom, MAINTENANCE_FAILED_MESSAGE, maintenancePayload, type MaintenanceFormValues } from '@/lib/molds/form';
import { resetsCounterByDefault } from '@/lib/molds/maintenance-rules';
import type { MoldDto } from '@/lib/molds/types';
import { formatDate, formatNumber } from '@/lib/utils';
import { localToday, sendJson } from './api';
import { FormErrorBanner } from './form-error-banner';

const typeOptions = MAINTENANCE_TYPES.map((value) => ({ value, label: MAINTENANCE_TYPE_LABELS[value] }));

function initialValues(): MaintenanceFormValues {
  return { date: localToday(), type: 'preventive', description: '', technician: '', cost: '', resets_counter: true };
}

/**
 * Log Maintenance: POST /api/molds/{id}/maintenance. "Reset counter" follows the type (on for preventive,
 * corrective and repair) until the user changes it; a date before the last maintenance is flagged as
 * history only, as the server will treat it.
 */
export function LogMaintenanceDialog({ mold }: { mold: MoldDto }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [values, setValues] = React.useState(initialValues);
  const [resetTouched, setResetTouched] = React.useState(false);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  const backdated = Boolean(values.date && mold.last_maintenance_date && values.date < mold.last_maintenance_date);
  const set = <K extends keyof MaintenanceFormValues>(key: K, value: MaintenanceFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!values.date) {
      setErrors({ date: 'The date field is required.' });
      setBanner('Please fill in all required fields');
      return;
    }
    setSaving(true);
    setBanner(null);
    const res = await sendJson(`/api/molds/${mold.id}/maintenance`, 'POST', maintenancePayload(values));
    setSaving(false);
    if (!res.ok) {
      setErrors(fieldErrorsFrom(res.body));
      setBanner(errorMessageFrom(res.body, MAINTENANCE_FAILED_MESSAGE));
      return;
    }
    const data = (res.body as { data?: { resets_counter?: boolean } }).data;
    toast.success(data?.resets_counter ? 'Maintenance logged — shot counter reset' : 'Maintenance logged');
    setOpen(false);
    router.refresh();
  }

  const id = (name: string) => `log-maintenance-${name}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (next) {
          setValues(initialValues());
          setResetTouched(false);
          setErrors({});
          setBanner(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Wrench aria-hidden /> Log Maintenance
        </Button>
      </DialogTrigger>
      <DialogContent title="Log Maintenance" description={`${mold.mold_code} · ${formatNumber(mold.shots_since_maintenance)} shots since last maintenance`} className="sm:max-w-xl">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormErrorBanner message={banner} />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Date" htmlFor={id('date')} required error={errors.date}>
              <Input id={id('date')} type="date" max={localToday()} value={values.date} disabled={saving} onChange={(e) => set('date', e.target.value)} {...fieldErrorProps(id('date'), errors.date)} />
            </FormField>
            <FormField label="Type" htmlFor={id('type')} required error={errors.type}>
              <Select
                id={id('type')}
                value={values.type}
                disabled={saving}
                options={typeOptions}
                onChange={(e) => {
                  const type = e.target.value as MaintenanceTypeValue;
                  setValues((v) => ({ ...v, type, resets_counter: resetTouched ? v.resets_counter : resetsCounterByDefault(type) }));
                }}
                {...fieldErrorProps(id('type'), errors.type)}
              />
            </FormField>
          </div>
          <FormField label="Description" htmlFor={id('description')} error={errors.description}>
            <Textarea id={id('description')} rows={3} value={values.description} disabled={saving} placeholder="Work done, parts replaced, findings..." onChange={(e) => set('description', e.target.value)} />
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label="Technician" htmlFor={id('technician')} error={errors.technician}>
              <Input id={id('technician')} value={values.technician} disabled={saving} autoComplete="off" onChange={(e) => set('technician', e.target.value)} />
            </FormField>
            <FormField label="Cost ($)" htmlFor={id('cost')} error={errors.cost}>
              <Input id={id('cost')} type="number" min={0} step={0.01} inputMode="decimal" placeholder="0.00" value={values.cost} disabled={saving} onChange={(e) => set('cost', e.target.value)} {...fieldErrorProps(id('cost'), errors.cost)} />
            </FormField>
          </div>
          <div className="flex items-start gap-2">
            <Checkbox
              id={id('resets_counter')}
              checked={values.resets_counter && !backdated}
              disabled={saving || backdated}
              onChange={(e) => {
                setResetTouched(true);
                set('resets_counter', e.target.checked);
              }}
            />
            <div className="grid gap-1">
              <Label htmlFor={id('resets_counter')}>Reset shot counter</Label>
              <p className="text-xs text-muted-foreground">
                {backdated
                  ? `This date is before the last maintenance (${formatDate(mold.last_maintenance_date)}): the record is kept as history and resets nothing.`
                  : `Sets shots since maintenance from ${formatNumber(mold.shots_since_maintenance)} to 0. Lifetime shots (${formatNumber(mold.total_shots_lifetime)}) are kept.`}
              </p>
            </div>
          </div>
          <FormDialogFooter saving={saving} onCancel={() => setOpen(false)} submitLabel={'Save Maintenance'} savingLabel={'Saving...'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
