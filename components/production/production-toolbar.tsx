'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ListUrl } from '@/lib/list/url-client';
import { PRODUCTION_FILTER_BUTTONS, WORK_ORDER_STATUS_LABELS, type ProductionFilterButton } from '@/lib/production/constants';
import type { WorkOrderListState } from '@/lib/production/list-state';
import { formatNumber } from '@/lib/utils';

const label = (f: ProductionFilterButton) => (f === 'all' ? 'All' : WORK_ORDER_STATUS_LABELS[f]);

/**
 * The spec's status filter buttons (all, scheduled, in progress, completed, delayed) and the search, in the URL
 * (`list`: the work-order list's keys, from the server page). A status outside the buttons (`pending`, a comma
 * list) presses none of them.
 */
export function ProductionToolbar({ list, counts }: { list: ListUrl<WorkOrderListState>; counts: Record<ProductionFilterButton, number> }) {
  const { state, setFilters, isPending } = useListState(list);
  const statuses = state.status ?? [];
  const active: string | null = statuses.length === 0 || statuses.includes('all') ? 'all' : statuses.length === 1 ? statuses[0] : null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {PRODUCTION_FILTER_BUTTONS.map((f) => (
          <Button
            key={f}
            type="button"
            size="sm"
            variant={active === f ? 'default' : 'outline'}
            aria-pressed={active === f}
            onClick={() => setFilters({ status: f === 'all' ? undefined : [f] })}
          >
            {label(f)} <span className="tabular-nums opacity-80">({formatNumber(counts[f])})</span>
          </Button>
        ))}
      </div>
      <SearchBox list={list} placeholder="WO number, product or mold..." label="Search work orders" className="w-full sm:w-72" />
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}
