/**
 * The columns every party (customer, supplier) has, once: company, contact, address and credit. A table spreads
 * them into its own columns (`...partyColumns()`); each call gives fresh column builders (drizzle builders belong
 * to one table). The database is unchanged by them: the same names, types and defaults as before the kit.
 * Imported by db/schema with a relative path (drizzle-kit does not read `@/`), so it imports nothing of the app.
 */
import { integer, text } from 'drizzle-orm/pg-core';

/** The defaults of a new party (spec 02 §9): country USA, credit limit 0, currency USD. */
export const PARTY_COLUMN_DEFAULTS = { country: 'USA', credit_limit: 0, currency: 'USD' } as const;

/** Company, contact and address: company_name … tax_id. */
export function partyColumns() {
  return {
    companyName: text('company_name').notNull(),
    dbaName: text('dba_name'),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    billingAddress: text('billing_address'),
    shippingAddress: text('shipping_address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default(PARTY_COLUMN_DEFAULTS.country),
    taxId: text('tax_id'),
  };
}

/** The credit limit (whole currency units) and the currency every amount of the party is in. */
export function partyCreditColumns() {
  return {
    creditLimit: integer('credit_limit').notNull().default(PARTY_COLUMN_DEFAULTS.credit_limit),
    currency: text('currency').notNull().default(PARTY_COLUMN_DEFAULTS.currency),
  };
}
