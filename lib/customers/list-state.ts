/**
 * The URL state of /customers (page, per_page, search), one definition for the server page, which loads it,
 * and the client toolbar and pagination, which write it. Client-safe.
 */
import { defineSorts, subListSort } from '@/lib/list/sort';
import { sortParsers } from '@/lib/list/legacy-url-state';
import { defineListState, parseAsString } from '@/lib/list/legacy-url-state';
import { CUSTOMERS_PER_PAGE } from './constants';

/** The customer list's orders: company name A→Z by default; the largest credit limit and the newest first. */
export const CUSTOMER_SORT = defineSorts({ company_name: 'asc', customer_code: 'asc', city: 'asc', status: 'asc', credit_limit: 'desc', created_at: 'desc' }, 'company_name');

export const customerList = defineListState(
  '/customers',
  { search: parseAsString.withDefault(''), ...sortParsers(CUSTOMER_SORT) },
  { perPage: CUSTOMERS_PER_PAGE, searchKey: 'search' },
);

export type CustomerListState = ReturnType<typeof customerList.load>;

/** The Customers tab of /sales: the customer list's orders under its own URL keys (`customers_sort`, `customers_dir`). */
export const crmCustomerSort = subListSort(CUSTOMER_SORT, 'customers');
