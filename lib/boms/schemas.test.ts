import { describe, expect, it } from 'vitest';
import { orderBomItems, saveBomSchema } from './schemas';

describe('orderBomItems', () => {
  it('keeps the order sent and numbers 1…n when no sequence is given', () => {
    const items: { id: string; sequence?: number }[] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(orderBomItems(items).map((i) => [i.id, i.sequence])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('sorts by the given sequence, ties in the order sent, and renumbers', () => {
    const items = [
      { id: 'a', sequence: 30 },
      { id: 'b', sequence: 10 },
      { id: 'c', sequence: 10 },
      { id: 'd', sequence: 20 },
    ];
    expect(orderBomItems(items).map((i) => `${i.id}${i.sequence}`)).toEqual(['b1', 'c2', 'd3', 'a4']);
  });
});

describe('saveBomSchema', () => {
  it('applies the spec defaults and accepts the product model name as item type', () => {
    const parsed = saveBomSchema.parse({ product_id: 5, items: [{ item_id: 7, quantity: 2.5, item_type: 'App\\Models\\Product' }] });
    expect(parsed).toEqual({
      product_id: 5,
      bom_type: 'material',
      is_active: true,
      items: [{ item_type: 'product', item_id: 7, quantity: 2.5, unit: 'pcs', scrap_percentage: 0, operation: 'assembly', notes: null }],
    });
  });

  it('stores lbs as lb and a null scrap as 0; a blank scrap is a 422 (strict input)', () => {
    expect(saveBomSchema.safeParse({ product_id: 1, items: [{ item_id: 2, quantity: 1, scrap_percentage: '' }] }).success).toBe(false);
    const parsed = saveBomSchema.parse({ product_id: 1, items: [{ item_id: 2, quantity: 1, unit: 'lbs', scrap_percentage: null }] });
    expect(parsed.items[0]).toMatchObject({ unit: 'lb', scrap_percentage: 0 });
  });
});
