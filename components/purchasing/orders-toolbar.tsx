'use client';

import { StatusViewToolbar, type StatusViews } from '@/components/data-table/status-view-toolbar';
import type { ListUrl } from '@/lib/list/url-client';
import { PO_OPEN_STATUSES, PO_STATUS_LABELS, PO_STATUSES, type PoStatus } from '@/lib/purchasing/constants';
import type { PurchaseOrderListState } from '@/lib/purchasing/list-state';

const VIEWS: StatusViews<PoStatus> = {
  statuses: PO_STATUSES,
  labels: PO_STATUS_LABELS,
  open: PO_OPEN_STATUSES,
  openLabel: 'Open (ordered, partially received)',
  allLabel: 'All orders',
};

/** Search (PO number, supplier) and the status filter, in the URL through `useListState`. */
export function PurchaseOrdersToolbar({ list }: { list: ListUrl<PurchaseOrderListState> }) {
  return <StatusViewToolbar list={list} views={VIEWS} id="po-status" search={{ placeholder: 'Search PO number or supplier...', label: 'Search purchase orders' }} />;
}
