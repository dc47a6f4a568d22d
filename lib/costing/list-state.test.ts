import { describe, expect, it } from 'vitest';
import { costSheetList, costSheetListQuerySchema, costSheetVersions } from './list-state';

describe('the cost sheet list (GET /api/costing/cost-sheets, /costing)', () => {
  it('parses the search, the order and the page; refuses an unknown order and a search over 200 characters', () => {
    expect(costSheetListQuerySchema.parse({ search: 'cap', sort: 'margin_percentage', page: '2' })).toEqual({ search: 'cap', sort: 'margin_percentage', page: 2 });
    expect(costSheetListQuerySchema.safeParse({ sort: 'secret' }).success).toBe(false);
    expect(costSheetListQuerySchema.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
  });

  it('loads the screen state (15 a page) and writes the search under `search`', () => {
    const state = costSheetList.load({ search: 'lid', page: '2', dir: 'sideways' });
    expect(state).toEqual({ search: 'lid', page: 2, per_page: 15, sort: 'product_code' });
    expect(costSheetList.url.searchKey).toBe('search');
    expect(costSheetList.href(state, { sort: 'total_cost' })).toBe('/costing?search=lid&sort=total_cost');
    expect(costSheetList.exportHref(state, '/api/costing/cost-sheets/export')).toBe('/api/costing/cost-sheets/export?search=lid');
  });
});

describe("a product's cost sheet versions (child list)", () => {
  it('is always paged by its API and newest first unless dir=asc', () => {
    expect(costSheetVersions.schema.parse({})).toEqual({});
    expect(costSheetVersions.schema.parse({ dir: 'asc', per_page: '5' })).toEqual({ dir: 'asc', per_page: 5 });
    expect(costSheetVersions.schema.safeParse({ sort: 'total_cost' }).success).toBe(false);
    expect(costSheetVersions.schema.shape.page.meta()?.description).not.toMatch(/whole list/);
  });

  it("reads its own keys of the product page's URL", () => {
    expect(costSheetVersions.keys).toEqual({ sort: 'versions_sort', dir: 'versions_dir', page: 'versions_page' });
    expect(costSheetVersions.query(new URLSearchParams('versions_page=3&versions_dir=asc&movements_page=2'))).toEqual({ sort: 'version', dir: 'asc', page: 3, per_page: 10 });
    expect(costSheetVersions.query({})).toEqual({ sort: 'version', dir: 'desc', page: 1, per_page: 10 });
  });
});
