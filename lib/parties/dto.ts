/**
 * A party's shared fields as the API answers them (snake_case, null where empty) and the mappings between the
 * API's names and the columns of ./columns.ts, once for customers and suppliers. Client-safe (types and pure
 * functions; the row type only names columns).
 */
import { z } from 'zod';
import { out } from '@/lib/validation/output';
import type { PartyField } from './fields';

/** The shared part of CustomerDto and SupplierDto: company_name … tax_id. */
export const partyDtoFields = {
  company_name: out.text(),
  dba_name: out.text().nullable(),
  contact_person: out.text().nullable(),
  email: out.text().nullable(),
  phone: out.text().nullable(),
  mobile: out.text().nullable(),
  billing_address: out.text().nullable(),
  shipping_address: out.text().nullable(),
  city: out.text().nullable(),
  state: out.text().nullable(),
  postal_code: out.text().nullable(),
  country: out.text('Default USA.'),
  tax_id: out.text().nullable(),
};
export type PartyDto = z.infer<z.ZodObject<typeof partyDtoFields>>;

/** The API's name of each shared column. */
const PARTY_COLUMN_NAMES = {
  companyName: 'company_name',
  dbaName: 'dba_name',
  contactPerson: 'contact_person',
  email: 'email',
  phone: 'phone',
  mobile: 'mobile',
  billingAddress: 'billing_address',
  shippingAddress: 'shipping_address',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  country: 'country',
  taxId: 'tax_id',
} as const satisfies Record<string, PartyField>;
type PartyColumn = keyof typeof PARTY_COLUMN_NAMES;

/** The shared columns as a party table's row holds them (./columns.ts). */
export type PartyRow = { [C in PartyColumn]: PartyDto[(typeof PARTY_COLUMN_NAMES)[C]] };

/** A row's shared columns → the DTO's shared fields (written out: it runs for every row of every list page). */
export function toPartyDto(row: PartyRow): PartyDto {
  return {
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
  };
}

/** Parsed input (the fields sent) → the shared columns to write; a field not sent is left out. */
export function partyColumnValues(input: { [F in PartyField]?: string | null }): Partial<PartyRow> {
  const values: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(PARTY_COLUMN_NAMES)) {
    if (input[field] !== undefined) values[column] = input[field];
  }
  return values as Partial<PartyRow>;
}
