/**
 * The /products catalog's URL state (?q=&product_type=&page=), one definition shared by the server page (which
 * loads it) and the toolbar (which writes it through `useListState`). The keys are the API's own parameter
 * names, so `productList.toQuery(state)` is what `pageProducts` reads. Client-safe.
 */
import { defineSorts } from '@/lib/list/sort';
import { sortParsers } from '@/lib/list/legacy-url-state';
import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/legacy-url-state';
import { PRODUCT_TYPES } from './constants';

/** Rows per catalog page: the list is paged in SQL, so 50,000 products cost the same as 50. */
export const PRODUCTS_PER_PAGE = 20;

/** The longest search the API takes (longer text in a hand-edited URL is cut, not refused). */
export const PRODUCT_SEARCH_MAX = 200;

/** The catalog's orders: product code by default (the unique index); costs and prices highest first. */
export const PRODUCT_SORT = defineSorts(
  { product_code: 'asc', product_name: 'asc', product_type: 'asc', category: 'asc', standard_cost: 'desc', selling_price: 'desc' },
  'product_code',
);

export const productList = defineListState(
  '/products',
  {
    q: parseAsString.withDefault(''),
    product_type: parseAsStringLiteral(PRODUCT_TYPES),
    ...sortParsers(PRODUCT_SORT),
  },
  { searchKey: 'q', perPage: PRODUCTS_PER_PAGE },
);

export type ProductListState = ReturnType<typeof productList.load>;
