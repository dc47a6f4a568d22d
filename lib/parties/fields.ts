/** The fields every party (customer, supplier) has, in the order the forms, the DTOs and the exports list them. Client-safe, no zod. */
export const PARTY_FIELDS = [
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
] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];
