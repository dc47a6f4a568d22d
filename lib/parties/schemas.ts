/**
 * The fields a client writes to any party (customer, supplier), once, on the shared field builders: one wording of
 * messages and one set of limits. A module spreads them into its own schema and adds (or overrides) the rest:
 * `z.object({ ...partyFields, country: …, payment_terms: … })` keeps each key where this set puts it.
 * Client-safe: the New/Edit dialogs validate with the modules' schemas before they send.
 */
import { optionalEmail, optionalText, text } from '@/lib/validation/fields';

export const partyFields = {
  company_name: text('company name', { max: 255 }),
  dba_name: optionalText('DBA name', 255),
  contact_person: optionalText('contact person', 255),
  email: optionalEmail('email'),
  phone: optionalText('phone', 50),
  mobile: optionalText('mobile', 50),
  billing_address: optionalText('billing address', 1000),
  shipping_address: optionalText('shipping address', 1000),
  city: optionalText('city', 120),
  state: optionalText('state', 120),
  postal_code: optionalText('postal code', 20),
  country: optionalText('country', 120),
  tax_id: optionalText('tax ID', 50),
};
