/**
 * The customer list's query, once: `GET /api/customers` and `/export` parse it, the /customers screen's URL is read
 * with it (?search=&status=&sort=&page=), the OpenAPI document describes it, and `listCustomers(ctx, query)` takes
 * its output. The picker's query (`GET /api/sales/customers/search`) beside it.
 */
import { z } from 'zod';
import { clampedIntParam, cursorParam, enumListParam, pageParams, searchParam, sortParams } from '@/lib/list/query';
import { defineSorts, subListSort } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { CUSTOMERS_PER_PAGE, PARTY_STATUSES } from './constants';
import { CUSTOMER_SEARCH_EXTRA_FIELDS, CUSTOMER_SEARCH_FIELDS, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from './search-fields';

/** The customer list's orders: company name A→Z by default; the largest credit limit and the newest first. */
export const CUSTOMER_SORT = defineSorts({ company_name: 'asc', customer_code: 'asc', city: 'asc', status: 'asc', credit_limit: 'desc', created_at: 'desc' }, 'company_name');

export const customerListQuerySchema = z.object({
  search: searchParam('Matches code, company name and email (case-insensitive contains; `%` and `_` match literally).'),
  status: enumListParam(PARTY_STATUSES, 'status'),
  ...sortParams(CUSTOMER_SORT),
  ...pageParams({ perPage: CUSTOMERS_PER_PAGE }),
  cursor: cursorParam(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerList = defineListState('/customers', customerListQuerySchema, { searchKey: 'search' });
export type CustomerListState = ReturnType<typeof customerList.load>;

/** GET /api/sales/customers/search (the customer picker). */
export const customerSearchQuerySchema = z.object({
  q: searchParam('At least 2 characters (else `data: []`): company name, code, contact person, email.'),
  status: enumListParam(PARTY_STATUSES, 'status'),
  limit: clampedIntParam(SEARCH_DEFAULT_LIMIT, 1, SEARCH_MAX_LIMIT, 'At most this many customers'),
  fields: searchParam(`Comma list of the keys to return (id always; unknown names are ignored): ${[...CUSTOMER_SEARCH_FIELDS, ...CUSTOMER_SEARCH_EXTRA_FIELDS].join(', ')}.`),
});
export type CustomerSearchQuery = z.output<typeof customerSearchQuerySchema>;

/** The Customers tab of /sales: the customer list's orders under its own URL keys (`customers_sort`, `customers_dir`). */
export const crmCustomerSort = subListSort(CUSTOMER_SORT, 'customers');
