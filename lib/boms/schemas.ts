import { z } from 'zod';
import { bomOperation, bomType } from '@/db/schema';
import { toNumberish } from '@/lib/coerce';
import { unitSchema } from '@/lib/products/schemas';

/** `product`, `Product` or a class name ending in `\Product` (the spec's "product model") → `product`. */
function toItemType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const last = value.trim().split('\\').pop()!.toLowerCase();
  return last === 'product' ? 'product' : value;
}

const id = (label: string, required: string) =>
  z.preprocess(
    toNumberish,
    z
      .number({ error: required })
      .int(`The ${label} must be an id.`)
      .min(1, `The selected ${label} does not exist.`)
      .max(2_147_483_647, `The selected ${label} does not exist.`),
  );

const SCRAP_RANGE = 'The scrap percentage must be between 0 and 100.';

export const bomItemSchema = z.object({
  item_type: z.preprocess(toItemType, z.enum(['product'], { error: 'The selected item type is invalid.' })).default('product'),
  item_id: id('component', 'The component field is required.'),
  quantity: z.preprocess(
    toNumberish,
    z.number({ error: 'The quantity must be a number greater than 0.' }).gt(0, 'The quantity must be greater than 0.').refine((v) => v <= 0 || v >= 0.0001, 'The quantity must be at least 0.0001 (quantities are kept to 4 decimals).').max(99_999_999_999_999, 'The quantity is too large.'),
  ),
  unit: unitSchema.default('pcs'),
  scrap_percentage: z
    .preprocess(toNumberish, z.number({ error: SCRAP_RANGE }).min(0, SCRAP_RANGE).max(100, SCRAP_RANGE).nullable())
    .transform((v) => v ?? 0)
    .optional()
    .transform((v) => v ?? 0),
  operation: z.enum(bomOperation.enumValues, { error: 'The selected operation is invalid.' }).default('assembly'),
  notes: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string({ error: 'The notes must be text.' }).max(1000, 'The notes may not be longer than 1000 characters.').nullable())
    .optional()
    .transform((v) => v ?? null),
  sequence: z.preprocess(toNumberish, z.number({ error: 'The sequence must be a whole number.' }).int('The sequence must be a whole number.').min(0).max(1_000_000).nullable()).optional(),
});

export const saveBomSchema = z.object({
  product_id: id('product', 'The product field is required.'),
  bom_type: z.enum(bomType.enumValues, { error: 'The selected BOM type is invalid.' }).default('material'),
  is_active: z.boolean({ error: 'The active flag must be true or false.' }).default(true),
  items: z
    .array(bomItemSchema, { error: 'The items field is required.' })
    .min(1, 'A BOM needs at least one item.')
    .max(500, 'A BOM may have at most 500 items.'),
});
export type SaveBomInput = z.infer<typeof saveBomSchema>;
export type BomItemInput = z.infer<typeof bomItemSchema>;

/**
 * Items in the order they will be stored: by `sequence` when given (a missing one counts as the item's
 * position), ties in the order sent; then renumbered 1…n (sequence = position in the list).
 */
export function orderBomItems<T extends { sequence?: number | null }>(items: readonly T[]): (T & { sequence: number })[] {
  return items
    .map((item, index) => ({ item, index, key: item.sequence ?? index + 1 }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }, position) => ({ ...item, sequence: position + 1 }));
}
