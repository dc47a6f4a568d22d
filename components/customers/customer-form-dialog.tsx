'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { dataOf, sendJson } from '@/lib/client/api';
import {
  CUSTOMER_STATUS_LABELS,
  CUSTOMER_STATUSES,
  customerSaveErrorMessage,
  customerToForm,
  emptyCustomerForm,
  serverFieldErrors,
  toCustomerPayload,
  validateCustomerForm,
  type CustomerFormErrors,
  type CustomerFormField,
  type CustomerFormValues,
} from '@/lib/customers/form';

type EditableCustomer = Partial<Record<CustomerFormField, string | number | null>> & { id: number; version: number; customer_code?: string };

type CustomerFormDialogProps = {
  /** The button that opens the dialog. */
  trigger: React.ReactNode;
} & ({ mode: 'create'; customer?: undefined } | { mode: 'edit'; customer: EditableCustomer });

const STATUS_OPTIONS = CUSTOMER_STATUSES.map((s) => ({ value: s, label: CUSTOMER_STATUS_LABELS[s] }));

/** New Customer / Edit Customer: POST /api/customers or PUT /api/customers/{id} (with the loaded version). */
export function CustomerFormDialog({ trigger, mode, customer }: CustomerFormDialogProps) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [values, setValues] = React.useState<CustomerFormValues>(emptyCustomerForm);
  const [errors, setErrors] = React.useState<CustomerFormErrors>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const idPrefix = React.useId();
  const fieldId = (field: CustomerFormField) => `${idPrefix}-${field}`;

  function handleOpenChange(next: boolean) {
    if (saving) return;
    if (next) {
      setValues(mode === 'edit' ? customerToForm(customer) : emptyCustomerForm());
      setErrors({});
      setBanner(null);
    }
    setOpen(next);
  }

  function set(field: CustomerFormField) {
    return (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    };
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clientErrors = validateCustomerForm(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) {
      setBanner(null);
      document.getElementById(fieldId(Object.keys(clientErrors)[0] as CustomerFormField))?.focus();
      return;
    }
    setSaving(true);
    setBanner(null);
    try {
      const payload = toCustomerPayload(values);
      const { ok, body } = await sendJson(
        mode === 'create' ? '/api/customers' : `/api/customers/${customer.id}`,
        mode === 'create' ? 'POST' : 'PUT',
        mode === 'create' ? payload : { ...payload, version: customer.version },
      );
      if (!ok) {
        setErrors(serverFieldErrors(body));
        setBanner(customerSaveErrorMessage(body, mode));
        return;
      }
      const saved = dataOf<{ customer_code?: string; company_name?: string }>(body);
      toast.success(
        mode === 'create'
          ? `Customer ${saved?.customer_code ?? ''} ${saved?.company_name ?? ''} created`.replace(/\s+/g, ' ')
          : 'Customer updated',
      );
      setOpen(false);
      router.refresh();
    } catch {
      setBanner(mode === 'create' ? 'Failed to create customer' : 'Failed to update customer');
    } finally {
      setSaving(false);
    }
  }

  const text = (field: CustomerFormField, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField label={label} htmlFor={fieldId(field)} error={errors[field]} required={props.required}>
      <Input id={fieldId(field)} name={field} value={values[field]} onChange={set(field)} disabled={saving} {...fieldErrorProps(fieldId(field), errors[field])} {...props} required={false} />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className="sm:max-w-3xl"
        title={mode === 'create' ? 'New Customer' : `Edit Customer ${customer.customer_code ?? ''}`.trim()}
        description={mode === 'create' ? 'The customer code (CN01, CN02, …) is assigned when you save.' : 'Change the details and save.'}
        onInteractOutside={(event) => {
          if (saving) event.preventDefault();
        }}
      >
        <form onSubmit={handleSubmit} className="grid gap-5" aria-busy={saving}>
          <fieldset className="grid items-start gap-4 sm:grid-cols-2" disabled={saving}>
            <legend className="mb-2 text-sm font-semibold text-muted-foreground">Company</legend>
            {text('company_name', 'Company Legal Name', { required: true, autoComplete: 'organization', autoFocus: true })}
            {text('dba_name', 'DBA Name')}
            <FormField label="Status" htmlFor={fieldId('status')} error={errors.status} required>
              <Select id={fieldId('status')} name="status" value={values.status} onChange={set('status')} placeholder="Select status…" options={STATUS_OPTIONS} {...fieldErrorProps(fieldId('status'), errors.status)} />
            </FormField>
            {text('tax_id', 'Tax ID')}
          </fieldset>

          <fieldset className="grid items-start gap-4 sm:grid-cols-2" disabled={saving}>
            <legend className="mb-2 text-sm font-semibold text-muted-foreground">Contact</legend>
            {text('contact_person', 'Contact Person', { autoComplete: 'name' })}
            {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            {text('mobile', 'Mobile', { type: 'tel' })}
          </fieldset>

          <fieldset className="grid items-start gap-4 sm:grid-cols-2" disabled={saving}>
            <legend className="mb-2 text-sm font-semibold text-muted-foreground">Address</legend>
            <FormField label="Billing Address" htmlFor={fieldId('billing_address')} error={errors.billing_address}>
              <Textarea id={fieldId('billing_address')} rows={2} value={values.billing_address} onChange={set('billing_address')} {...fieldErrorProps(fieldId('billing_address'), errors.billing_address)} />
            </FormField>
            <FormField label="Shipping Address" htmlFor={fieldId('shipping_address')} error={errors.shipping_address} description="Leave empty to ship to the billing address.">
              <Textarea id={fieldId('shipping_address')} rows={2} value={values.shipping_address} onChange={set('shipping_address')} {...fieldErrorProps(fieldId('shipping_address'), errors.shipping_address)} />
            </FormField>
            {text('city', 'City')}
            {text('state', 'State')}
            {text('postal_code', 'Postal Code')}
            {text('country', 'Country')}
          </fieldset>

          <fieldset className="grid items-start gap-4 sm:grid-cols-3" disabled={saving}>
            <legend className="mb-2 text-sm font-semibold text-muted-foreground">Financial</legend>
            {text('payment_terms_text', 'Payment Terms')}
            {text('credit_limit', 'Credit Limit', { type: 'number', min: 0, step: 1, inputMode: 'numeric' })}
            {text('currency', 'Currency', { maxLength: 3 })}
          </fieldset>

          <FormField label="Notes" htmlFor={fieldId('notes')} error={errors.notes}>
            <Textarea id={fieldId('notes')} rows={3} value={values.notes} onChange={set('notes')} disabled={saving} {...fieldErrorProps(fieldId('notes'), errors.notes)} />
          </FormField>

          {/* Next to the buttons, where the eye is after pressing Create. */}
          {banner && (
            <Alert variant="destructive">
              <AlertDescription>{banner}</AlertDescription>
            </Alert>
          )}

          <FormDialogFooter saving={saving} onCancel={() => handleOpenChange(false)} submitLabel={mode === 'create' ? 'Create Customer' : 'Save Changes'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
