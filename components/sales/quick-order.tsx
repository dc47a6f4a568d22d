'use client';

import * as React from 'react';
import { ClipboardList, X } from 'lucide-react';
import { SearchPicker } from '@/components/search-picker';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { customerAddress, customerContact, type AddressFields, type AutofillContact } from '@/lib/customers/autofill';

/** The customer search result (spec 01 §3) as the picker receives it. */
type CustomerOption = {
  id: number;
  company_name: string;
  customer_code: string;
  email: string | null;
  phone: string | null;
  contact_person: string | null;
  billing_address: string | null;
  shipping_address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
};

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

/** Title row of /sales with the 'Quick Order (Demo)' / 'Close' toggle and, when open, the demo form. */
export function SalesHeader() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Sales &amp; CRM</h1>
          <p className="text-sm text-muted-foreground">Orders, customers and quick quotes for the sales desk.</p>
        </div>
        <Button variant={open ? 'outline' : 'default'} aria-expanded={open} aria-controls="quick-order-panel" onClick={() => setOpen((o) => !o)}>
          {open ? <X aria-hidden="true" /> : <ClipboardList aria-hidden="true" />}
          {open ? 'Close' : 'Quick Order (Demo)'}
        </Button>
      </div>
      {open && <QuickOrderForm />}
    </div>
  );
}

function QuickOrderForm() {
  const [customer, setCustomer] = React.useState<CustomerOption | null>(null);
  const [values, setValues] = React.useState<QuickOrderValues>(EMPTY_ORDER);

  // Opening the panel puts the cursor in the customer search, so the form works from the keyboard alone.
  React.useEffect(() => {
    document.getElementById(CUSTOMER_INPUT_ID)?.focus();
  }, []);

  function pickCustomer(picked: CustomerOption | null) {
    setCustomer(picked);
    setValues((v) => (picked ? { ...v, ...customerContact(picked), ...customerAddress(picked) } : { ...EMPTY_ORDER, customer_po: v.customer_po, requested_date: v.requested_date, notes: v.notes }));
  }

  const setField = (field: 'contact_name' | 'contact_email' | 'contact_phone' | 'customer_po' | 'requested_date' | 'notes') => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const setAddress = (kind: 'billing' | 'shipping', field: keyof AddressFields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [kind]: { ...v[kind], [field]: event.target.value } }));

  const address = (kind: 'billing' | 'shipping', title: string) => (
    <fieldset className="grid items-start gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <FormField label={`${title} Street`} htmlFor={`qo-${kind}-street`} className="sm:col-span-2">
        <Input id={`qo-${kind}-street`} value={values[kind].street} onChange={setAddress(kind, 'street')} autoComplete="off" />
      </FormField>
      <FormField label="City" htmlFor={`qo-${kind}-city`}>
        <Input id={`qo-${kind}-city`} value={values[kind].city} onChange={setAddress(kind, 'city')} autoComplete="off" />
      </FormField>
      <FormField label="State" htmlFor={`qo-${kind}-state`}>
        <Input id={`qo-${kind}-state`} value={values[kind].state} onChange={setAddress(kind, 'state')} autoComplete="off" />
      </FormField>
      <FormField label="Postal Code" htmlFor={`qo-${kind}-postal`}>
        <Input id={`qo-${kind}-postal`} value={values[kind].postal_code} onChange={setAddress(kind, 'postal_code')} autoComplete="off" />
      </FormField>
      <FormField label="Country" htmlFor={`qo-${kind}-country`}>
        <Input id={`qo-${kind}-country`} value={values[kind].country} onChange={setAddress(kind, 'country')} autoComplete="off" />
      </FormField>
    </fieldset>
  );

  return (
    <Card id="quick-order-panel" aria-labelledby="quick-order-title">
      <CardHeader>
        <CardTitle id="quick-order-title">Quick Order (Demo)</CardTitle>
        <CardDescription>Pick a customer to fill in the contact and addresses. This demo does not save anything.</CardDescription>
      </CardHeader>
      <CardContent>
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
              <SearchPicker<CustomerOption>
                id={CUSTOMER_INPUT_ID}
                endpoint="/api/sales/customers/search"
                params={{ status: 'active' }}
                value={customer}
                onSelect={pickCustomer}
                placeholder="Search active customers by name, code, contact or email..."
                getOptionLabel={(c) => `${c.company_name} (${c.customer_code})`}
                renderOption={(c) => (
                  <div className="flex items-baseline justify-between gap-3">
                    <span>
                      <span className="font-medium">{c.company_name}</span>
                      {c.contact_person && <span className="text-muted-foreground"> · {c.contact_person}</span>}
                    </span>
                    <span className="shrink-0 font-mono text-xs text-muted-foreground">
                      {c.customer_code}
                      {c.city ? ` · ${c.city}${c.state ? `, ${c.state}` : ''}` : ''}
                    </span>
                  </div>
                )}
              />
            </FormField>
            <FormField label="Contact Name" htmlFor="qo-contact-name">
              <Input id="qo-contact-name" value={values.contact_name} onChange={setField('contact_name')} autoComplete="off" />
            </FormField>
            <FormField label="Contact Email" htmlFor="qo-contact-email">
              <Input id="qo-contact-email" type="email" value={values.contact_email} onChange={setField('contact_email')} autoComplete="off" />
            </FormField>
            <FormField label="Contact Phone" htmlFor="qo-contact-phone">
              <Input id="qo-contact-phone" type="tel" value={values.contact_phone} onChange={setField('contact_phone')} autoComplete="off" />
            </FormField>
          </div>

          <div className="grid gap-6 lg:grid-cols-2">
            {address('billing', 'Billing Address')}
            {address('shipping', 'Shipping Address')}
          </div>

          <div className="grid items-start gap-4 md:grid-cols-3">
            <FormField label="Customer PO #" htmlFor="qo-po">
              <Input id="qo-po" value={values.customer_po} onChange={setField('customer_po')} autoComplete="off" />
            </FormField>
            <FormField label="Requested Ship Date" htmlFor="qo-date">
              <Input id="qo-date" type="date" value={values.requested_date} onChange={setField('requested_date')} />
            </FormField>
            <FormField label="Notes" htmlFor="qo-notes">
              <Textarea id="qo-notes" rows={1} value={values.notes} onChange={setField('notes')} />
            </FormField>
          </div>

          <Alert role="status">
            <AlertDescription>Demo only: order entry is coming soon, so this form is not submitted.</AlertDescription>
          </Alert>
        </form>
      </CardContent>
    </Card>
  );
}
