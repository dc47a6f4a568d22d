/**
 * Product request schemas (spec 1 §3, §5), client-safe: the Add/Edit Product dialog validates with the very
 * same schemas the service parses with.
 */
import { z } from 'zod';
import {
  bool,
  decimal,
  enumOf,
  optionalDecimal,
  optionalInteger,
  optionalReference,
  optionalText,
  text,
} from '@/lib/validation/fields';
import { normalizeUnit, PRODUCT_TYPES, UNITS } from './constants';

/** A unit of measure; `lbs` (the form's spelling) is accepted and stored as `lb`. */
export const unitField = () => z.preprocess(normalizeUnit, enumOf(UNITS, 'unit'));

/** Optional numerics the form sends as 0 when empty (spec 1 §5): null is stored as 0. */
const zeroWhenBlank = (label: string) => z.preprocess((v) => (v === null ? 0 : v), decimal(label)).optional();

/** Counts (cavities, parts per cycle): whole numbers from 1. */
const optionalCount = (label: string) => optionalInteger(label, { min: 1, max: 1_000_000 });

export const MAX_BELOW_MIN = 'The maximum stock level must be at least the minimum stock level.';

/** Every writable product field (spec 1 §3); keys absent from the input are left alone on update. */
const productFields = {
  product_code: text('product code', { max: 50 }),
  product_name: text('product name', { max: 200 }),
  description: optionalText('description', 2000),
  category: optionalText('category', 100),
  product_type: enumOf(PRODUCT_TYPES, 'product type'),
  unit: unitField(),
  color: optionalText('color', 100),
  material_type: optionalText('material type', 100),
  // Optional numerics the form sends as null when empty (spec 1 §5): null is stored as null.
  weight_grams: optionalDecimal('weight'),
  cavity_count: optionalCount('cavity count'),
  cycle_time_seconds: optionalDecimal('cycle time', { gt: 0 }),
  parts_per_cycle: optionalCount('parts per cycle'),
  standard_cost: zeroWhenBlank('standard cost'),
  selling_price: zeroWhenBlank('selling price'),
  reorder_level: zeroWhenBlank('reorder level'),
  reorder_quantity: zeroWhenBlank('reorder quantity'),
  min_stock_level: zeroWhenBlank('minimum stock level'),
  max_stock_level: optionalDecimal('maximum stock level'),
  storage_location: optionalText('storage location', 100),
  bin_location: optionalText('bin location', 100),
  drawing_number: optionalText('drawing number', 100),
  revision: optionalText('revision', 50),
  specifications: optionalText('specifications', 5000),
  quality_standards: optionalText('quality standards', 2000),
  notes: optionalText('notes', 5000),
  customer_id: optionalReference('customer'),
  mold_id: optionalReference('mold'),
  preferred_supplier_id: optionalReference('preferred supplier'),
  is_active: bool('active flag').optional(),
};

/** Max stock ≥ min stock when both are in the input (the service checks a partial update against the row). */
const maxAtLeastMin = (p: { min_stock_level?: number; max_stock_level?: number | null }) =>
  !(p.max_stock_level != null && p.min_stock_level != null && p.max_stock_level < p.min_stock_level);
const onMaxStock = { path: ['max_stock_level'], error: MAX_BELOW_MIN };

export const createProductSchema = z
  .object({
    ...productFields,
    product_type: productFields.product_type.default('finished_good'),
    unit: productFields.unit.default('ea'),
  })
  .refine(maxAtLeastMin, onMaxStock);
export type CreateProductInput = z.output<typeof createProductSchema>;

/** PUT and PATCH both update only the fields sent (the screens send the form's fields). */
export const updateProductSchema = z
  .object({
    ...productFields,
    product_code: productFields.product_code.optional(),
    product_name: productFields.product_name.optional(),
    product_type: productFields.product_type.optional(),
    unit: productFields.unit.optional(),
  })
  .refine(maxAtLeastMin, onMaxStock);
export type UpdateProductInput = z.output<typeof updateProductSchema>;
