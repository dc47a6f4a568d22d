import { defineSorts } from '@/lib/list/sort';
import { sortParsers } from '@/lib/list/legacy-url-state';
import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/legacy-url-state';
import { INVENTORY_FILTERS, INVENTORY_PER_PAGE } from './constants';

/** The /inventory screen's state in the URL (?search=&filter=&page=), with the API's parameter names. Client-safe. */
/** The inventory list's orders: item code by default (the unique index); the biggest quantities first. */
export const INVENTORY_SORT = defineSorts(
  { item_code: 'asc', item_name: 'asc', item_type: 'asc', quantity_on_hand: 'desc', quantity_available: 'desc' },
  'item_code',
);

export const inventoryList = defineListState(
  '/inventory',
  {
    search: parseAsString.withDefault(''),
    filter: parseAsStringLiteral(INVENTORY_FILTERS).withDefault('all'),
    ...sortParsers(INVENTORY_SORT),
  },
  { perPage: INVENTORY_PER_PAGE, searchKey: 'search' },
);

export type InventoryListState = ReturnType<typeof inventoryList.load>;
