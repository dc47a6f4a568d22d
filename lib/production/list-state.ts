import { defineChildList } from '@/lib/list/child-list';
import { defineSorts } from '@/lib/list/sort';
import { sortParsers } from '@/lib/list/legacy-url-state';
import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/legacy-url-state';
import { PRODUCTION_FILTERS, WORK_ORDERS_PER_PAGE } from './constants';

/**
 * The /production screen's state in the URL (?status=&q=&page=), read by the server page and written by the
 * toolbar (`useListState(workOrderList)`). `status` is one of the spec's filter buttons (all = none). Client-safe.
 */
/** The work-order list's orders: newest first by default; the earliest target date, the highest priority, the most advanced first. */
export const WORK_ORDER_SORT = defineSorts(
  { created: 'desc', work_order_number: 'desc', target_date: 'asc', priority: 'asc', status: 'asc', progress: 'desc' },
  'created',
);

export const workOrderList = defineListState(
  '/production',
  {
    status: parseAsStringLiteral(PRODUCTION_FILTERS.filter((f) => f !== 'all')),
    q: parseAsString.withDefault(''),
    late: parseAsStringLiteral(['true'] as const),
    ...sortParsers(WORK_ORDER_SORT),
  },
  { perPage: WORK_ORDERS_PER_PAGE, searchKey: 'q' },
);

export type WorkOrderListState = ReturnType<typeof workOrderList.load>;

/** A work order's production reports (its record page): newest first by default. URL keys `reports_sort`, `reports_dir` beside `reports_page`. */
export const REPORT_SORT = defineSorts(
  { reported_at: 'desc', shots: 'desc', good_parts: 'desc', scrap_parts: 'desc', defect_rate: 'desc', operator: 'asc' },
  'reported_at',
);
export const reportSort = defineChildList('reports', REPORT_SORT, 20);

/** The machine list (GET /api/machines and its export): by number by default; the heaviest press and the dearest hour first. */
export const MACHINE_SORT = defineSorts({ machine_number: 'asc', machine_name: 'asc', tonnage: 'desc', status: 'asc', hourly_rate: 'desc' }, 'machine_number');
