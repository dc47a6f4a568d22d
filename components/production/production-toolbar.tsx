'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCTION_FILTERS, WORK_ORDER_STATUS_LABELS, type ProductionFilter } from '@/lib/production/constants';
import { workOrderList } from '@/lib/production/list-state';

const label = (f: ProductionFilter) => (f === 'all' ? 'All' : WORK_ORDER_STATUS_LABELS[f]);

/** The spec's status filter buttons (all, scheduled, in progress, completed, delayed) and the search, in the URL. */
export function ProductionToolbar({ counts }: { counts: Record<ProductionFilter, number> }) {
  const { state, setFilters, isPending } = useListState(workOrderList);
  const active: ProductionFilter = state.status ?? 'all';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {PRODUCTION_FILTERS.map((f) => (
          <Button
            key={f}
            type="button"
            size="sm"
            variant={active === f ? 'default' : 'outline'}
            aria-pressed={active === f}
            onClick={() => setFilters({ status: f === 'all' ? null : f })}
          >
            {label(f)} <span className="tabular-nums opacity-80">({counts[f].toLocaleString('en-US')})</span>
          </Button>
        ))}
      </div>
      <SearchBox list={workOrderList} placeholder="WO number, product or mold..." label="Search work orders" className="w-full sm:w-72" />
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}
