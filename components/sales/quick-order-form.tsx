'use client';

import * as React from 'react';
import { useForm } from 'react-hook-form';
import { CustomerPicker, type CustomerOption } from '@/components/pickers/customer-picker';
import { DateField, TextareaField, TextField } from '@/components/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { customerAddress, customerContact, type AddressFields, type AutofillContact } from '@/lib/customers/autofill';
import { FormFields } from '@/components/form/form-fields';

type QuickOrderValues = AutofillContact & { billing: AddressFields; shipping: AddressFields; customer_po: string; requested_date: string; notes: string };

const EMPTY_ADDRESS: AddressFields = { street: '', city: '', state: '', postal_code: '', country: '' };
const EMPTY_ORDER: QuickOrderValues = {
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  billing: EMPTY_ADDRESS,
  shipping: EMPTY_ADDRESS,
  customer_po: '',
  requested_date: '',
  notes: '',
};

const CUSTOMER_INPUT_ID = 'quick-order-customer';

/** The demo order form (spec 02 §2): picking a customer fills the contact and both addresses; nothing is submitted. */
export function QuickOrderForm() {
  const [customer, setCustomer] = React.useState<CustomerOption | null>(null);
  const form = useForm<QuickOrderValues>({ defaultValues: EMPTY_ORDER });

  // Opening the panel puts the cursor in the customer search, so the form works from the keyboard alone.
  React.useEffect(() => {
    document.getElementById(CUSTOMER_INPUT_ID)?.focus();
  }, []);

  function pickCustomer(picked: CustomerOption | null) {
    setCustomer(picked);
    const { customer_po, requested_date, notes } = form.getValues();
    form.reset(picked ? { ...form.getValues(), ...customerContact(picked), ...customerAddress(picked) } : { ...EMPTY_ORDER, customer_po, requested_date, notes });
  }

  const address = (kind: 'billing' | 'shipping', title: string) => (
    <fieldset className="grid items-start gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <TextField<QuickOrderValues> name={`${kind}.street`} label={`${title} Street`} className="sm:col-span-2" autoComplete="off" />
      <TextField<QuickOrderValues> name={`${kind}.city`} label="City" autoComplete="off" />
      <TextField<QuickOrderValues> name={`${kind}.state`} label="State" autoComplete="off" />
      <TextField<QuickOrderValues> name={`${kind}.postal_code`} label="Postal Code" autoComplete="off" />
      <TextField<QuickOrderValues> name={`${kind}.country`} label="Country" autoComplete="off" />
    </fieldset>
  );

  return (
    <Card id="quick-order-panel" aria-labelledby="quick-order-title">
      <CardHeader>
        <CardTitle id="quick-order-title">Quick Order (Demo)</CardTitle>
        <CardDescription>Pick a customer to fill in the contact and addresses. This demo does not save anything.</CardDescription>
      </CardHeader>
      <CardContent>
        <FormFields form={form}>
          <form
            className="grid gap-6"
            aria-label="Quick order"
            onSubmit={(event) => {
              // Nothing is submitted (spec 02 §2): the order module is not built yet.
              event.preventDefault();
            }}
          >
            <div className="grid items-start gap-4 md:grid-cols-3">
              <FormField label="Customer" htmlFor={CUSTOMER_INPUT_ID} className="md:col-span-3">
                <CustomerPicker
                  id={CUSTOMER_INPUT_ID}
                  statuses={['active']}
                  value={customer}
                  onSelect={pickCustomer}
                  placeholder="Search active customers by name, code, contact or email..."
                />
              </FormField>
              <TextField<QuickOrderValues> name="contact_name" label="Contact Name" autoComplete="off" />
              <TextField<QuickOrderValues> name="contact_email" label="Contact Email" type="email" autoComplete="off" />
              <TextField<QuickOrderValues> name="contact_phone" label="Contact Phone" type="tel" autoComplete="off" />
            </div>

            <div className="grid gap-6 lg:grid-cols-2">
              {address('billing', 'Billing Address')}
              {address('shipping', 'Shipping Address')}
            </div>

            <div className="grid items-start gap-4 md:grid-cols-3">
              <TextField<QuickOrderValues> name="customer_po" label="Customer PO #" autoComplete="off" />
              <DateField<QuickOrderValues> name="requested_date" label="Requested Ship Date" />
              <TextareaField<QuickOrderValues> name="notes" label="Notes" rows={1} />
            </div>

            <Alert role="status">
              <AlertDescription>Demo only: order entry is coming soon, so this form is not submitted.</AlertDescription>
            </Alert>
          </form>
        </FormFields>
      </CardContent>
    </Card>
  );
}
