import { describe, expect, it } from 'vitest';
import { asFormSends } from '@/components/form/number-input';
import { emptyProductForm } from './form';
import { createProductSchema, updateProductSchema } from './schemas';

/** The product form's NumberFields send JSON numbers (components/form/number-input.ts). */
const formSends = <T extends Record<string, unknown>>(values: T) => asFormSends(values, ['standard_cost', 'selling_price', 'min_stock_level', 'reorder_level', 'reorder_quantity']);

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('product schemas (the server and the Add/Edit dialog alike)', () => {
  it('sends empty cost, price, reorder level/quantity and min stock as 0, empty texts and links as null', () => {
    expect(createProductSchema.parse(formSends({ ...emptyProductForm(), product_code: ' FG-1 ', product_name: 'Cap' }))).toEqual({
      product_code: 'FG-1',
      product_name: 'Cap',
      description: null,
      product_type: 'finished_good',
      unit: 'ea',
      category: null,
      standard_cost: 0,
      selling_price: 0,
      min_stock_level: 0,
      reorder_level: 0,
      reorder_quantity: 0,
      drawing_number: null,
      revision: null,
      customer_id: null,
      mold_id: null,
    });
  });

  it('parses the empty nullable numerics as null and numbers as numbers', () => {
    const parse = (patch: Record<string, unknown>) => updateProductSchema.parse(patch);
    expect(parse({ weight_grams: null }).weight_grams).toBeNull();
    expect(parse({ weight_grams: 12.5 }).weight_grams).toBe(12.5);
    expect(parse({ max_stock_level: null }).max_stock_level).toBeNull();
    expect(parse({ standard_cost: null }).standard_cost).toBe(0);
    expect(parse({ standard_cost: 0.45 }).standard_cost).toBe(0.45);
    // Strict input (issue 24): a number in a string, or a blank, is refused.
    expect(errorsOf(updateProductSchema.safeParse({ weight_grams: '12.5', standard_cost: '' }))).toEqual({
      weight_grams: 'The weight must be a number.',
      standard_cost: 'The standard cost field is required.',
    });
    // Absent stays absent: an update leaves the column as it is.
    expect(parse({})).toEqual({});
    expect(errorsOf(updateProductSchema.safeParse({ standard_cost: 'abc' }))).toEqual({ standard_cost: 'The standard cost must be a number.' });
  });

  it('requires part number, description and type', () => {
    expect(errorsOf(createProductSchema.safeParse(formSends({ ...emptyProductForm(), product_type: '' })))).toEqual({
      product_code: 'The product code field is required.',
      product_name: 'The product name field is required.',
      product_type: 'The product type field is required.',
    });
    expect(createProductSchema.safeParse(formSends({ ...emptyProductForm(), product_code: 'A', product_name: 'B' })).success).toBe(true);
    // On update a field that is sent must still be filled in.
    expect(errorsOf(updateProductSchema.safeParse({ product_code: ' ' }))).toEqual({ product_code: 'The product code field is required.' });
  });

  it('checks max stock against min stock when both are sent', () => {
    expect(errorsOf(createProductSchema.safeParse({ product_code: 'A', product_name: 'B', min_stock_level: 10, max_stock_level: 5 }))).toEqual({
      max_stock_level: 'The maximum stock level must be at least the minimum stock level.',
    });
    expect(updateProductSchema.safeParse({ min_stock_level: 10, max_stock_level: 10 }).success).toBe(true);
  });
});
