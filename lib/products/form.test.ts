import { describe, expect, it, vi } from 'vitest';
import type { UseFormReturn } from 'react-hook-form';
import { asFormSends } from '@/components/form/number-input';
import { applyServerErrors } from '@/components/form/use-api-form';
import { messageOf } from '@/lib/client/api';
import { emptyProductForm, productRequest, productToForm, type EditableProduct, type ProductFormValues } from './form';
import { createProductSchema, updateProductSchema } from './schemas';

/** The NumberFields of the product form: they send JSON numbers (components/form/number-input.ts). */
const NUMBER_FIELDS = ['standard_cost', 'selling_price', 'min_stock_level', 'reorder_level', 'reorder_quantity'];
const sent = <T extends Record<string, unknown>>(values: T) => asFormSends(values, NUMBER_FIELDS);

describe('product form', () => {
  it('defaults to a finished good in ea', () => {
    expect(emptyProductForm()).toMatchObject({ product_type: 'finished_good', unit: 'ea', product_code: '', customer_id: null, mold_id: null });
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
    const request = productRequest(updateProductSchema.parse(sent(values)), product);
    expect(request).toMatchObject({ url: '/api/products/3', method: 'PUT' });
    // The form shows lb as lbs; the schema stores it as lb again.
    expect(request.body).toMatchObject({ unit: 'lb', standard_cost: 1.5, customer_id: 9, mold_id: 5, version: 4, description: 'Natural' });
    expect(productRequest(createProductSchema.parse(sent({ ...emptyProductForm(), product_code: 'A', product_name: 'B' })))).toMatchObject({ url: '/api/products', method: 'POST' });
    expect(productRequest(createProductSchema.parse(sent({ ...emptyProductForm(), product_code: 'A', product_name: 'B' }))).body).not.toHaveProperty('version');
  });
});

/** The dialog's form as far as applyServerErrors uses it. */
function fakeForm(values: ProductFormValues) {
  const setError = vi.fn();
  return { form: { getValues: () => values, setError } as unknown as UseFormReturn<ProductFormValues, unknown, unknown>, setError };
}

describe('a failed save (the one form mechanism)', () => {
  it('puts field errors under the fields, first message each', () => {
    const { form, setError } = fakeForm(emptyProductForm());
    const body = { message: 'The product code has already been taken.', errors: { product_code: ['The product code has already been taken.', 'x'] } };
    // The first refused field comes back for the form to focus once it is enabled again.
    expect(applyServerErrors(form, body)).toBe('product_code');
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('product_code', { type: 'server', message: 'The product code has already been taken.' });
    expect(messageOf(body, 'Failed to save product')).toBe('The product code has already been taken.');
  });

  it('falls back to the server message, then the generic text; a field the form does not show reaches only the banner', () => {
    expect(messageOf({ message: 'Changed by someone else' }, 'Failed to save product')).toBe('Changed by someone else');
    expect(messageOf(null, 'Failed to save product')).toBe('Failed to save product');
    const { form, setError } = fakeForm(emptyProductForm());
    expect(applyServerErrors(form, { message: 'Bad weight', errors: { weight_grams: ['Bad weight'] } })).toBeNull();
    expect(setError).not.toHaveBeenCalled();
    expect(messageOf({ message: 'Bad weight', errors: { weight_grams: ['Bad weight'] } }, 'Failed')).toBe('Bad weight');
  });
});
