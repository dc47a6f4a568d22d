import { describe, expect, it } from 'vitest';
import { productList, productListQuerySchema } from './list-state';

describe('the product list query (GET /api/products)', () => {
  it('reads one type or a comma list, the search, the customer, the order and the page', () => {
    expect(productListQuerySchema.parse({ product_type: 'finished_good,packaging', q: 'cap', customer_id: '7', sort: 'selling_price', dir: 'asc', page: '2', per_page: '500' })).toEqual({
      product_type: ['finished_good', 'packaging'],
      q: 'cap',
      customer_id: 7,
      sort: 'selling_price',
      dir: 'asc',
      page: 2,
      per_page: 100,
    });
    expect(productListQuerySchema.parse({})).toEqual({});
  });

  it('refuses an unknown type, a customer that is not an id, a search over 200 characters and an unknown order', () => {
    const errors = (input: Record<string, string>) => {
      const result = productListQuerySchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(errors({ product_type: 'finished_good,gizmo' })).toEqual(['product_type']);
    expect(errors({ customer_id: 'abc' })).toEqual(['customer_id']);
    expect(errors({ q: 'x'.repeat(201) })).toEqual(['q']);
    expect(errors({ q: 'x'.repeat(200) })).toEqual([]);
    expect(errors({ sort: 'secret', dir: 'up' })).toEqual(['sort', 'dir']);
  });
});

describe('the catalog screen state (productList)', () => {
  it('keeps valid values and drops the rest of a hand-edited URL', () => {
    expect(productList.load({ page: '3', q: 'cap', product_type: 'packaging', customer_id: 'x', sort: 'bogus' })).toEqual({
      page: 3,
      per_page: 20,
      q: 'cap',
      product_type: ['packaging'],
      sort: 'product_code',
    });
    expect(productList.load({ product_type: 'gizmo', q: 'x'.repeat(201) })).toMatchObject({ product_type: undefined, q: undefined, page: 1 });
  });

  it('builds hrefs without defaults, back to page 1 on a filter change, and its export', () => {
    const state = productList.load({ page: '4', q: 'cap', sort: 'selling_price' });
    expect(productList.href(state, { page: 5 })).toBe('/products?page=5&q=cap&sort=selling_price');
    expect(productList.href(state, { product_type: ['finished_good'] })).toBe('/products?q=cap&product_type=finished_good&sort=selling_price');
    expect(productList.href(productList.load({}))).toBe('/products');
    expect(productList.exportHref(state, '/api/products/export')).toBe('/api/products/export?q=cap&sort=selling_price');
    expect(productList.isFiltered(state)).toBe(true);
    expect(productList.isFiltered(productList.load({ sort: 'category', page: '2' }))).toBe(false);
  });
});
