import type { Customer } from '@/db/schema';

/** A customer as the API and the pages see it: snake_case, every spec field present (null where empty). */
export type CustomerDto = {
  id: number;
  customer_code: string;
  company_name: string;
  dba_name: string | null;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  billing_address: string | null;
  shipping_address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string;
  tax_id: string | null;
  payment_terms_text: string;
  credit_limit: number;
  currency: string;
  status: Customer['status'];
  notes: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};

/** A row as the service reads it: every column but the generated search texts. */
export type CustomerRow = Omit<Customer, 'searchText' | 'pickerText'>;

export function toCustomerDto(row: CustomerRow): CustomerDto {
  return {
    id: row.id,
    customer_code: row.customerCode,
    company_name: row.companyName,
    dba_name: row.dbaName,
    contact_person: row.contactPerson,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    billing_address: row.billingAddress,
    shipping_address: row.shippingAddress,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    tax_id: row.taxId,
    payment_terms_text: row.paymentTermsText,
    credit_limit: Number(row.creditLimit),
    currency: row.currency,
    status: row.status,
    notes: row.notes,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `CN` + the sequence number, at least two digits, never truncated: 1 → CN01, 99 → CN99, 100 → CN100. */
export function formatCustomerCode(n: number | bigint | string): string {
  const digits = String(n);
  return `CN${digits.length < 2 ? digits.padStart(2, '0') : digits}`;
}
