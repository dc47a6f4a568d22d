'use client';

import * as React from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useListState } from '@/components/data-table/use-list-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { RATING_FILTER_LABELS, RATING_FILTERS } from '@/lib/suppliers/constants';
import type { ListUrl } from '@/lib/list/url-client';
import type { SupplierListState } from '@/lib/suppliers/list-state';

const RATING_OPTIONS = RATING_FILTERS.map((r) => ({ value: r, label: RATING_FILTER_LABELS[r] }));

/**
 * Search (code, company name, email) and the rating filter, both written to the URL through one queue
 * (`useListState`): a search typed and a rating picked within the debounce both land, and either goes back to
 * page 1. The server page reads the same definition.
 */
export function SuppliersToolbar({ list }: { list: ListUrl<SupplierListState> }) {
  const { state, setFilters, setSearch, isPending } = useListState(list);
  const search = state.search ?? '';
  // What is typed shows at once; the URL follows after the debounce (and Back/Forward updates the box).
  const [text, setText] = React.useState(search);
  const [seen, setSeen] = React.useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search.trim() !== text.trim()) setText(search);
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid w-full gap-1.5 sm:w-80">
        <Label htmlFor="suppliers-search" className="text-xs text-muted-foreground">
          Search
        </Label>
        <div className="relative">
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="suppliers-search"
            type="search"
            aria-label="Search suppliers"
            placeholder="Code, company name or email..."
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setSearch(e.target.value);
            }}
            className="pl-8"
          />
        </div>
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
