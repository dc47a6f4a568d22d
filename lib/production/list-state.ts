import { z } from 'zod';
import { defineChildList } from '@/lib/list/child-list';
import { boolParam, cursorParam, enumListParam, idParam, pageParams, searchParam, sortParams } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { PRODUCTION_FILTERS, REPORTS_PER_PAGE, WORK_ORDER_PRIORITIES, WORK_ORDERS_PER_PAGE } from './constants';

/** The work-order list's orders: newest first by default; the earliest target date, the highest priority, the most advanced first. */
export const WORK_ORDER_SORT = defineSorts(
  { created: 'desc', work_order_number: 'desc', target_date: 'asc', priority: 'asc', status: 'asc', progress: 'desc' },
  'created',
);

/**
 * The work-order list's query, once: `GET /api/production/work-orders` and `/export` parse it, the /production
 * screen's URL is read with it (?status=&q=&late=&sort=&page=), the OpenAPI document describes it, and
 * `listWorkOrders(ctx, query)` takes its output. `status` also takes `all` (the screen's "All" button: no filter).
 */
export const workOrderListQuerySchema = z.object({
  q: searchParam('Work-order number, product (code, name, description) or mold (code, name); case-insensitive contains, `%` and `_` match literally.'),
  search: searchParam('Same as `q`.'),
  status: enumListParam(PRODUCTION_FILTERS, 'status'),
  priority: enumListParam(WORK_ORDER_PRIORITIES, 'priority'),
  machine_id: idParam('machine', 'Orders planned on this press.'),
  mold_id: idParam('mold', 'Orders run on this mold.'),
  late: boolParam('late', '`true`: not completed (nor cancelled) and past the target date (the dashboard’s "work orders late").'),
  ...sortParams(WORK_ORDER_SORT),
  ...pageParams({ perPage: WORK_ORDERS_PER_PAGE, pageSelectsPaginator: true }),
  cursor: cursorParam(),
});
export type WorkOrderListQuery = z.output<typeof workOrderListQuerySchema>;

export const workOrderList = defineListState('/production', workOrderListQuerySchema, { searchKey: 'q' });
export type WorkOrderListState = ReturnType<typeof workOrderList.load>;

/**
 * A work order's production reports (its record page and `GET /api/production/work-orders/{id}/reports`): newest
 * first by default; URL keys on the record page `reports_sort`, `reports_dir`, `reports_page`.
 */
export const REPORT_SORT = defineSorts(
  { reported_at: 'desc', shots: 'desc', good_parts: 'desc', scrap_parts: 'desc', defect_rate: 'desc', operator: 'asc' },
  'reported_at',
);
export const workOrderReports = defineChildList('reports', REPORT_SORT, REPORTS_PER_PAGE);
export type ReportListQuery = z.output<typeof workOrderReports.schema>;
