import { z } from 'zod';
import { partyStatus } from '@/db/schema';

/** Optional free text: trimmed, empty → null (so a cleared form field clears the column). */
const optionalText = (label: string, max = 255) =>
  z
    .union([z.string({ error: `The ${label} must be text.` }), z.null()])
    .optional()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= max, `The ${label} may not be greater than ${max} characters.`);

/** Text with a default when missing or blank (country USA, currency USD, payment terms Net 30). */
const textWithDefault = (label: string, max: number) =>
  z
    .union([z.string({ error: `The ${label} must be text.` }), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || v.length <= max, `The ${label} may not be greater than ${max} characters.`);

const email = z
  .union([z.string({ error: 'The email must be a valid email address.' }), z.null()])
  .optional()
  .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
  .refine((v) => v == null || z.email().safeParse(v).success, 'The email must be a valid email address.')
  .refine((v) => v == null || v.length <= 255, 'The email may not be greater than 255 characters.');

/**
 * CONTRACT §8: `credit_limit` is an integer number of currency units; a fraction is a 422.
 * Numeric strings are accepted (HTML forms send them); blank or null means "not given".
 */
const creditLimit = z
  .union([z.number({ error: 'The credit limit must be an integer.' }), z.string(), z.null()], { error: 'The credit limit must be an integer.' })
  .optional()
  .transform((v, ctx) => {
    if (v == null || (typeof v === 'string' && v.trim() === '')) return undefined;
    const n = typeof v === 'number' ? v : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: 'The credit limit must be an integer.' });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: 'custom', message: 'The credit limit must be at least 0.' });
      return z.NEVER;
    }
    if (n > 2_000_000_000) {
      ctx.addIssue({ code: 'custom', message: 'The credit limit may not be greater than 2000000000.' });
      return z.NEVER;
    }
    return n;
  });

const status = z.enum(partyStatus.enumValues, { error: 'The selected status is invalid. Choose active, inactive or suspended.' });

/** The fields a client may write. `customer_code`, `id`, `version` and timestamps are not among them (ignored). */
const customerFields = {
  company_name: z
    .string({ error: 'The company name field is required.' })
    .trim()
    .min(1, 'The company name field is required.')
    .max(255, 'The company name may not be greater than 255 characters.'),
  dba_name: optionalText('DBA name'),
  contact_person: optionalText('contact person'),
  email,
  phone: optionalText('phone', 50),
  mobile: optionalText('mobile', 50),
  billing_address: optionalText('billing address', 1000),
  shipping_address: optionalText('shipping address', 1000),
  city: optionalText('city', 120),
  state: optionalText('state', 120),
  postal_code: optionalText('postal code', 20),
  country: textWithDefault('country', 120),
  tax_id: optionalText('tax ID', 50),
  payment_terms_text: textWithDefault('payment terms', 120),
  credit_limit: creditLimit,
  currency: textWithDefault('currency', 3)
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || /^[A-Z]{3}$/.test(v), 'The currency must be a 3-letter code such as USD.'),
  status: status.optional(),
  notes: optionalText('notes', 5000),
};

export const createCustomerSchema = z.object(customerFields);
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/** PUT and PATCH both update only the fields sent (the spec's screens send the whole form). */
export const updateCustomerSchema = z.object({ ...customerFields, company_name: customerFields.company_name.optional() });
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;
