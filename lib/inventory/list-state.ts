import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/url-state';
import { INVENTORY_FILTERS, INVENTORY_PER_PAGE } from './constants';

/** The /inventory screen's state in the URL (?search=&filter=&page=), with the API's parameter names. Client-safe. */
export const inventoryList = defineListState(
  '/inventory',
  {
    search: parseAsString.withDefault(''),
    filter: parseAsStringLiteral(INVENTORY_FILTERS).withDefault('all'),
  },
  { perPage: INVENTORY_PER_PAGE, searchKey: 'search' },
);

export type InventoryListState = ReturnType<typeof inventoryList.load>;
