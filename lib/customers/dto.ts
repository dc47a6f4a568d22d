import { z } from 'zod';
import type { Customer } from '@/db/schema';
import { partyDtoFields, toPartyDto } from '@/lib/parties/dto';
import { out, timestamps } from '@/lib/validation/output';
import { PARTY_STATUSES } from './constants';
import { CUSTOMER_SEARCH_EXTRA_FIELDS, CUSTOMER_SEARCH_FIELDS } from './search-fields';

/** A customer as the API and the pages see it: snake_case, every spec field present (null where empty). */
export const customerDto = z.object({
  id: out.id(),
  customer_code: out.text('CN + sequence (CN01, CN02, …, CN100), assigned on create.'),
  ...partyDtoFields,
  payment_terms_text: out.text('Default Net 30.'),
  credit_limit: out.number('In `currency`; 0 = none.'),
  currency: out.text('ISO 4217 code, default USD.'),
  status: out.enum(PARTY_STATUSES),
  notes: out.text().nullable(),
  version: out.version(),
  ...timestamps,
});
export type CustomerDto = z.infer<typeof customerDto>;

/** GET /api/sales/customers/search: `id` and the fields asked for (`fields`; the default set when absent). */
export const customerSearchResultDto = z.object({
  id: out.id(),
  ...Object.fromEntries(
    [...CUSTOMER_SEARCH_FIELDS, ...CUSTOMER_SEARCH_EXTRA_FIELDS].filter((f) => f !== 'id').map((f) => [f, out.text().nullable().optional()]),
  ),
});

/** A row as the service reads it: every column but the generated search texts. */
export type CustomerRow = Omit<Customer, 'searchText' | 'pickerText'>;

export function toCustomerDto(row: CustomerRow): CustomerDto {
  return {
    id: row.id,
    customer_code: row.customerCode,
    ...toPartyDto(row),
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
