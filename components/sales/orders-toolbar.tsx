'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ListUrl } from '@/lib/list/url-client';
import { SALES_ORDER_STATUS_LABELS, SALES_ORDER_STATUSES, type SalesOrderStatus } from '@/lib/sales/constants';
import type { SalesOrderListState } from '@/lib/sales/list-state';

const VIEWS = [
  { value: '', label: 'All statuses' },
  { value: 'open', label: 'Open (confirmed, partially shipped)' },
  ...SALES_ORDER_STATUSES.map((s) => ({ value: s, label: SALES_ORDER_STATUS_LABELS[s] })),
];

function viewOf(state: SalesOrderListState): string {
  const s = state.status ?? [];
  if (s.length === 0) return '';
  if (s.length === 2 && s.includes('confirmed') && s.includes('partially_shipped')) return 'open';
  return s.length === 1 ? s[0] : '';
}

/** Search and status of the Orders tab: all in the URL through `useListState`. */
export function SalesOrdersToolbar({ list }: { list: ListUrl<SalesOrderListState> }) {
  const { state, setFilters, isPending } = useListState(list);
  const setView = (v: string) =>
    setFilters({ status: v === '' ? undefined : v === 'open' ? ['confirmed', 'partially_shipped'] : [v as SalesOrderStatus] });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox list={list} placeholder="Search order number, customer or PO..." label="Search sales orders" className="w-full sm:w-80" />
      <div className="grid gap-1.5">
        <Label htmlFor="so-status" className="text-xs text-muted-foreground">
          Status
        </Label>
        <Select id="so-status" value={viewOf(state)} options={VIEWS} onChange={(e) => setView(e.target.value)} className="w-64" />
      </div>
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}
