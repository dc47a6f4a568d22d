'use client';

import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CustomField, DateField, NumberField, SelectField, TextareaField, TextField } from '@/components/form';
import { MOLD_OWNERSHIPS, MOLD_STATUSES, OWNERSHIP_LABELS, STATUS_LABELS } from '@/lib/molds/constants';
import type { MoldFormValues } from '@/lib/molds/form';
import type { MoldCustomer } from '@/lib/molds/types';
import { CustomerPicker } from '@/components/pickers/customer-picker';

const ownershipOptions = MOLD_OWNERSHIPS.map((value) => ({ value, label: OWNERSHIP_LABELS[value] }));
const statusOptions = MOLD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
/** What the mold form shows of a customer: the picker asks for these keys only. */
const MOLD_CUSTOMER_FIELDS = ['id', 'company_name', 'customer_code', 'contact_person', 'email'] as const;

/**
 * The one field set of Add Mold and Edit Mold (spec 1 §2, §5), bound to the surrounding form. The customer
 * picker shows only for a customer-owned mold; switching ownership away clears it. Counters are offered on
 * create only (a mold that already ran elsewhere).
 */
export function MoldFormFields({ mode, initialCustomer = null }: { mode: 'create' | 'edit'; initialCustomer?: MoldCustomer | null }) {
  const { setValue, getValues, control } = useFormContext<MoldFormValues>();
  const [ownership, customerId] = useWatch({ control, name: ['ownership', 'customer_id'] });
  // The form holds the customer's id; the picker shows the one chosen (or loaded) while that id is set.
  const [customer, setCustomer] = React.useState<MoldCustomer | null>(initialCustomer);

  React.useEffect(() => {
    if (ownership !== 'customer_owned' && getValues('customer_id') !== null) setValue('customer_id', null, { shouldDirty: true });
  }, [ownership, getValues, setValue]);

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField<MoldFormValues> name="mold_code" label="Mold Code" required placeholder="MLD-001" autoComplete="off" />
        <TextField<MoldFormValues> name="mold_name" label="Mold Name" required placeholder="Door Handle Bezel 4-cav" autoComplete="off" />
      </div>

      <TextareaField<MoldFormValues> name="description" label="Description" rows={2} placeholder="Part, gate type, hot runner, notes for the toolroom..." />

      <div className="grid items-start gap-4 sm:grid-cols-3">
        <SelectField<MoldFormValues> name="ownership" label="Ownership" required options={ownershipOptions} placeholder={mode === 'create' ? 'Select ownership' : undefined} />
        <NumberField<MoldFormValues> name="cavity_count" label="Cavity Count" required integer min={1} />
        <SelectField<MoldFormValues> name="status" label="Status" required={mode === 'edit'} options={statusOptions} />
      </div>

      {ownership === 'customer_owned' && (
        <CustomField<MoldFormValues> name="customer_id" label="Customer" required description="Type at least 2 characters of the company name, code or contact.">
          {({ id, error }) => (
            <CustomerPicker
              id={id}
              fields={MOLD_CUSTOMER_FIELDS}
              value={customerId === null ? null : customer}
              placeholder="Search customers by name, code or contact..."
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onSelect={(next) => {
                const picked = next ? { id: next.id, company_name: next.company_name, customer_code: next.customer_code, contact_person: next.contact_person ?? null } : null;
                setCustomer(picked);
                setValue('customer_id', picked?.id ?? null, { shouldDirty: true, shouldValidate: Boolean(error) });
              }}
            />
          )}
        </CustomField>
      )}

      <div className="grid items-start gap-4 sm:grid-cols-3">
        <NumberField<MoldFormValues> name="maintenance_interval_shots" label="Maintenance Interval" integer min={0} step={1000} placeholder="shots, e.g. 250000" />
        <TextField<MoldFormValues> name="storage_location" label="Storage Location" placeholder="Rack A-03" autoComplete="off" />
        <DateField<MoldFormValues> name="purchase_date" label="Purchase Date" />
      </div>

      {mode === 'create' && (
        <fieldset className="grid gap-3 rounded-md border border-dashed p-3">
          <legend className="px-1 text-sm font-medium">Counters at registration</legend>
          <p className="-mt-1 text-xs text-muted-foreground">For a mold that already ran elsewhere; leave empty for a new tool.</p>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <NumberField<MoldFormValues> name="total_shots_lifetime" label="Total Shots (lifetime)" integer min={0} placeholder="0" />
            <NumberField<MoldFormValues> name="shots_since_maintenance" label="Shots Since Maintenance" integer min={0} placeholder="0" />
          </div>
        </fieldset>
      )}
    </div>
  );
}
