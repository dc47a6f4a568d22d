/**
 * The URL state of /customers (page, per_page, search), one definition for the server page, which loads it,
 * and the client toolbar and pagination, which write it. Client-safe.
 */
import { defineListState, parseAsString } from '@/lib/list/url-state';
import { CUSTOMERS_PER_PAGE } from './constants';

export const customerList = defineListState('/customers', { search: parseAsString.withDefault('') }, { perPage: CUSTOMERS_PER_PAGE, searchKey: 'search' });

export type CustomerListState = ReturnType<typeof customerList.load>;
