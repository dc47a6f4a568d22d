import { z } from 'zod';
import { defineChildList } from '@/lib/list/child-list';
import { clampedIntParam, cursorParam, enumParam, pageParams, searchParam, sortParams, textParam } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { INVENTORY_FILTERS, INVENTORY_PER_PAGE, ITEM_SEARCH_DEFAULT_LIMIT, ITEM_SEARCH_MAX_LIMIT, ITEM_SEARCH_MIN_CHARS, MOVEMENT_HISTORY_PER_PAGE } from './constants';

/** The inventory list's orders: item code by default (the unique index); the biggest quantities first. */
export const INVENTORY_SORT = defineSorts(
  { item_code: 'asc', item_name: 'asc', item_type: 'asc', quantity_on_hand: 'desc', quantity_available: 'desc' },
  'item_code',
);

/**
 * The inventory list's query, once: `GET /api/inventory/items` and `/export` parse it, the /inventory screen's URL
 * is read with it (?search=&filter=&sort=&dir=&page=), the OpenAPI document describes it, and
 * `listInventoryItems(ctx, query)` takes its output. `filter=all` is the same as no filter.
 */
export const inventoryListQuerySchema = z.object({
  search: searchParam('Item code, name or description (case-insensitive contains; `%` and `_` match literally).'),
  q: searchParam('Same as `search` (`search` wins when both are sent).'),
  filter: enumParam(INVENTORY_FILTERS, 'filter', {
    description: 'raw_materials, finished_goods, components: that item type; low_stock: available ≤ reorder level and on hand > 0; out_of_stock: nothing on hand; all: no filter.',
  }),
  ...sortParams(INVENTORY_SORT),
  ...pageParams({ perPage: INVENTORY_PER_PAGE }),
  cursor: cursorParam(),
});
export type InventoryListQuery = z.output<typeof inventoryListQuerySchema>;

export const inventoryList = defineListState('/inventory', inventoryListQuerySchema, { searchKey: 'search' });
export type InventoryListState = ReturnType<typeof inventoryList.load>;

/** GET /api/inventory/items/search (the inventory item picker). */
export const itemSearchQuerySchema = z.object({
  q: searchParam(`Product code, name or description (case-insensitive contains); fewer than ${ITEM_SEARCH_MIN_CHARS} characters answer no items. Exact code first, then code prefix.`),
  search: searchParam('Same as `q` (`q` wins when both are sent).'),
  category: textParam(
    'category',
    1000,
    'Comma list: item types (raw_material, finished_good, …, or the list filters raw_materials, finished_goods, components), else a product category (case-insensitive); `all` = no filter.',
  ),
  limit: clampedIntParam(ITEM_SEARCH_DEFAULT_LIMIT, 1, ITEM_SEARCH_MAX_LIMIT, 'At most this many items'),
});
export type ItemSearchQuery = z.output<typeof itemSearchQuerySchema>;

/**
 * A product's stock movements (the Inventory tab of /products/{id} and `GET /api/inventory/product/{id}/movements`):
 * newest first by default (movement date, then the order they were recorded). Its URL keys on the product page:
 * `movements_sort`, `movements_dir`, `movements_page`. The API list is always paged (a product moves for years).
 */
export const MOVEMENT_SORT = defineSorts({ date: 'desc', type: 'asc', quantity: 'desc', unit_cost: 'desc' }, 'date');
export const movementHistory = defineChildList('movements', MOVEMENT_SORT, MOVEMENT_HISTORY_PER_PAGE, { pageSelectsPaginator: false });
export type MovementListQuery = z.output<typeof movementHistory.schema>;
