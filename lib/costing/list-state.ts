import { z } from 'zod';
import { defineChildList } from '@/lib/list/child-list';
import { pageParams, sortParams, textParam } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { COST_SHEET_SEARCH_MAX, COST_SHEET_VERSIONS_PER_PAGE, COST_SHEETS_PER_PAGE } from './constants';

/** The cost sheets' orders: product code by default; costs and prices highest first, the thinnest margin first. */
export const COST_SHEET_SORT = defineSorts(
  { product_code: 'asc', material_cost: 'desc', total_cost: 'desc', selling_price: 'desc', margin_percentage: 'asc' },
  'product_code',
);

/**
 * The cost sheet list's query, once: `GET /api/costing/cost-sheets` and `/export` parse it, the /costing screen's
 * URL is read with it (?search=&sort=&page=), the OpenAPI document describes it, and `listCostSheets(ctx, query)`
 * takes its output. Always paged (page 1 without `page`).
 */
export const costSheetListQuerySchema = z.object({
  search: textParam('search', COST_SHEET_SEARCH_MAX, 'Product code, name or description (case-insensitive contains; `%` and `_` match literally).'),
  ...sortParams(COST_SHEET_SORT),
  ...pageParams({ perPage: COST_SHEETS_PER_PAGE }),
});
export type CostSheetListQuery = z.output<typeof costSheetListQuerySchema>;

export const costSheetList = defineListState('/costing', costSheetListQuerySchema, { searchKey: 'search' });
export type CostSheetListState = ReturnType<typeof costSheetList.load>;

/**
 * A product's cost sheet versions (`GET /api/costing/products/{id}/cost-sheet/versions`, always paged), newest
 * first unless `dir=asc`; on the product page's Pricing & Costing tab its URL keys are `versions_sort`,
 * `versions_dir` and `versions_page`.
 */
export const COST_SHEET_VERSION_SORT = defineSorts({ version: 'desc' }, 'version');
export const costSheetVersions = defineChildList('versions', COST_SHEET_VERSION_SORT, COST_SHEET_VERSIONS_PER_PAGE, { pageSelectsPaginator: false });
