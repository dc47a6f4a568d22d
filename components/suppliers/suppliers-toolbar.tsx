'use client';

import { SearchBox } from '@/components/data-table/search-box';
import { useListState } from '@/components/data-table/use-list-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { RATING_FILTER_LABELS, RATING_FILTERS } from '@/lib/suppliers/constants';
import type { ListUrl } from '@/lib/list/url-client';
import type { SupplierListState } from '@/lib/suppliers/list-state';

const RATING_OPTIONS = RATING_FILTERS.map((r) => ({ value: r, label: RATING_FILTER_LABELS[r] }));

/**
 * Search (code, company name, email: the lists' SearchBox) and the rating filter, both written to the URL through
 * one queue (`useListState`): a search typed and a rating picked within the debounce both land, and either goes back to
 * page 1. The server page reads the same definition.
 */
export function SuppliersToolbar({ list }: { list: ListUrl<SupplierListState> }) {
  const { state, setFilters, isPending } = useListState(list);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid w-full gap-1.5 sm:w-80">
        <Label htmlFor="suppliers-search" className="text-xs text-muted-foreground">
          Search
        </Label>
        <SearchBox list={list} id="suppliers-search" label="Search suppliers" placeholder="Code, company name or email..." className="max-w-none" />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="suppliers-rating" className="text-xs text-muted-foreground">
          Rating
        </Label>
        <Select
          id="suppliers-rating"
          value={state.rating ?? ''}
          placeholder="All ratings"
          options={RATING_OPTIONS}
          onChange={(e) => setFilters({ rating: (e.target.value || undefined) as SupplierListState['rating'] })}
          className="w-44"
        />
      </div>
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}
