import { defineSorts, subListSort } from '@/lib/list/sort';
import { sortParsers } from '@/lib/list/legacy-url-state';
import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/legacy-url-state';
import { RATING_FILTERS, SUPPLIERS_PER_PAGE } from './constants';

/**
 * The /suppliers screen's state in the URL (?search=&rating=&page=), read by the server page
 * (`supplierList.load`) and written by the toolbar (`useListState(supplierList)`); the names are the API's
 * (CONTRACT §5). Client-safe.
 */
/** The supplier list's orders: company name by default; the best score and the latest review first. */
export const SUPPLIER_SORT = defineSorts(
  { company_name: 'asc', supplier_code: 'asc', status: 'asc', overall_score: 'desc', last_review_date: 'desc' },
  'company_name',
);

export const supplierList = defineListState(
  '/suppliers',
  {
    search: parseAsString.withDefault(''),
    rating: parseAsStringLiteral(RATING_FILTERS),
    ...sortParsers(SUPPLIER_SORT),
  },
  { perPage: SUPPLIERS_PER_PAGE, searchKey: 'search' },
);

export type SupplierListState = ReturnType<typeof supplierList.load>;

/**
 * A supplier's corrective actions (the panel of /suppliers/{id}): open ones first, earliest due first, then the
 * rest newest first by default (`open_first`, no column of its own); or by a column. URL keys `actions_sort`,
 * `actions_dir` beside `actions_page`.
 */
export const CORRECTIVE_ACTION_SORT = defineSorts(
  { open_first: 'asc', action_number: 'asc', category: 'asc', severity: 'desc', status: 'asc', date_opened: 'desc', due_date: 'asc', assigned_to: 'asc' },
  'open_first',
);
export const correctiveActionSort = subListSort(CORRECTIVE_ACTION_SORT, 'actions');
