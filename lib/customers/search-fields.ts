/**
 * The customer search result (spec 01 §3) and the `fields` parameter of
 * GET /api/sales/customers/search. Pure: no I/O.
 */

/** The spec's search shape, in the order it lists them. Returned when `fields` is absent or blank. */
export const CUSTOMER_SEARCH_FIELDS = [
  'id',
  'company_name',
  'customer_code',
  'email',
  'phone',
  'contact_person',
  'billing_address',
  'shipping_address',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

/** Also available on request (`fields=...,status`), not in the default shape. */
export const CUSTOMER_SEARCH_EXTRA_FIELDS = ['dba_name', 'mobile', 'status'] as const;

export type CustomerSearchField = (typeof CUSTOMER_SEARCH_FIELDS)[number] | (typeof CUSTOMER_SEARCH_EXTRA_FIELDS)[number];

const KNOWN = new Set<string>([...CUSTOMER_SEARCH_FIELDS, ...CUSTOMER_SEARCH_EXTRA_FIELDS]);

/**
 * `fields=company_name, email,bogus` → ['id', 'company_name', 'email'].
 * `id` is always included; unknown names are ignored; duplicates collapse; absent or blank → the default shape.
 */
export function parseSearchFields(raw: string | null | undefined): CustomerSearchField[] {
  if (raw == null || raw.trim() === '') return [...CUSTOMER_SEARCH_FIELDS];
  const picked = new Set<CustomerSearchField>(['id']);
  for (const part of raw.split(',')) {
    const name = part.trim().toLowerCase();
    if (KNOWN.has(name)) picked.add(name as CustomerSearchField);
  }
  return [...picked];
}

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

/** `limit`: default 10, clamped to 1–50; anything that is not an integer is the default. */
export function parseSearchLimit(raw: string | null | undefined): number {
  const value = raw?.trim();
  if (!value || !/^-?\d+$/.test(value)) return SEARCH_DEFAULT_LIMIT;
  return Math.min(SEARCH_MAX_LIMIT, Math.max(1, Number(value)));
}
