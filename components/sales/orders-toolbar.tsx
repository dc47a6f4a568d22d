'use client';

import { StatusViewToolbar, type StatusViews } from '@/components/data-table/status-view-toolbar';
import type { ListUrl } from '@/lib/list/url-client';
import { OPEN_ORDER_STATUSES, SALES_ORDER_STATUS_LABELS, SALES_ORDER_STATUSES, type SalesOrderStatus } from '@/lib/sales/constants';
import type { SalesOrderListState } from '@/lib/sales/list-state';

const VIEWS: StatusViews<SalesOrderStatus> = {
  statuses: SALES_ORDER_STATUSES,
  labels: SALES_ORDER_STATUS_LABELS,
  open: OPEN_ORDER_STATUSES,
  openLabel: 'Open (confirmed, partially shipped)',
  allLabel: 'All statuses',
};

/** Search and status of the Orders tab: all in the URL through `useListState`. */
export function SalesOrdersToolbar({ list }: { list: ListUrl<SalesOrderListState> }) {
  return <StatusViewToolbar list={list} views={VIEWS} id="so-status" search={{ placeholder: 'Search order number, customer or PO...', label: 'Search sales orders' }} />;
}
