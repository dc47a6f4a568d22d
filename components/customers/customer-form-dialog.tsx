'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { FormDialog, NumberField, SelectField, TextareaField, TextField } from '@/components/form';
import { PartyAddressFields, PartyContactFields, PartyNameFields, PartySection, PartyTaxIdField } from '@/components/parties/party-form-fields';
import { PARTY_STATUS_LABELS, PARTY_STATUSES } from '@/lib/customers/constants';
import type { CustomerDto } from '@/lib/customers/dto';
import { customerFormBody, customerToForm, emptyCustomerForm, type CustomerFormField } from '@/lib/customers/form';
import { createCustomerSchema, updateCustomerSchema } from '@/lib/customers/schemas';

type EditableCustomer = Partial<Record<CustomerFormField, string | number | null>> & { id: number; version: number; customer_code?: string };

type CustomerFormDialogProps = {
  /** The button that opens the dialog. */
  trigger: React.ReactNode;
} & ({ mode: 'create'; customer?: undefined } | { mode: 'edit'; customer: EditableCustomer });

const STATUS_OPTIONS = PARTY_STATUSES.map((s) => ({ value: s, label: PARTY_STATUS_LABELS[s] }));

/**
 * New Customer / Edit Customer on FormDialog, validated in the browser by the schemas the server parses with:
 * POST /api/customers, then the new customer opens; or PUT /api/customers/{id} with the loaded version.
 */
export function CustomerFormDialog(props: CustomerFormDialogProps) {
  return props.mode === 'create' ? <NewCustomerDialog trigger={props.trigger} /> : <EditCustomerDialog trigger={props.trigger} customer={props.customer} />;
}

function NewCustomerDialog({ trigger }: { trigger: React.ReactNode }) {
  const router = useRouter();
  const defaultValues = React.useMemo(() => emptyCustomerForm(), []);
  return (
    <FormDialog
      title="New Customer"
      description="The customer code (CN01, CN02, …) is assigned when you save."
      submitLabel="Create Customer"
      savingLabel="Creating…"
      trigger={trigger}
      className="sm:max-w-3xl"
      schema={createCustomerSchema}
      defaultValues={defaultValues}
      request={(values) => ({ url: '/api/customers', method: 'POST', body: customerFormBody(values) })}
      failureMessage="Failed to create customer"
      onSuccess={(created: CustomerDto) => {
        // Lists page on the server: the new customer may be on another page, so it opens.
        toast.success(`Customer ${created.customer_code} ${created.company_name} created`);
        router.push(`/customers/${created.id}`);
      }}
    >
      <CustomerFields />
    </FormDialog>
  );
}

function EditCustomerDialog({ trigger, customer }: { trigger: React.ReactNode; customer: EditableCustomer }) {
  const router = useRouter();
  const defaultValues = React.useMemo(() => customerToForm(customer), [customer]);
  return (
    <FormDialog
      title={`Edit Customer ${customer.customer_code ?? ''}`.trim()}
      description="Change the details and save."
      submitLabel="Save Changes"
      trigger={trigger}
      className="sm:max-w-3xl"
      schema={updateCustomerSchema}
      defaultValues={defaultValues}
      request={(values) => ({ url: `/api/customers/${customer.id}`, method: 'PUT', body: { ...customerFormBody(values), version: customer.version } })}
      failureMessage="Failed to update customer"
      onSuccess={() => {
        toast.success('Customer updated');
        router.refresh();
      }}
    >
      <CustomerFields />
    </FormDialog>
  );
}

function CustomerFields() {
  return (
    <>
      <PartySection legend="Company">
        <PartyNameFields autoFocus />
        <SelectField name="status" label="Status" required options={STATUS_OPTIONS} placeholder="Select status…" />
        <PartyTaxIdField />
      </PartySection>
      <PartyContactFields />
      <PartyAddressFields labels={{ billing: 'Billing Address', shipping: 'Shipping Address', shippingHint: 'Leave empty to ship to the billing address.' }} />
      <PartySection legend="Financial" columns={3}>
        <TextField name="payment_terms_text" label="Payment Terms" />
        <NumberField name="credit_limit" label="Credit Limit" integer min={0} />
        <TextField name="currency" label="Currency" maxLength={3} />
      </PartySection>
      <TextareaField name="notes" label="Notes" rows={3} />
    </>
  );
}
