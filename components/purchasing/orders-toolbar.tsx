'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ListUrl } from '@/lib/list/url-client';
import { PO_OPEN_STATUSES, PO_STATUS_LABELS, PO_STATUSES, type PoStatus } from '@/lib/purchasing/constants';
import type { PurchaseOrderListState } from '@/lib/purchasing/list-state';

const VIEWS = [
  { value: 'all', label: 'All orders' },
  { value: 'open', label: 'Open (ordered, partially received)' },
  ...PO_STATUSES.map((s) => ({ value: s, label: PO_STATUS_LABELS[s] })),
];

function viewOf(state: PurchaseOrderListState): string {
  const s = state.status ?? [];
  if (s.length === 0) return 'all';
  if (s.length === 1) return s[0];
  if (s.length === 2 && PO_OPEN_STATUSES.every((x) => s.includes(x))) return 'open';
  return 'all';
}

/** Search (PO number, supplier) and the status filter, in the URL through `useListState`. */
export function PurchaseOrdersToolbar({ list }: { list: ListUrl<PurchaseOrderListState> }) {
  const { state, setFilters, isPending } = useListState(list);
  const setView = (view: string) => {
    if (view === 'all') setFilters({ status: undefined });
    else if (view === 'open') setFilters({ status: [...PO_OPEN_STATUSES] });
    else setFilters({ status: [view as PoStatus] });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox list={list} placeholder="Search PO number or supplier..." label="Search purchase orders" className="w-full sm:w-80" />
      <div className="grid gap-1.5">
        <Label htmlFor="po-status" className="text-xs text-muted-foreground">
          Status
        </Label>
        <Select id="po-status" value={viewOf(state)} options={VIEWS} onChange={(e) => setView(e.target.value)} className="w-64" />
      </div>
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}
