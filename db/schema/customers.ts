import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit does not read the `@/` alias.
import { CUSTOMER_DEFAULTS, PARTY_STATUSES } from '../../lib/customers/constants';
import { partyColumns, partyCreditColumns } from '../../lib/parties/columns';

/** Customers' (and suppliers') status; the values live once, in lib/customers/constants.ts. */
export const partyStatus = pgEnum('party_status', PARTY_STATUSES);

/** Feeds customer_code (CN01, CN02, … CN100): a sequence never hands out a number twice, even under concurrency. */
export const customerCodeSeq = pgSequence('customer_code_seq', { startWith: 1, increment: 1 });

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerCode: text('customer_code').notNull(),
    ...partyColumns(),
    paymentTermsText: text('payment_terms_text').notNull().default(CUSTOMER_DEFAULTS.payment_terms_text),
    ...partyCreditColumns(),
    status: partyStatus('status').notNull().default(CUSTOMER_DEFAULTS.status),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    // Lower-cased search texts, one per search (fields joined by chr(1) so a term never spans two fields).
    // One LIKE on a stored lower-case column is ~10× cheaper per row than four ILIKEs (matters on PGlite,
    // where short or common terms scan the table), and one trigram index serves each search.
    /** GET /api/customers?search: code, company name, email (code first: `LIKE 'term%'` = code prefix). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(customer_code || chr(1) || company_name || chr(1) || coalesce(email, ''))`),
    /** GET /api/sales/customers/search?q: company name, code, contact person, email (company first). */
    pickerText: text('picker_text').generatedAlwaysAs(
      sql`lower(company_name || chr(1) || customer_code || chr(1) || coalesce(contact_person, '') || chr(1) || coalesce(email, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_code_unique').on(t.customerCode),
    index('customers_status_idx').on(t.status),
    // Trigram indexes: case-insensitive contains-search (ILIKE '%term%') on the searched columns.
    index('customers_code_trgm').using('gin', t.customerCode.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('customers_company_trgm').using('gin', t.companyName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('customers_email_trgm').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('customers_contact_trgm').using('gin', t.contactPerson.op('gin_trgm_ops')).with({ fastupdate: false }),
    // The lists' order (company name A–Z, id breaks ties): an index scan in that exact order, no sort step.
    index('customers_company_lower_idx').on(sql`lower(${t.companyName})`, t.id),
    index('customers_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('customers_picker_text_trgm').using('gin', t.pickerText.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
