import { z } from 'zod';
import { productType, unitOfMeasure } from '@/db/schema';
import { toNumberish, toTextOrNull } from '@/lib/coerce';
import { normalizeUnit } from './constants';


// numeric(18, 4): 14 integer digits.
const MAX_AMOUNT = 99_999_999_999_999;

function amount(label: string, opts: { positive?: boolean } = {}) {
  let n = z.number({ error: `The ${label} must be a number.` }).max(MAX_AMOUNT, `The ${label} is too large.`);
  n = opts.positive ? n.gt(0, `The ${label} must be greater than 0.`) : n.min(0, `The ${label} must be at least 0.`);
  return n;
}

function count(label: string) {
  return z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(1_000_000, `The ${label} is too large.`);
}

/** Optional numerics the form sends as null when empty (spec 1 §5): null is stored as null. */
const nullableAmount = (label: string, opts?: { positive?: boolean }) => z.preprocess(toNumberish, amount(label, opts).nullable()).optional();
const nullableCount = (label: string) => z.preprocess(toNumberish, count(label).nullable()).optional();
/** Optional numerics the form sends as 0 when empty (spec 1 §5): null is stored as 0 too. */
const zeroDefaultAmount = (label: string) =>
  z
    .preprocess(toNumberish, amount(label).nullable())
    .transform((v) => v ?? 0)
    .optional();

const text = (label: string, max: number) =>
  z.preprocess(toTextOrNull, z.string({ error: `The ${label} must be text.` }).max(max, `The ${label} may not be longer than ${max} characters.`).nullable()).optional();

const reference = (label: string) =>
  z
    .preprocess(
      toNumberish,
      z
        .number({ error: `The ${label} must be an id.` })
        .int(`The ${label} must be an id.`)
        .min(1, `The selected ${label} does not exist.`)
        .max(2_147_483_647, `The selected ${label} does not exist.`)
        .nullable(),
    )
    .optional();

const requiredText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: `The ${label} field is required.` })
      .min(1, `The ${label} field is required.`)
      .max(max, `The ${label} may not be longer than ${max} characters.`),
  );

export const productTypeSchema = z.enum(productType.enumValues, { error: 'The selected product type is invalid.' });
export const unitSchema = z.preprocess(normalizeUnit, z.enum(unitOfMeasure.enumValues, { error: 'The selected unit is invalid.' }));

/** Every writable product field (spec 1 §3); keys absent from the input are left alone on update. */
const productFields = {
  product_code: requiredText('product code', 50),
  product_name: requiredText('product name', 200),
  description: text('description', 2000),
  category: text('category', 100),
  product_type: productTypeSchema,
  unit: unitSchema,
  color: text('color', 100),
  material_type: text('material type', 100),
  weight_grams: nullableAmount('weight'),
  cavity_count: nullableCount('cavity count'),
  cycle_time_seconds: nullableAmount('cycle time', { positive: true }),
  parts_per_cycle: nullableCount('parts per cycle'),
  standard_cost: zeroDefaultAmount('standard cost'),
  selling_price: zeroDefaultAmount('selling price'),
  reorder_level: zeroDefaultAmount('reorder level'),
  reorder_quantity: zeroDefaultAmount('reorder quantity'),
  min_stock_level: zeroDefaultAmount('minimum stock level'),
  max_stock_level: nullableAmount('maximum stock level'),
  storage_location: text('storage location', 100),
  bin_location: text('bin location', 100),
  drawing_number: text('drawing number', 100),
  revision: text('revision', 50),
  specifications: text('specifications', 5000),
  quality_standards: text('quality standards', 2000),
  notes: text('notes', 5000),
  customer_id: reference('customer'),
  mold_id: reference('mold'),
  is_active: z.boolean({ error: 'The active flag must be true or false.' }).optional(),
};

function maxAtLeastMin(p: { min_stock_level?: number; max_stock_level?: number | null }, ctx: z.RefinementCtx) {
  if (p.max_stock_level != null && p.min_stock_level != null && p.max_stock_level < p.min_stock_level) {
    ctx.addIssue({ code: 'custom', path: ['max_stock_level'], message: 'The maximum stock level must be at least the minimum stock level.' });
  }
}

export const createProductSchema = z
  .object({
    ...productFields,
    product_type: productTypeSchema.default('finished_good'),
    unit: unitSchema.default('ea'),
  })
  .superRefine(maxAtLeastMin);
export type CreateProductInput = z.infer<typeof createProductSchema>;

/** PUT and PATCH both update only the fields sent (the screens send the form's fields). */
export const updateProductSchema = z
  .object({
    ...productFields,
    product_code: productFields.product_code.optional(),
    product_name: productFields.product_name.optional(),
    product_type: productTypeSchema.optional(),
    unit: unitSchema.optional(),
  })
  .superRefine(maxAtLeastMin);
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

const PRODUCT_TYPE_VALUES: readonly string[] = productType.enumValues;
/** One type or a comma list; any unknown one → 422 on product_type itself. */
const productTypeList = z
  .string()
  .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean))
  .refine((types) => types.every((t) => PRODUCT_TYPE_VALUES.includes(t)), 'The selected product type is invalid.')
  .transform((types) => types as (typeof productType.enumValues)[number][]);

/** `GET /api/products` query: product_type (one or a comma list), q, customer_id. */
export const listProductsQuery = z.object({
  product_type: z.preprocess(toTextOrNull, productTypeList.nullable()).optional(),
  q: z.preprocess(toTextOrNull, z.string().max(200, 'The search may not be longer than 200 characters.').nullable()).optional(),
  customer_id: z.preprocess(toNumberish, z.number({ error: 'The customer must be an id.' }).int('The customer must be an id.').min(1, 'The customer must be an id.').max(2_147_483_647, 'The customer must be an id.').nullable()).optional(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;
