import { z } from 'zod';
import { cursorParam, enumListParam, idParam, pageParams, sortParams, textParam } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { PRODUCT_SEARCH_MAX, PRODUCT_TYPES } from './constants';

/** Rows per catalog page: the list is paged in SQL, so a large catalog costs the same per page as a small one. */
export const PRODUCTS_PER_PAGE = 20;

/** The catalog's orders: product code by default (the unique index); costs and prices highest first. */
export const PRODUCT_SORT = defineSorts(
  { product_code: 'asc', product_name: 'asc', product_type: 'asc', category: 'asc', standard_cost: 'desc', selling_price: 'desc' },
  'product_code',
);

/**
 * The product catalog's query, once: `GET /api/products` and `/export` parse it, the /products screen's URL is read
 * with it (?q=&product_type=&sort=&page=, so a filtered page can be bookmarked), the OpenAPI document describes it,
 * and `listProducts(ctx, query)` takes its output. Without `page` (or `cursor`) the API answers the whole list.
 */
export const productListQuerySchema = z.object({
  q: textParam('search', PRODUCT_SEARCH_MAX, 'Code, name, category or description (case-insensitive contains; `%` and `_` match literally).'),
  product_type: enumListParam(PRODUCT_TYPES, 'product type'),
  customer_id: idParam('customer', 'Products made for this customer.'),
  ...sortParams(PRODUCT_SORT),
  ...pageParams({ perPage: PRODUCTS_PER_PAGE, pageSelectsPaginator: true }),
  cursor: cursorParam(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productList = defineListState('/products', productListQuerySchema, { searchKey: 'q' });
export type ProductListState = ReturnType<typeof productList.load>;
