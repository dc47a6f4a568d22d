import { defineSorts } from '@/lib/list/sort';
import { sortParsers } from '@/lib/list/legacy-url-state';
import { defineListState, parseAsString } from '@/lib/list/legacy-url-state';
import { COST_SHEETS_PER_PAGE } from './constants';

/** The /costing screen's state in the URL (?search=&page=), read by the page and written by the toolbar. Client-safe. */
/** The cost sheets' orders: product code by default; costs and prices highest first, the thinnest margin first. */
export const COST_SHEET_SORT = defineSorts(
  { product_code: 'asc', material_cost: 'desc', total_cost: 'desc', selling_price: 'desc', margin_percentage: 'asc' },
  'product_code',
);

export const costSheetList = defineListState(
  '/costing',
  { search: parseAsString.withDefault(''), ...sortParsers(COST_SHEET_SORT) },
  { perPage: COST_SHEETS_PER_PAGE, searchKey: 'search' },
);
