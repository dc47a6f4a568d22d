import { z } from 'zod';
import { defineChildList } from '@/lib/list/child-list';
import { clampedIntParam, cursorParam, enumListParam, idParam, pageParams, searchParam, sortParams } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { HEALTH_FILTERS, HISTORY_PER_PAGE, MOLD_OWNERSHIPS, MOLD_STATUSES, MOLDS_PER_PAGE, type MoldSort } from './constants';

/** The mold list's orders and their natural directions (most shots and closest to maintenance first). */
export const MOLD_SORT = defineSorts<MoldSort>({ mold_code: 'asc', mold_name: 'asc', total_shots: 'desc', maintenance: 'desc' }, 'mold_code');

/**
 * The mold list's query, once: `GET /api/molds` and `/export` parse it, the /molds screen's URL is read with it
 * (?q=&status=&ownership=&health=&sort=&page=, so a filtered page can be bookmarked, shared and reloaded), the
 * OpenAPI document describes it, and `listMolds(ctx, query)` takes its output.
 */
export const moldListQuerySchema = z.object({
  q: searchParam('Code, name or customer company (case-insensitive contains; `%` and `_` match literally).'),
  search: searchParam('Same as `q`.'),
  status: enumListParam(MOLD_STATUSES, 'status'),
  ownership: enumListParam(MOLD_OWNERSHIPS, 'ownership'),
  health: enumListParam(HEALTH_FILTERS, 'health'),
  customer_id: idParam('customer', 'Molds owned by this customer.'),
  ...sortParams(MOLD_SORT),
  ...pageParams({ perPage: MOLDS_PER_PAGE, pageSelectsPaginator: true }),
  cursor: cursorParam(),
});
export type MoldListQuery = z.output<typeof moldListQuerySchema>;

export const moldList = defineListState('/molds', moldListQuerySchema, { searchKey: 'q' });
export type MoldListState = ReturnType<typeof moldList.load>;

/** GET /api/molds/search (the mold picker). */
export const moldSearchQuerySchema = z.object({
  q: searchParam('Code or name (case-insensitive contains). Exact code first, then prefix matches.'),
  status: enumListParam(MOLD_STATUSES, 'status'),
  limit: clampedIntParam(10, 1, 50, 'At most this many molds'),
});
export type MoldSearchQuery = z.output<typeof moldSearchQuerySchema>;

/** The Usage History tab's orders (newest run first by default); its URL keys on /molds/{id}: `usage_sort`, `usage_dir`, `usage_page`. */
export const USAGE_SORT = defineSorts(
  { date: 'desc', work_order: 'asc', product: 'asc', shots_produced: 'desc', machine: 'asc', operator: 'asc', defect_rate: 'desc' },
  'date',
);
export const usageHistory = defineChildList('usage', USAGE_SORT, HISTORY_PER_PAGE);

/** The Maintenance History tab's orders (newest first by default); URL keys `maintenance_sort`, `maintenance_dir`, `maintenance_page`. */
export const MAINTENANCE_SORT = defineSorts({ date: 'desc', type: 'asc', technician: 'asc', cost: 'desc', shots_at_maintenance: 'desc' }, 'date');
export const maintenanceHistory = defineChildList('maintenance', MAINTENANCE_SORT, HISTORY_PER_PAGE);
