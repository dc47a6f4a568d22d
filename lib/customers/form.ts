/**
 * The New/Edit Customer form's values (spec 02 §5): its defaults and a loaded customer mapped onto it.
 * The rules are the server's own schemas (lib/customers/schemas.ts), run in the browser by FormDialog.
 * Client-safe.
 */
import { PARTY_FIELDS } from '@/lib/parties/fields';
import { CUSTOMER_DEFAULTS } from './constants';
import type { CustomerDto } from './dto';
import type { UpdateCustomerData } from './schemas';

export const CUSTOMER_FORM_FIELDS = [
  ...PARTY_FIELDS,
  'payment_terms_text',
  'credit_limit',
  'currency',
  'status',
  'notes',
] as const satisfies readonly (keyof CustomerDto)[];
export type CustomerFormField = (typeof CUSTOMER_FORM_FIELDS)[number];

/** Every input holds text while editing; the schema turns it into the request body. */
export type CustomerFormValues = Record<CustomerFormField, string>;

/** Spec 02 §9 defaults: country USA, currency USD, payment terms Net 30, credit limit 0, status active. */
export function emptyCustomerForm(): CustomerFormValues {
  const values = Object.fromEntries(CUSTOMER_FORM_FIELDS.map((f) => [f, ''])) as CustomerFormValues;
  return { ...values, ...Object.fromEntries(Object.entries(CUSTOMER_DEFAULTS).map(([k, v]) => [k, String(v)])) };
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

/** The parsed form → the request body. Spec 02: "credit limit is an integer, 0 if not numeric" — a cleared input sends 0. */
export function customerFormBody<T extends UpdateCustomerData>(values: T): T & { credit_limit: number } {
  return { ...values, credit_limit: values.credit_limit ?? CUSTOMER_DEFAULTS.credit_limit };
}
