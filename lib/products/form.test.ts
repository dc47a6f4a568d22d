import { describe, expect, it } from 'vitest';
import { emptyProductForm, formToPayload, numberOrNull, numberOrZero, productToForm, saveFailure, validateProductForm, type EditableProduct } from './form';

describe('product form', () => {
  it('defaults to a finished good in ea', () => {
    expect(emptyProductForm()).toMatchObject({ product_type: 'finished_good', unit: 'ea', product_code: '' });
  });

  it('sends empty cost, price, reorder level/quantity and min stock as 0', () => {
    const payload = formToPayload({ ...emptyProductForm(), product_code: ' FG-1 ', product_name: 'Cap' });
    expect(payload).toEqual({
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

  it('sends the empty nullable numerics as null and numbers as numbers', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('  ')).toBeNull();
    expect(numberOrNull('12.5')).toBe(12.5);
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero('0.45')).toBe(0.45);
    expect(numberOrZero('abc')).toBe('abc');
  });

  it('carries the version on edit and the picked customer and mold ids', () => {
    const product: EditableProduct = {
      id: 3,
      version: 4,
      product_code: 'RM-1',
      product_name: 'Resin',
      description: 'Natural',
      product_type: 'raw_material',
      unit: 'lb',
      category: 'Resins',
      standard_cost: 1.5,
      selling_price: 0,
      min_stock_level: 10,
      reorder_level: 20,
      reorder_quantity: 100,
      drawing_number: null,
      revision: 'A',
      customer: { id: 9, company_name: 'Acme', customer_code: 'CN09' },
      mold: { id: 5, mold_code: 'MLD-5', mold_name: 'Cap', cavity_count: 8 },
    };
    const values = productToForm(product);
    expect(values.unit).toBe('lbs');
    expect(values.standard_cost).toBe('1.5');
    expect(formToPayload(values, product.version)).toMatchObject({ unit: 'lbs', standard_cost: 1.5, customer_id: 9, mold_id: 5, version: 4, description: 'Natural' });
  });

  it('requires part number, description and type', () => {
    expect(validateProductForm({ ...emptyProductForm(), product_type: '' })).toEqual({
      product_code: 'The part number is required.',
      product_name: 'The description is required.',
      product_type: 'The product type is required.',
    });
    expect(validateProductForm({ ...emptyProductForm(), product_code: 'A', product_name: 'B' })).toEqual({});
  });
});

describe('saveFailure', () => {
  const shown = ['product_code', 'product_name'];
  it('puts field errors under the fields, first message each', () => {
    expect(saveFailure({ message: 'The product code has already been taken.', errors: { product_code: ['The product code has already been taken.', 'x'] } }, shown, 'Failed to save product')).toEqual({
      fieldErrors: { product_code: 'The product code has already been taken.' },
      banner: null,
    });
  });

  it('falls back to the server message, then the generic text', () => {
    expect(saveFailure({ message: 'Changed by someone else' }, shown, 'Failed to save product')).toEqual({ fieldErrors: {}, banner: 'Changed by someone else' });
    expect(saveFailure(null, shown, 'Failed to save product')).toEqual({ fieldErrors: {}, banner: 'Failed to save product' });
    expect(saveFailure({ message: 'Bad weight', errors: { weight_grams: ['Bad weight'] } }, shown, 'Failed')).toEqual({ fieldErrors: { weight_grams: 'Bad weight' }, banner: 'Bad weight' });
  });
});
