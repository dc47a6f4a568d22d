'use client';

import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { NumberField, SelectField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Plus, Trash2 } from '@/components/ui/icons';
import { SCRAP_REASON_LABELS, SCRAP_REASONS } from '@/lib/oee/constants';

type Values = { scrap_reasons: { reason_code: string; quantity: number | null }[] };

const OPTIONS = SCRAP_REASONS.map((c) => ({ value: c, label: SCRAP_REASON_LABELS[c] }));

/** The report's scrap by reason (CONTRACT §13): lines that must add up to the scrap parts (the schema checks it). */
export function ScrapReasonLines({ disabled = false }: { disabled?: boolean }) {
  const { control } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'scrap_reasons' });
  const { errors } = useFormState({ control, name: 'scrap_reasons' });
  const listError = (errors.scrap_reasons as { message?: string; root?: { message?: string } } | undefined)?.message ?? (errors.scrap_reasons as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <fieldset disabled={disabled} className="grid gap-3" aria-describedby={listError ? 'scrap-reasons-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Scrap by reason</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]">
          <SelectField<Values> name={`scrap_reasons.${index}.reason_code`} label={`Reason ${index + 1}`} required placeholder="Choose a reason" options={OPTIONS} />
          <NumberField<Values> name={`scrap_reasons.${index}.quantity`} label="Parts" integer min={1} required />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove scrap reason ${index + 1}`} onClick={() => remove(index)}>
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ))}
      {listError ? (
        <p id="scrap-reasons-error" role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ reason_code: '', quantity: null })}>
          <Plus className="size-4" aria-hidden="true" /> Add scrap reason
        </Button>
      </div>
    </fieldset>
  );
}
