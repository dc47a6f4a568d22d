/**
 * Customer constants for screens and schemas alike (client-safe: no database imports). The pgEnum
 * `party_status` in db/schema/customers.ts is built from PARTY_STATUSES (suppliers share it).
 */

export const PARTY_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type PartyStatus = (typeof PARTY_STATUSES)[number];

export const PARTY_STATUS_LABELS: Record<PartyStatus, string> = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' };

/** Spec 02 §9 defaults of a new customer (the columns' defaults, and the New Customer form's). */
export const CUSTOMER_DEFAULTS = { country: 'USA', currency: 'USD', payment_terms_text: 'Net 30', credit_limit: 0, status: 'active' } as const satisfies {
  country: string;
  currency: string;
  payment_terms_text: string;
  credit_limit: number;
  status: PartyStatus;
};

/** The largest credit limit (whole currency units; an int4 column). */
export const CREDIT_LIMIT_MAX = 2_000_000_000;

/** The customer list's page size (spec 02: 15; the CRM tab of /sales reads 100). */
export const CUSTOMERS_PER_PAGE = 15;
