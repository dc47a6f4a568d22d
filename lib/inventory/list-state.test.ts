import { describe, expect, it } from 'vitest';
import { parseInput } from '@/lib/validation';
import { inventoryList, inventoryListQuerySchema, itemSearchQuerySchema, movementHistory } from './list-state';

describe('the inventory list state (inventoryList)', () => {
  it('reads the screen URL with the API query schema: valid values kept, bad ones dropped', () => {
    expect(inventoryList.load({ page: '3', search: 'cap', filter: 'low_stock', sort: 'item_name', dir: 'desc' })).toEqual({
      page: 3,
      per_page: 25,
      search: 'cap',
      q: '',
      filter: 'low_stock',
      sort: 'item_name',
      dir: 'desc',
    });
    const bad = inventoryList.load({ page: 'abc', filter: 'nope', sort: 'color', dir: 'up', per_page: '500' });
    expect(bad).toMatchObject({ page: 1, per_page: 100, sort: 'item_code' });
    expect(bad.filter).toBeUndefined();
    expect(bad.dir).toBeUndefined();
  });

  it('builds hrefs without defaults, back to page 1 on a filter change; the export carries the filters, not the page', () => {
    const state = inventoryList.load({ page: '4', search: 'cap', sort: 'quantity_on_hand' });
    expect(inventoryList.href(state, { page: 5 })).toBe('/inventory?page=5&search=cap&sort=quantity_on_hand');
    expect(inventoryList.href(state, { filter: 'out_of_stock' })).toBe('/inventory?search=cap&filter=out_of_stock&sort=quantity_on_hand');
    expect(inventoryList.href(inventoryList.load({}))).toBe('/inventory');
    expect(inventoryList.exportHref(state, '/api/inventory/export')).toBe('/api/inventory/export?search=cap&sort=quantity_on_hand');
    expect(inventoryList.isFiltered(state)).toBe(true);
    expect(inventoryList.isFiltered(inventoryList.load({ sort: 'item_name', page: '2' }))).toBe(false);
  });

  it('gives the toolbar its keys as plain data (no zod in the browser)', () => {
    expect(JSON.parse(JSON.stringify(inventoryList.url))).toEqual(inventoryList.url);
    expect(inventoryList.url.searchKey).toBe('search');
    expect(inventoryList.url.fields.filter).toMatchObject({ kind: 'enum' });
  });

  it('the API refuses what the screen drops: an unknown filter or order is a 422 naming the choices', () => {
    expect(() => parseInput(inventoryListQuerySchema, { filter: 'nope' })).toThrow(/The selected filter is invalid. Choose all, raw_materials/);
    expect(() => parseInput(inventoryListQuerySchema, { sort: 'color' })).toThrow(/The selected sort is invalid/);
    expect(parseInput(inventoryListQuerySchema, { filter: '', page: '0', per_page: '0' })).toEqual({ page: 1, per_page: 1 });
  });
});

describe('the item picker query', () => {
  it('clamps limit to 1–50 (default 10) and keeps the category list as text', () => {
    expect(parseInput(itemSearchQuerySchema, {})).toEqual({ limit: 10 });
    expect(parseInput(itemSearchQuerySchema, { limit: '0' }).limit).toBe(1);
    expect(parseInput(itemSearchQuerySchema, { limit: '500' }).limit).toBe(50);
    expect(parseInput(itemSearchQuerySchema, { limit: 'zz' }).limit).toBe(10);
    expect(parseInput(itemSearchQuerySchema, { q: 'pp', category: 'raw_materials,Resins' })).toEqual({ q: 'pp', category: 'raw_materials,Resins', limit: 10 });
  });
});

describe('the movement history (movementHistory)', () => {
  it("reads its own keys of the product page's URL into the service's typed query", () => {
    expect(movementHistory.query(new URLSearchParams('movements_sort=quantity&movements_dir=asc&movements_page=3&tab=inventory'))).toEqual({
      sort: 'quantity',
      dir: 'asc',
      page: 3,
      per_page: 20,
    });
    expect(movementHistory.query({ movements_sort: 'operator', movements_page: 'x' })).toEqual({ sort: 'date', dir: 'desc', page: 1, per_page: 20 });
  });

  it('its API query: a bad order is a 422; page absent stays absent (the service answers page 1: the list is always paged)', () => {
    expect(() => parseInput(movementHistory.schema, { sort: 'operator' })).toThrow(/The selected sort is invalid/);
    expect(parseInput(movementHistory.schema, { per_page: '500' })).toEqual({ per_page: 100 });
    expect(movementHistory.schema.shape.page.meta()?.description).not.toMatch(/whole list/);
  });
});
