/**
 * The BOM save schema (POST /api/boms), client-safe: the BOM editor validates its lines with it before sending.
 */
import { z } from 'zod';
import { unitField } from '@/lib/products/schemas';
import { bool, decimal, enumOf, optionalInteger, optionalText, percent, reference } from '@/lib/validation/fields';
import { BOM_ITEM_TYPES, BOM_OPERATIONS, BOM_TYPES } from './constants';

/** `product`, `Product` or a class name ending in `\Product` (the spec's "product model") → `product`. */
function toItemType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const last = value.trim().split('\\').pop()!.toLowerCase();
  return last === 'product' ? 'product' : value;
}

export const QUANTITY_BELOW_SCALE = 'The quantity must be at least 0.0001 (quantities are kept to 4 decimals).';

export const bomItemSchema = z.object({
  item_type: z.preprocess(toItemType, enumOf(BOM_ITEM_TYPES, 'item type')).default('product'),
  item_id: reference('component'),
  // Kept to 4 decimals: a positive quantity that rounds to 0 is refused, not stored as 0.
  quantity: decimal('quantity', { gt: 0 }).refine((v) => v > 0, QUANTITY_BELOW_SCALE),
  unit: unitField().default('pcs'),
  // Absent or null: 0 (spec 1 §5).
  scrap_percentage: z.preprocess((v) => (v === undefined || v === null ? 0 : v), percent('scrap percentage')),
  operation: enumOf(BOM_OPERATIONS, 'operation').default('assembly'),
  notes: optionalText('notes', 1000).transform((v) => v ?? null),
  sequence: optionalInteger('sequence', { max: 1_000_000 }),
});

export const saveBomSchema = z.object({
  product_id: reference('product'),
  bom_type: enumOf(BOM_TYPES, 'BOM type').default('material'),
  is_active: bool('active flag').default(true),
  items: z
    .array(bomItemSchema, { error: 'The items field is required.' })
    .min(1, 'A BOM needs at least one item.')
    .max(500, 'A BOM may have at most 500 items.'),
});
export type SaveBomInput = z.output<typeof saveBomSchema>;
export type BomItemInput = z.output<typeof bomItemSchema>;

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
