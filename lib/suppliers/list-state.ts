/**
 * The supplier list's query, once: `GET /api/suppliers` and `/export` parse it, the /suppliers screen's URL is read
 * with it (?search=&rating=&status=&sort=&page=), the OpenAPI document describes it, and `listSuppliers(ctx, query)`
 * takes its output. A supplier's corrective actions (its record page's panel, its own API list) beside it.
 */
import { z } from 'zod';
import { defineChildList } from '@/lib/list/child-list';
import { clampedIntParam, cursorParam, enumListParam, enumParam, pageParams, searchParam, sortParams } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { CA_STATUS_FILTERS, CORRECTIVE_ACTIONS_PER_PAGE, RATING_FILTERS, SUPPLIER_STATUSES, SUPPLIERS_PER_PAGE } from './constants';

/** The supplier list's orders: company name by default; the best score and the latest review first. */
export const SUPPLIER_SORT = defineSorts(
  { company_name: 'asc', supplier_code: 'asc', status: 'asc', overall_score: 'desc', last_review_date: 'desc' },
  'company_name',
);

export const supplierListQuerySchema = z.object({
  search: searchParam('Matches code, company name and email (case-insensitive contains; `%` and `_` match literally).'),
  rating: enumParam(RATING_FILTERS, 'rating', { description: 'A rating category, or `unrated` (no scorecard yet).' }),
  status: enumParam(SUPPLIER_STATUSES, 'status'),
  ...sortParams(SUPPLIER_SORT),
  ...pageParams({ perPage: SUPPLIERS_PER_PAGE }),
  cursor: cursorParam(),
});
export type SupplierListQuery = z.output<typeof supplierListQuerySchema>;

export const supplierList = defineListState('/suppliers', supplierListQuerySchema, { searchKey: 'search' });
export type SupplierListState = ReturnType<typeof supplierList.load>;

/** GET /api/suppliers/search (the supplier picker: a new purchase order's supplier). */
export const supplierSearchQuerySchema = z.object({
  q: searchParam('At least 2 characters (else `data: []`): code, company name or email (case-insensitive contains). Exact code first, then prefix matches.'),
  status: enumListParam(SUPPLIER_STATUSES, 'status'),
  limit: clampedIntParam(10, 1, 50, 'At most this many suppliers'),
});
export type SupplierSearchQuery = z.output<typeof supplierSearchQuerySchema>;

/**
 * A supplier's corrective actions (the panel of /suppliers/{id}): open ones first, earliest due first, then the
 * rest newest first by default (`open_first`, no column of its own); or by a column. URL keys `actions_sort`,
 * `actions_dir`, `actions_page` on the record page.
 */
export const CORRECTIVE_ACTION_SORT = defineSorts(
  { open_first: 'asc', action_number: 'asc', category: 'asc', severity: 'desc', status: 'asc', date_opened: 'desc', due_date: 'asc', assigned_to: 'asc' },
  'open_first',
);
export const correctiveActionList = defineChildList('actions', CORRECTIVE_ACTION_SORT, CORRECTIVE_ACTIONS_PER_PAGE, { pageSelectsPaginator: false });

const actionStatus = { status: enumParam(CA_STATUS_FILTERS, 'status', { description: 'A status; `open` means open or in progress.' }) };

/** GET /api/suppliers/{id}/scorecard/corrective-actions: always paged (15 by default). */
export const correctiveActionListQuerySchema = correctiveActionList.schema.extend(actionStatus);
export type CorrectiveActionListQuery = z.output<typeof correctiveActionListQuerySchema>;

/** …/corrective-actions/export: the filter and order on screen, every row. */
export const correctiveActionExportQuerySchema = correctiveActionList.exportSchema.extend(actionStatus);
