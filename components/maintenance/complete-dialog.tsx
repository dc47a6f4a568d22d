'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField, CustomField, DateField, FormDialog, NumberField, SelectField, TextareaField, TextField } from '@/components/form';
import { ProductPicker } from '@/components/pickers/product-picker';
import { Button } from '@/components/ui/button';
import { Plus, Trash2 } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { todayInPlant } from '@/lib/dates';
import { FIX_CODE_LABELS, FIX_CODES, ISSUE_CODE_LABELS, ISSUE_CODES } from '@/lib/maintenance/constants';
import type { CompletedMaintenanceDto, MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { completeMaintenanceSchema } from '@/lib/maintenance/schemas';

type Values = {
  completed_date: string;
  technician: string;
  cost: string;
  notes: string;
  issue_code: string;
  fix_code: string;
  resets_counter: boolean;
  /** The API takes ids as numbers: the picker sets the chosen product's id, null before one is chosen. */
  parts: { product_id: number | null; quantity: string }[];
};
type ProductOption = React.ComponentProps<typeof ProductPicker>['value'];

/**
 * Complete: POST /api/maintenance/work-orders/{id}/complete. One transaction on the server: the mold's maintenance
 * record (counter reset by its rules), the parts issued FIFO (a part short refuses the whole completion), the asset
 * back in service.
 */
export function CompleteMaintenanceDialog({ order, trigger }: { order: MaintenanceWorkOrderDto; trigger: React.ReactNode }) {
  const router = useRouter();
  const isMold = order.asset_type === 'mold';
  return (
    <FormDialog<typeof completeMaintenanceSchema, CompletedMaintenanceDto>
      title={`Complete ${order.maintenance_number}`}
      description={`${order.asset?.code ?? ''} · ${isMold ? 'writes the mold’s maintenance record and puts it back to active' : 'puts the press back to idle'}`}
      className="sm:max-w-2xl"
      trigger={trigger}
      schema={completeMaintenanceSchema}
      defaultValues={{ completed_date: todayInPlant(), technician: order.assigned_to?.name ?? '', cost: '', notes: '', issue_code: '', fix_code: '', resets_counter: order.type === 'preventive' || order.type === 'corrective' || order.type === 'repair', parts: [] } as never}
      request={(values) => ({ url: `/api/maintenance/work-orders/${order.id}/complete`, method: 'POST', body: { ...values, version: order.version } })}
      failureMessage="Failed to complete the maintenance work order"
      submitLabel="Complete Work Order"
      savingLabel="Completing..."
      onSuccess={(done) => {
        const parts = done.parts_issued.length;
        toast.success(`${done.maintenance_number} completed${parts ? ` — ${parts} part${parts === 1 ? '' : 's'} issued` : ''}`);
        router.refresh();
      }}
    >
      <CompleteFields isMold={isMold} />
    </FormDialog>
  );
}

function CompleteFields({ isMold }: { isMold: boolean }) {
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <DateField<Values> name="completed_date" label="Completed" required max={todayInPlant()} />
        <TextField<Values> name="technician" label="Technician" required autoComplete="off" />
        <NumberField<Values> name="cost" label="Cost ($)" min={0} step={0.01} placeholder="0.00" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField<Values> name="issue_code" label="Issue" placeholder="—" options={ISSUE_CODES.map((c) => ({ value: c, label: ISSUE_CODE_LABELS[c] }))} />
        <SelectField<Values> name="fix_code" label="Fix" placeholder="—" options={FIX_CODES.map((c) => ({ value: c, label: FIX_CODE_LABELS[c] }))} />
      </div>
      <TextareaField<Values> name="notes" label="Notes" rows={2} placeholder="Findings, work done..." />
      {isMold && <CheckboxField<Values> name="resets_counter" label="Reset the shot counter" />}
      <PartLines />
    </>
  );
}

/** Spare parts issued FIFO from stock on completion. */
function PartLines() {
  const { control, setValue } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'parts' });
  const [picked, setPicked] = React.useState<Record<string, ProductOption>>({});
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Spare parts</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]">
          <CustomField<Values> name={`parts.${index}.product_id`} label={`Part ${index + 1}`} required>
            {({ id, errorProps }) => (
              <ProductPicker
                id={id}
                value={picked[field.id] ?? null}
                onSelect={(p) => {
                  setPicked((prev) => ({ ...prev, [field.id]: p }));
                  setValue(`parts.${index}.product_id` as never, (p ? p.id : null) as never, { shouldValidate: !!p, shouldDirty: true });
                }}
                {...errorProps}
              />
            )}
          </CustomField>
          <NumberField<Values> name={`parts.${index}.quantity`} label="Quantity" required min={0} step="any" />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove part ${index + 1}`} onClick={() => remove(index)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ product_id: null, quantity: '1' })}>
          <Plus aria-hidden /> Add part
        </Button>
      </div>
    </fieldset>
  );
}
