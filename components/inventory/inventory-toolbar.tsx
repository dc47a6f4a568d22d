'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { INVENTORY_FILTER_LABELS, INVENTORY_FILTERS } from '@/lib/inventory/constants';
import { inventoryList } from '@/lib/inventory/list-state';

/** Search and the six filter buttons (spec 2 §2), in the URL through one queue. */
export function InventoryToolbar() {
  const { state, setFilters, isPending } = useListState(inventoryList);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox list={inventoryList} paramName="search" placeholder="Search by item code or name..." label="Search inventory" className="w-full sm:w-80" />
      <div role="group" aria-label="Filter items" className="flex flex-wrap gap-2">
        {INVENTORY_FILTERS.map((filter) => (
          <Button
            key={filter}
            type="button"
            size="sm"
            variant={state.filter === filter ? 'default' : 'outline'}
            aria-pressed={state.filter === filter}
            onClick={() => setFilters({ filter: filter === 'all' ? null : filter })}
          >
            {INVENTORY_FILTER_LABELS[filter]}
          </Button>
        ))}
      </div>
      {isPending && <Spinner label="Updating list" className="text-muted-foreground" />}
    </div>
  );
}
