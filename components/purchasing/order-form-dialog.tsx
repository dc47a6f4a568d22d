'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CustomField, DateField, FormDialog, NumberField, TextareaField } from '@/components/form';
import { toastCreated } from '@/components/form/toast-created';
import { ProductPicker, type ProductOption } from '@/components/pickers/product-picker';
import { SupplierPicker, type SupplierOption } from '@/components/pickers/supplier-picker';
import { Button } from '@/components/ui/button';
import { Plus, Trash2 } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { addDays, todayInPlant } from '@/lib/dates';
import type { PurchaseOrderDto } from '@/lib/purchasing/dto';
import { createPurchaseOrderSchema, supplierAtRisk, supplierConditional, updatePurchaseOrderSchema } from '@/lib/purchasing/schemas';

/**
 * A line as the form holds it: what the API takes, plus the picked product (what the picker shows; the schema drops
 * it). A line's expected date left blank follows the order's.
 */
type Line = { product_id: number | null; quantity: number | null; unit_price: number | null; expected_date: string | null; product: ProductOption | null };
type Values = { supplier_id: number | null; expected_date: string; notes: string | null; lines: Line[] };

/** The supplier a New Purchase Order is fixed to (a supplier's page). */
export type FixedSupplier = { id: number; company_name: string; lead_time_days: number | null };

const DEFAULT_LEAD_DAYS = 14;
const emptyLine = (): Line => ({ product_id: null, quantity: null, unit_price: null, expected_date: null, product: null });
const expectedFor = (leadTimeDays: number | null | undefined) => addDays(todayInPlant(), leadTimeDays ?? DEFAULT_LEAD_DAYS);

/** The draft as the form edits it: a line whose date is the order's follows the order's (blank). */
function valuesOf(order: PurchaseOrderDto): Values {
  return {
    supplier_id: order.supplier_id,
    expected_date: order.expected_date,
    notes: order.notes,
    lines: order.lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      unit_price: l.unit_price,
      expected_date: l.expected_date === order.expected_date ? null : l.expected_date,
      product: { id: l.product.id, product_code: l.product.product_code, product_name: l.product.product_name, unit: l.product.unit },
    })),
  };
}

/**
 * The one purchase-order form (CONTRACT §11): New Purchase Order — with the supplier fixed (a supplier's page) or
 * chosen with the supplier picker (/purchasing) — POST /api/purchase-orders, then the new draft's page; and Edit
 * Draft (`order`): PUT /api/purchase-orders/{id} with the header, every line (they replace the stored ones) and the
 * version the page was loaded at, so a change made meanwhile is a 409 in the banner instead of being overwritten. A
 * line's price left blank is the product's standard cost; prices take 4 decimals.
 */
export function PurchaseOrderFormDialog({ supplier, order, trigger }: { supplier?: FixedSupplier; order?: PurchaseOrderDto; trigger: React.ReactNode }) {
  const router = useRouter();

  if (order) {
    return (
      <FormDialog<typeof updatePurchaseOrderSchema, PurchaseOrderDto>
        title="Edit Draft"
        description={`${order.po_number} for ${order.supplier.company_name}. The lines below replace the order's lines.`}
        className="sm:max-w-4xl"
        trigger={trigger}
        schema={updatePurchaseOrderSchema}
        defaultValues={valuesOf(order) as never}
        request={(values) => ({ url: `/api/purchase-orders/${order.id}`, method: 'PUT', body: { expected_date: values.expected_date, notes: values.notes, lines: values.lines, version: order.version } })}
        failureMessage="Failed to update the purchase order"
        submitLabel="Save Changes"
        savingLabel="Saving..."
        onSuccess={() => {
          toast.success(`${order.po_number} updated`);
          router.refresh();
        }}
      >
        <OrderFields />
      </FormDialog>
    );
  }

  return (
    <FormDialog<typeof createPurchaseOrderSchema, PurchaseOrderDto>
      title="New Purchase Order"
      description={supplier ? `A draft for ${supplier.company_name}; place it from its page.` : 'A draft for the supplier you choose; place it from its page.'}
      className="sm:max-w-4xl"
      trigger={trigger}
      schema={createPurchaseOrderSchema}
      defaultValues={{ supplier_id: supplier?.id ?? null, expected_date: expectedFor(supplier?.lead_time_days), notes: null, lines: [emptyLine()] } as never}
      request={(values) => ({ url: '/api/purchase-orders', method: 'POST', body: values })}
      failureMessage="Failed to create the purchase order"
      submitLabel="Create Draft"
      savingLabel="Creating..."
      onSuccess={(created) => {
        toastCreated(`${created.po_number} created as a draft`, `/purchasing/${created.id}`, router.push);
        router.push(`/purchasing/${created.id}`);
      }}
    >
      {!supplier && <SupplierField />}
      <OrderFields />
    </FormDialog>
  );
}

