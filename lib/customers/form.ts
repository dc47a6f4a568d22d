/**
 * The New/Edit Customer form's rules (spec 02 §5), shared by the dialog and its unit tests.
 * Pure and free of server imports so it can ship to the browser.
 */
import { fieldErrorsOf, messageOf } from '@/lib/client/api';

export const CUSTOMER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' };

export const CUSTOMER_FORM_FIELDS = [
  'company_name',
  'dba_name',
  'contact_person',
  'email',
  'phone',
  'mobile',
  'billing_address',
  'shipping_address',
  'city',
  'state',
  'postal_code',
  'country',
  'tax_id',
  'payment_terms_text',
  'credit_limit',
  'currency',
  'status',
  'notes',
] as const;
export type CustomerFormField = (typeof CUSTOMER_FORM_FIELDS)[number];

/** Every input is a string while editing; toCustomerPayload() turns it into the request body. */
export type CustomerFormValues = Record<CustomerFormField, string>;
export type CustomerFormErrors = Partial<Record<CustomerFormField, string>>;

/** Spec 02 §9 defaults: country USA, currency USD, payment terms Net 30, credit limit 0, status active. */
export function emptyCustomerForm(): CustomerFormValues {
  const values = Object.fromEntries(CUSTOMER_FORM_FIELDS.map((f) => [f, ''])) as CustomerFormValues;
  return { ...values, country: 'USA', currency: 'USD', payment_terms_text: 'Net 30', credit_limit: '0', status: 'active' };
}

/** A loaded customer → the edit form (nulls become empty inputs). */
export function customerToForm(customer: Partial<Record<CustomerFormField, string | number | null | undefined>>): CustomerFormValues {
  const values = emptyCustomerForm();
  for (const field of CUSTOMER_FORM_FIELDS) {
    const v = customer[field];
    if (v !== undefined) values[field] = v === null ? '' : String(v);
  }
  return values;
}

/** "credit limit is an integer, 0 if not numeric". */
export function parseCreditLimit(value: string): number {
  const n = Number.parseInt(value.trim(), 10);
  return Number.isNaN(n) ? 0 : n;
}

/** Client-side checks: Company Legal Name required, a status chosen. (The email input's type does the rest.) */
export function validateCustomerForm(values: CustomerFormValues): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  if (values.company_name.trim() === '') errors.company_name = 'Company Legal Name is required.';
  if (!(CUSTOMER_STATUSES as readonly string[]).includes(values.status)) errors.status = 'Please choose a status.';
  return errors;
}

export type CustomerPayload = Omit<Record<CustomerFormField, string>, 'credit_limit'> & { credit_limit: number };

export function toCustomerPayload(values: CustomerFormValues): CustomerPayload {
  const trimmed = Object.fromEntries(CUSTOMER_FORM_FIELDS.map((f) => [f, values[f].trim()])) as CustomerFormValues;
  return { ...trimmed, credit_limit: parseCreditLimit(values.credit_limit) };
}


/** The failure banner: the server's message, else 'Failed to create customer' (or '…update…'). */
export function customerSaveErrorMessage(body: unknown, mode: 'create' | 'edit'): string {
  return messageOf(body, mode === 'create' ? 'Failed to create customer' : 'Failed to update customer');
}

/** The server's `errors` map → the first message per form field (unknown keys dropped). */
export function serverFieldErrors(body: unknown): CustomerFormErrors {
  const out: CustomerFormErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(body))) {
    if ((CUSTOMER_FORM_FIELDS as readonly string[]).includes(key)) out[key as CustomerFormField] = message;
  }
  return out;
}
