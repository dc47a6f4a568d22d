'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, CustomField, DateField, FormDialog, SelectField, TextareaField } from '@/components/form';
import { MoldPicker } from '@/components/pickers/mold-picker';
import { toast } from '@/components/ui/toast';
import { addDays, todayInPlant } from '@/lib/dates';
import { MAINTENANCE_TYPE_LABELS, MAINTENANCE_TYPES, MWO_ASSET_TYPE_LABELS, MWO_ASSET_TYPES, MWO_PRIORITIES, MWO_PRIORITY_LABELS } from '@/lib/maintenance/constants';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { createMaintenanceSchema } from '@/lib/maintenance/schemas';

export type PressOption = { id: number; machine_number: string; machine_name: string };
type Values = Record<string, unknown>;
type MoldOption = React.ComponentProps<typeof MoldPicker>['value'];

/** Create: POST /api/maintenance/work-orders on the schema the server parses (a mold by picker, a press from the list). */
export function CreateMaintenanceDialog({ trigger, presses }: { trigger: React.ReactNode; presses: PressOption[] }) {
  const router = useRouter();
  return (
    <FormDialog<typeof createMaintenanceSchema, MaintenanceWorkOrderDto>
      title="New Maintenance Work Order"
      description="One open work order per mold or press."
      className="sm:max-w-xl"
      trigger={trigger}
      schema={createMaintenanceSchema}
      defaultValues={{ asset_type: 'mold', asset_id: null, type: 'corrective', priority: 'medium', due_date: addDays(todayInPlant(), 3), description: '', breakdown: false } as never}
      request={(values) => ({ url: '/api/maintenance/work-orders', method: 'POST', body: values })}
      failureMessage="Failed to create the maintenance work order"
      submitLabel="Create Work Order"
      savingLabel="Creating..."
      onSuccess={(order) => {
        toast.success(`${order.maintenance_number} created for ${order.asset?.code ?? 'the asset'}`);
        router.refresh();
      }}
    >
      <CreateFields presses={presses} />
    </FormDialog>
  );
}

function CreateFields({ presses }: { presses: PressOption[] }) {
  const { setValue, control } = useFormContext<Values>();
  const [assetType, assetId] = useWatch({ control, name: ['asset_type', 'asset_id'] }) as [string, unknown];
  const [picked, setMold] = React.useState<MoldOption>(null);
  // The picked mold shows only while it is the form's asset (switching to a press clears the asset).
  const mold = picked && String(picked.id) === String(assetId ?? '') && assetType === 'mold' ? picked : null;
  const previousType = React.useRef(assetType);
  React.useEffect(() => {
    if (previousType.current !== assetType) setValue('asset_id', null);
    previousType.current = assetType;
  }, [assetType, setValue]);
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField<Values> name="asset_type" label="Asset type" required options={MWO_ASSET_TYPES.map((t) => ({ value: t, label: MWO_ASSET_TYPE_LABELS[t] }))} />
        {assetType === 'machine' ? (
          <SelectField<Values> name="asset_id" label="Press" required numeric placeholder="Choose a press" options={presses.map((p) => ({ value: String(p.id), label: `${p.machine_number} · ${p.machine_name}` }))} />
        ) : (
          <CustomField<Values> name="asset_id" label="Mold" required>
            {({ id, errorProps }) => (
              <MoldPicker
                id={id}
                value={mold}
                placeholder="Search molds by code or name..."
                onSelect={(m) => {
                  setMold(m);
                  setValue('asset_id', m ? m.id : null, { shouldValidate: !!m, shouldDirty: true });
                }}
                {...errorProps}
              />
            )}
          </CustomField>
        )}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <SelectField<Values> name="type" label="Type" required options={MAINTENANCE_TYPES.map((t) => ({ value: t, label: MAINTENANCE_TYPE_LABELS[t] }))} />
        <SelectField<Values> name="priority" label="Priority" options={MWO_PRIORITIES.map((p) => ({ value: p, label: MWO_PRIORITY_LABELS[p] }))} />
        <DateField<Values> name="due_date" label="Due date" required />
      </div>
      <TextareaField<Values> name="description" label="Description" rows={3} placeholder="What is wrong, what should be done..." />
      <CheckboxField<Values> name="breakdown" label="Breakdown (the asset failed)" />
    </>
  );
}