/** The supplier picker (active suppliers); picking one sets the expected date from its lead time unless it was changed. */
function SupplierField() {
  const { control, setValue, getFieldState } = useFormContext<Values>();
  const supplierId = useWatch({ control, name: 'supplier_id' });
  // The form holds the id; the picker shows the supplier chosen while that id is set (a reopened form starts empty).
  const [picked, setPicked] = React.useState<SupplierOption | null>(null);
  const shown = supplierId === null ? null : picked;
  const rating = shown?.rating_category;
  const note = rating === 'at_risk' ? supplierAtRisk(shown!.company_name) : rating === 'conditional' ? supplierConditional(shown!.company_name) : null;
  return (
    <CustomField<Values> name="supplier_id" label="Supplier" required description={note ?? 'Type at least 2 characters of the company name, code or email.'}>
      {({ id, errorProps }) => (
        <SupplierPicker
          id={id}
          statuses={['active']}
          value={shown}
          placeholder="Search suppliers by name, code or email..."
          onSelect={(next) => {
            setPicked(next);
            setValue('supplier_id', next?.id ?? null, { shouldDirty: true, shouldValidate: !!next });
            if (next && !getFieldState('expected_date').isDirty) setValue('expected_date', expectedFor(next.lead_time_days));
          }}
          {...errorProps}
        />
      )}
    </CustomField>
  );
}

/** The header's date and notes, and the line editor (add, remove, item, quantity, price, expected date). */
function OrderFields() {
  return (
    <>
      <DateField<Values> name="expected_date" label="Expected" required min={todayInPlant()} description="A line's expected date left blank follows this one." />
      <OrderLines />
      <TextareaField<Values> name="notes" label="Notes" rows={2} />
    </>
  );
}

function OrderLines() {
  const { control, setValue } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const products = useWatch({ control, name: 'lines' })?.map((l) => l?.product ?? null) ?? [];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Lines</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_7rem_8rem_9.5rem_auto]" data-testid="order-line">
          <CustomField<Values> name={`lines.${index}.product_id`} label={`Item ${index + 1}`} required>
            {({ id, errorProps }) => (
              <ProductPicker
                id={id}
                value={products[index] ?? null}
                onSelect={(p) => {
                  setValue(`lines.${index}.product`, p ?? null);
                  setValue(`lines.${index}.product_id`, p ? p.id : null, { shouldValidate: !!p, shouldDirty: true });
                }}
                {...errorProps}
              />
            )}
          </CustomField>
          <NumberField<Values> name={`lines.${index}.quantity`} label="Quantity" required min={0} />
          <NumberField<Values> name={`lines.${index}.unit_price`} label="Unit price ($)" min={0} step={0.0001} placeholder="Standard" />
          <DateField<Values> name={`lines.${index}.expected_date`} label="Expected" />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove line ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => append(emptyLine())}>
          <Plus aria-hidden /> Add line
        </Button>
      </div>
    </fieldset>
  );
}
