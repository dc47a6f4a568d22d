'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { CustomerPicker, type CustomerOption } from '@/components/pickers/customer-picker';
import { ProductPicker, type ProductOption } from '@/components/pickers/product-picker';
import { DateField, NumberField, TextareaField, TextField } from '@/components/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { dataOf, fieldErrorsOf, messageOf, sendJson } from '@/lib/client/api';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { customerAddress, customerContact, type AddressFields, type AutofillContact } from '@/lib/customers/autofill';
import { FormFields } from '@/components/form/form-fields';

type QuickOrderValues = AutofillContact & {
  billing: AddressFields;
  shipping: AddressFields;
  customer_po: string;
  requested_date: string;
  notes: string;
  quantity: number | null;
  unit_price: number | null;
};

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
  quantity: null,
  unit_price: null,
};

const CUSTOMER_INPUT_ID = 'quick-order-customer';
const PRODUCT_INPUT_ID = 'quick-order-product';

/** The shipping fields as one ship-to address (blank parts left out). */
function shipTo(a: AddressFields): string | null {
  const cityLine = [a.city, [a.state, a.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const text = [a.street, cityLine, a.country].map((x) => x.trim()).filter(Boolean).join('\n');
  return text || null;
}

/**
 * The quick order (spec 02 §2, CONTRACT §10): picking a customer fills the contact and both addresses; one product
 * line; Create Draft Order posts a real draft (POST /api/sales-orders) and opens it.
 */
export function QuickOrderForm() {
  const router = useRouter();
  const [customer, setCustomer] = React.useState<CustomerOption | null>(null);
  const [product, setProduct] = React.useState<ProductOption | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [pickerErrors, setPickerErrors] = React.useState<{ customer?: string; product?: string }>({});
  const [saving, setSaving] = React.useState(false);
  const form = useForm<QuickOrderValues>({ defaultValues: EMPTY_ORDER });

  async function submit(values: QuickOrderValues) {
    setProblem(null);
    const missing = { customer: customer ? undefined : 'Choose a customer.', product: product ? undefined : 'Choose a product.' };
    setPickerErrors(missing);
    if (values.quantity == null || values.quantity <= 0) form.setError('quantity', { message: 'The quantity must be greater than 0.' });
    if (!customer || !product || values.quantity == null || values.quantity <= 0) return;
    setSaving(true);
    const res = await sendJson('/api/sales-orders', 'POST', {
      customer_id: customer.id,
      customer_po: values.customer_po || null,
      requested_date: values.requested_date || null,
      notes: values.notes || null,
      ship_to_address: shipTo(values.shipping),
      lines: [{ product_id: product.id, quantity: values.quantity, ...(values.unit_price != null ? { unit_price: values.unit_price } : {}) }],
    });
    setSaving(false);
    if (!res.ok) {
      const errors = fieldErrorsOf(res.body);
      if (errors['lines.0.quantity']) form.setError('quantity', { message: errors['lines.0.quantity'] });
      if (errors['lines.0.unit_price']) form.setError('unit_price', { message: errors['lines.0.unit_price'] });
      setPickerErrors({ customer: errors.customer_id, product: errors['lines.0.product_id'] });
      setProblem(messageOf(res.body, 'The order could not be created.'));
      return;
    }
    const order = dataOf<{ id: number; order_number: string }>(res.body)!;
    toast.success(`Draft order ${order.order_number} created`);
    router.push(`/sales/orders/${order.id}`);
  }

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
        <CardTitle id="quick-order-title">Quick Order</CardTitle>
        <CardDescription>Pick a customer to fill in the contact and addresses, then a product: the order is saved as a draft and opened.</CardDescription>
      </CardHeader>
      <CardContent>
        <FormFields form={form}>
          <form
            className="grid gap-6"
            aria-label="Quick order"
            noValidate
            onSubmit={form.handleSubmit(submit)}
          >
            <div className="grid items-start gap-4 md:grid-cols-3">
              <FormField label="Customer" htmlFor={CUSTOMER_INPUT_ID} className="md:col-span-3" error={pickerErrors.customer}>
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

            <div className="grid items-start gap-4 md:grid-cols-4">
              <FormField label="Product" htmlFor={PRODUCT_INPUT_ID} className="md:col-span-2" error={pickerErrors.product}>
                <ProductPicker id={PRODUCT_INPUT_ID} value={product} onSelect={setProduct} />
              </FormField>
              <NumberField<QuickOrderValues> name="quantity" label="Quantity" min={0} step="any" />
              <NumberField<QuickOrderValues> name="unit_price" label="Unit Price" min={0} step="any" placeholder="Selling price" />
            </div>

            {problem && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{problem}</AlertDescription>
              </Alert>
            )}
            <div className="flex justify-end">
              <Button type="submit" disabled={saving}>
                {saving ? 'Creating...' : 'Create Draft Order'}
              </Button>
            </div>
          </form>
        </FormFields>
      </CardContent>
    </Card>
  );
}
