/**
 * The product as the API answers it (client-safe): the zod schema is the one description — the type below, the
 * OpenAPI document (lib/openapi/responses.ts) and the response tests all read it.
 */
import { z } from 'zod';
import { out, timestamps } from '@/lib/validation/output';
import { PRODUCT_TYPES, UNITS } from './constants';

export const productDto = z.object({
  id: out.id(),
  product_code: out.text(),
  product_name: out.text(),
  description: out.text().nullable(),
  category: out.text().nullable(),
  product_type: out.enum(PRODUCT_TYPES),
  unit: out.enum(UNITS, 'The unit stock and BOM quantities are counted in.'),
  color: out.text().nullable(),
  material_type: out.text().nullable(),
  weight_grams: out.number('Part weight, g.').nullable(),
  cavity_count: out.count('Cavities of the mold it runs in.').nullable(),
  cycle_time_seconds: out.number('Seconds per shot.').nullable(),
  parts_per_cycle: out.count('Parts per shot.').nullable(),
  standard_cost: out.number('Plant currency per unit.'),
  selling_price: out.number('Plant currency per unit.'),
  reorder_level: out.number('In `unit`: at or below it the stock is low.'),
  reorder_quantity: out.number('In `unit`.'),
  min_stock_level: out.number('In `unit`.'),
  max_stock_level: out.number('In `unit`.').nullable(),
  storage_location: out.text().nullable(),
  bin_location: out.text().nullable(),
  drawing_number: out.text().nullable(),
  revision: out.text().nullable(),
  specifications: out.text().nullable(),
  quality_standards: out.text().nullable(),
  notes: out.text().nullable(),
  customer_id: out.id().nullable(),
  mold_id: out.id().nullable(),
  preferred_supplier_id: out.id('Who reorder suggestions buy it from.').nullable(),
  is_active: out.bool(),
  version: out.version(),
  ...timestamps,
  customer: z.object({ id: out.id(), company_name: out.text(), customer_code: out.text() }).nullable().meta({ description: 'The customer the part is made for.' }),
  mold: z.object({ id: out.id(), mold_code: out.text(), mold_name: out.text(), cavity_count: out.count() }).nullable().meta({ description: 'The mold it is made with.' }),
});
export type ProductDto = z.infer<typeof productDto>;
