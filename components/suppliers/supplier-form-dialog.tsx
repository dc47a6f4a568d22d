'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { FormDialog, NumberField, SelectField, TextareaField, TextField } from '@/components/form';
import { PartyAddressFields, PartyContactFields, PartyNameFields, PartySection, PartyTaxIdField } from '@/components/parties/party-form-fields';
import { QUALITY_RATINGS, SUPPLIER_STATUS_LABELS, SUPPLIER_STATUSES } from '@/lib/suppliers/constants';
import type { SupplierDto } from '@/lib/suppliers/dto';
import { emptySupplierForm, SUPPLIER_CREATE_FAILED, SUPPLIER_UPDATE_FAILED, supplierFormFrom, type SupplierFormValues } from '@/lib/suppliers/form';
import { createSupplierSchema, updateSupplierSchema } from '@/lib/suppliers/schemas';

const STATUS_OPTIONS = SUPPLIER_STATUSES.map((s) => ({ value: s, label: SUPPLIER_STATUS_LABELS[s] }));
const RATING_OPTIONS = QUALITY_RATINGS.map((r) => ({ value: r, label: r }));

/** The one field set of New Supplier and Edit Supplier. */
function SupplierFields() {
  type F = SupplierFormValues;
  return (
    <div className="grid gap-5">
      <PartySection legend="Company">
        <TextField<F> name="supplier_code" label="Supplier Code" required autoComplete="off" />
        <PartyNameFields />
        <SelectField<F> name="status" label="Status" options={STATUS_OPTIONS} />
        <PartyTaxIdField />
        <SelectField<F> name="quality_rating" label="Quality Rating" options={RATING_OPTIONS} placeholder="Not rated" description="Set by every metrics review with quality data." />
      </PartySection>
      <PartyContactFields />
      <PartyAddressFields labels={{ billing: 'Street Address', shipping: 'Ship-From Address', shippingHint: 'Leave empty when it is the same.' }} />
      <PartySection legend="Terms" columns={3}>
        <TextField<F> name="payment_terms" label="Payment Terms" />
        <NumberField<F> name="lead_time_days" label="Lead Time (days)" integer min={0} />
        <NumberField<F> name="minimum_order_value" label="Min Order Value" min={0} step={0.01} />
        <NumberField<F> name="credit_limit" label="Credit Limit" integer min={0} />
        <TextField<F> name="currency" label="Currency" maxLength={3} />
      </PartySection>
      <TextareaField<F> name="notes" label="Notes" rows={3} />
    </div>
  );
}

/**
 * New Supplier (no `supplier`) and Edit Supplier: one dialog on the schemas the server parses. After a create
 * the user lands on the new supplier (the list pages on the server, so the row may be on another page); an
 * edit sends the version it was loaded at, so a change made meanwhile is refused (409), not overwritten.
 */
export function SupplierFormDialog({ supplier, trigger }: { supplier?: SupplierDto; trigger: React.ReactNode }) {
  const router = useRouter();
  if (supplier) {
    return (
      <FormDialog<typeof updateSupplierSchema, SupplierDto>
        title="Edit Supplier"
        description={`${supplier.supplier_code} — ${supplier.company_name}`}
        trigger={trigger}
        schema={updateSupplierSchema}
        defaultValues={supplierFormFrom(supplier)}
        request={(values) => ({ url: `/api/suppliers/${supplier.id}`, method: 'PUT', body: { ...values, version: supplier.version } })}
        failureMessage={SUPPLIER_UPDATE_FAILED}
        submitLabel="Save Changes"
        savingLabel="Saving..."
        onSuccess={() => {
          toast.success('Supplier updated');
          router.refresh();
        }}
      >
        <SupplierFields />
      </FormDialog>
    );
  }
  return (
    <FormDialog<typeof createSupplierSchema, SupplierDto>
      title="New Supplier"
      description="The supplier code is yours to choose (unique, any case)."
      trigger={trigger}
      schema={createSupplierSchema}
      defaultValues={emptySupplierForm()}
      request={(values) => ({ url: '/api/suppliers', method: 'POST', body: values })}
      failureMessage={SUPPLIER_CREATE_FAILED}
      submitLabel="Create Supplier"
      savingLabel="Creating..."
      onSuccess={(created) => {
        toast.success(`Supplier ${created.supplier_code} created`);
        router.push(`/suppliers/${created.id}`);
      }}
    >
      <SupplierFields />
    </FormDialog>
  );
}
