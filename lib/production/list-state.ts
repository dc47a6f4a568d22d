import { defineSorts, sortParsers } from '@/lib/list/sort';
import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/url-state';
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
