/** The BOM as the API answers it (client-safe): the type, the OpenAPI document and the response tests read this schema. */
import { z } from 'zod';
import { out, timestamps } from '@/lib/validation/output';
import { PRODUCT_TYPES } from '@/lib/products/constants';
import { BOM_TYPES } from './constants';

export const bomItemDto = z.object({
  id: out.id(),
  item_type: out.text('What the line consumes (a product).'),
  item_id: out.id('The component product.'),
  quantity: out.number('Per one unit of the parent, in `unit` (at most 4 decimals).'),
  unit: out.text(),
  scrap_percentage: out.number('%, 0–100: extra consumed for scrap.'),
  operation: out.text('The step that consumes it (molding, assembly, inspection, packaging).'),
  notes: out.text().nullable(),
  sequence: out.count('Position in the BOM (from 1).'),
  component: z.object({
    id: out.id(),
    product_code: out.text(),
    product_name: out.text(),
    product_type: out.text(),
    unit: out.text(),
    standard_cost: out.number('Plant currency per unit.'),
  }),
});
export type BomItemDto = z.infer<typeof bomItemDto>;

export const bomDto = z.object({
  id: out.id(),
  product_id: out.id(),
  bom_type: out.enum(BOM_TYPES),
  is_active: out.bool(),
  version: out.version(),
  ...timestamps,
  product: z.object({ id: out.id(), product_code: out.text(), product_name: out.text(), product_type: out.enum(PRODUCT_TYPES) }),
  items: z.array(bomItemDto).meta({ description: 'In sequence order.' }),
});
export type BomDto = z.infer<typeof bomDto>;
