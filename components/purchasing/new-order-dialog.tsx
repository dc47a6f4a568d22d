'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CustomField, DateField, FormDialog, NumberField, TextareaField } from '@/components/form';
import { toastCreated } from '@/components/form/toast-created';
import { ProductPicker, type ProductOption } from '@/components/pickers/product-picker';
import { Button } from '@/components/ui/button';
import { Plus, Trash2 } from '@/components/ui/icons';
import { addDays, todayInPlant } from '@/lib/dates';
import type { PurchaseOrderDto } from '@/lib/purchasing/dto';
import { createPurchaseOrderSchema } from '@/lib/purchasing/schemas';

type Line = { product_id: number | null; quantity: number | null; unit_price: number | null };
type Values = { supplier_id: number; expected_date: string; notes: string | null; lines: Line[] };

/**
 * New Purchase Order (a draft) from a supplier's page: POST /api/purchase-orders. A line's price left blank is the
 * product's standard cost; prices take 4 decimals.
 */
export function NewOrderDialog({ supplier, trigger }: { supplier: { id: number; company_name: string; lead_time_days: number | null }; trigger: React.ReactNode }) {
  const router = useRouter();
  return (
    <FormDialog<typeof createPurchaseOrderSchema, PurchaseOrderDto>
      title="New Purchase Order"
      description={`A draft for ${supplier.company_name}; place it from its page.`}
      className="sm:max-w-3xl"
      trigger={trigger}
      schema={createPurchaseOrderSchema}
      defaultValues={{ supplier_id: supplier.id, expected_date: addDays(todayInPlant(), supplier.lead_time_days ?? 14), notes: null, lines: [{ product_id: null, quantity: null, unit_price: null }] } as never}
      request={(values) => ({ url: '/api/purchase-orders', method: 'POST', body: values })}
      failureMessage="Failed to create the purchase order"
      submitLabel="Create Draft"
      savingLabel="Creating..."
      onSuccess={(order) => {
        toastCreated(`${order.po_number} created as a draft`, `/purchasing/${order.id}`, router.push);
        router.push(`/purchasing/${order.id}`);
      }}
    >
      <DateField<Values> name="expected_date" label="Expected" required min={todayInPlant()} />
      <OrderLines />
      <TextareaField<Values> name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}

function OrderLines() {
  const { control, setValue } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [picked, setPicked] = React.useState<Record<string, ProductOption | null>>({});
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Lines</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_9rem_auto]">
          <CustomField<Values> name={`lines.${index}.product_id`} label={`Item ${index + 1}`} required>
            {({ id, errorProps }) => (
              <ProductPicker
                id={id}
                value={picked[field.id] ?? null}
                onSelect={(p) => {
                  setPicked((prev) => ({ ...prev, [field.id]: p }));
                  setValue(`lines.${index}.product_id` as never, (p ? p.id : null) as never, { shouldValidate: !!p, shouldDirty: true });
                }}
                {...errorProps}
              />
            )}
          </CustomField>
          <NumberField<Values> name={`lines.${index}.quantity`} label="Quantity" required min={0} />
          <NumberField<Values> name={`lines.${index}.unit_price`} label="Unit price ($)" min={0} step={0.0001} placeholder="Standard" />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove line ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append({ product_id: null, quantity: null, unit_price: null })}>
          <Plus aria-hidden /> Add line
        </Button>
      </div>
    </fieldset>
  );
}
