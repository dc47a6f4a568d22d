/**
 * What a client may write to a customer, on the shared field builders (one wording of messages).
 * Client-safe: the New/Edit Customer dialog validates with these very schemas before it sends.
 * `customer_code`, `id`, `version` and timestamps are not among the fields (ignored when sent).
 */
import { z } from 'zod';
import { partyFields } from '@/lib/parties/schemas';
import { enumOf, optionalInteger, optionalText } from '@/lib/validation/fields';
import { CREDIT_LIMIT_MAX, PARTY_STATUSES } from './constants';

/** A column with a default (country USA, …): blank, null or absent → undefined (the default on create, unchanged on update). */
function withDefault<T>(field: z.ZodType<T | null | undefined>) {
  return field.transform((v): T | undefined => v ?? undefined).optional();
}

/** A 3-letter ISO code, upper-cased: `cad` → `CAD`. */
const currency = withDefault(
  optionalText('currency', 3)
    .transform((v) => v?.toUpperCase())
    .refine((v) => v == null || /^[A-Z]{3}$/.test(v), 'The currency must be a 3-letter code such as USD.'),
);

const customerFields = {
  ...partyFields,
  // A blank country keeps the default (create) or the stored one (update).
  country: withDefault(optionalText('country', 120)),
  payment_terms_text: withDefault(optionalText('payment terms', 120)),
  /** CONTRACT §8: an integer number of currency units; a fraction is a 422. */
  credit_limit: withDefault(optionalInteger('credit limit', { min: 0, max: CREDIT_LIMIT_MAX })),
  currency,
  status: enumOf(PARTY_STATUSES, 'status').optional(),
  notes: optionalText('notes', 5000),
};

export const createCustomerSchema = z.object(customerFields);
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;
export type CreateCustomerData = z.output<typeof createCustomerSchema>;

/** PUT and PATCH both update only the fields sent (the screens send the whole form); a sent company name may not be blank. */
export const updateCustomerSchema = createCustomerSchema.partial();
export type UpdateCustomerInput = z.input<typeof updateCustomerSchema>;
export type UpdateCustomerData = z.output<typeof updateCustomerSchema>;
