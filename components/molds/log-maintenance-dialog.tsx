'use client';

import { Wrench } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { DateField, FormDialog, NumberField, SelectField, TextareaField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { todayInPlant } from '@/lib/dates';
import { MAINTENANCE_TYPE_LABELS, MAINTENANCE_TYPES } from '@/lib/molds/constants';
import { emptyMaintenanceForm, MAINTENANCE_FAILED_MESSAGE, maintenanceBanner, type MaintenanceFormValues } from '@/lib/molds/form';
import { resetsCounterByDefault } from '@/lib/molds/maintenance-rules';
import { maintenanceRecordSchema } from '@/lib/molds/schemas';
import type { MaintenanceRecordDto, MoldDto } from '@/lib/molds/types';
import { formatDate, formatNumber } from '@/lib/utils';

const typeOptions = MAINTENANCE_TYPES.map((value) => ({ value, label: MAINTENANCE_TYPE_LABELS[value] }));

/** Log Maintenance: POST /api/molds/{id}/maintenance, on the schema the server parses with. */
export function LogMaintenanceDialog({ mold }: { mold: MoldDto }) {
  const router = useRouter();
  return (
    <FormDialog<typeof maintenanceRecordSchema, MaintenanceRecordDto>
      title="Log Maintenance"
      description={`${mold.mold_code} · ${formatNumber(mold.shots_since_maintenance)} shots since last maintenance`}
      className="sm:max-w-xl"
      trigger={
        <Button>
          <Wrench aria-hidden /> Log Maintenance
        </Button>
      }
      schema={maintenanceRecordSchema}
      defaultValues={emptyMaintenanceForm()}
      request={(values) => ({ url: `/api/molds/${mold.id}/maintenance`, method: 'POST', body: values })}
      failureMessage={MAINTENANCE_FAILED_MESSAGE}
      invalidMessage={maintenanceBanner}
      submitLabel="Save Maintenance"
      savingLabel="Saving..."
      onSuccess={(record) => {
        toast.success(record.resets_counter ? 'Maintenance logged — shot counter reset' : 'Maintenance logged');
        router.refresh();
      }}
    >
      <MaintenanceFields mold={mold} />
    </FormDialog>
  );
}

/**
 * "Reset shot counter" follows the type (on for preventive, corrective and repair) until the user changes it;
 * a date before the last maintenance is flagged as history only, as the server will treat it.
 */
function MaintenanceFields({ mold }: { mold: MoldDto }) {
  const { register, setValue, control } = useFormContext<MaintenanceFormValues>();
  const [type, date] = useWatch({ control, name: ['type', 'date'] });
  const [resetTouched, setResetTouched] = React.useState(false);
  const resetId = React.useId();
  const backdated = Boolean(date && mold.last_maintenance_date && date < mold.last_maintenance_date);

  React.useEffect(() => {
    if (!resetTouched && (MAINTENANCE_TYPES as readonly string[]).includes(type)) setValue('resets_counter', resetsCounterByDefault(type));
  }, [type, resetTouched, setValue]);

  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <DateField<MaintenanceFormValues> name="date" label="Date" required max={todayInPlant()} />
        <SelectField<MaintenanceFormValues> name="type" label="Type" required options={typeOptions} />
      </div>
      <TextareaField<MaintenanceFormValues> name="description" label="Description" rows={3} placeholder="Work done, parts replaced, findings..." />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField<MaintenanceFormValues> name="technician" label="Technician" autoComplete="off" />
        <NumberField<MaintenanceFormValues> name="cost" label="Cost ($)" min={0} step={0.01} placeholder="0.00" />
      </div>
      <div className="flex items-start gap-2">
        {backdated ? (
          // History only: it resets nothing whatever the box says (the choice comes back with a later date).
          <Checkbox id={resetId} checked={false} disabled readOnly />
        ) : (
          <Checkbox id={resetId} {...register('resets_counter', { onChange: () => setResetTouched(true) })} />
        )}
        <div className="grid gap-1">
          <Label htmlFor={resetId}>Reset shot counter</Label>
          <p className="text-xs text-muted-foreground">
            {backdated
              ? `This date is before the last maintenance (${formatDate(mold.last_maintenance_date)}): the record is kept as history and resets nothing.`
              : `Sets shots since maintenance from ${formatNumber(mold.shots_since_maintenance)} to 0. Lifetime shots (${formatNumber(mold.total_shots_lifetime)}) are kept.`}
          </p>
        </div>
      </div>
    </>
  );
}
