'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { INVENTORY_FILTER_LABELS, INVENTORY_FILTERS } from '@/lib/inventory/constants';
import type { InventoryListState } from '@/lib/inventory/list-state';
import type { ListUrl } from '@/lib/list/url-client';

/** Search and the six filter buttons (spec 2 §2), in the URL through one queue; `list` is the page's `inventoryList.url`. */
export function InventoryToolbar({ list }: { list: ListUrl<InventoryListState> }) {
  const { state, setFilters, isPending } = useListState(list);
  const current = state.filter ?? 'all';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox list={list} placeholder="Search by item code or name..." label="Search inventory" className="w-full sm:w-80" />
      <div role="group" aria-label="Filter items" className="flex flex-wrap gap-2">
        {INVENTORY_FILTERS.map((filter) => (
          <Button
            key={filter}
            type="button"
            size="sm"
            variant={current === filter ? 'default' : 'outline'}
            aria-pressed={current === filter}
            onClick={() => setFilters({ filter: filter === 'all' ? undefined : filter })}
          >
            {INVENTORY_FILTER_LABELS[filter]}
          </Button>
        ))}
      </div>
      {isPending && <Spinner label="Updating list" className="text-muted-foreground" />}
    </div>
  );
}
