'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { MOLD_OWNERSHIPS, MOLD_SORT_LABELS, MOLD_SORTS, MOLD_STATUSES, OWNERSHIP_LABELS, STATUS_LABELS } from '@/lib/molds/constants';
import type { ListUrl } from '@/lib/list/url-client';
import type { MoldListState } from '@/lib/molds/list-state';

/**
 * Search (code, name, customer), status, ownership and sort — all in the URL through one queue
 * (`useListState`), so a search typed and a filter picked within the debounce both land; the server page reads
 * the same definition.
 */
export function MoldsToolbar({ list }: { list: ListUrl<MoldListState> }) {
  const { state, setFilters, isPending } = useListState(list);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox list={list} placeholder="Search code, name, customer..." label="Search molds" className="w-full sm:w-80" />
      <FilterSelect
        id="molds-status"
        label="Status"
        value={state.status?.[0] ?? ''}
        placeholder="All statuses"
        options={MOLD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        onChange={(status) => setFilters({ status: status ? [status] : undefined })}
      />
      <FilterSelect
        id="molds-ownership"
        label="Ownership"
        value={state.ownership?.[0] ?? ''}
        placeholder="All ownerships"
        options={MOLD_OWNERSHIPS.map((o) => ({ value: o, label: OWNERSHIP_LABELS[o] }))}
        onChange={(ownership) => setFilters({ ownership: ownership ? [ownership] : undefined })}
      />
      <FilterSelect
        id="molds-sort"
        label="Sort by"
        value={state.sort}
        options={MOLD_SORTS.map((s) => ({ value: s, label: MOLD_SORT_LABELS[s] }))}
        onChange={(sort) => setFilters({ sort, dir: undefined })}
      />
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  placeholder,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select id={id} value={value} placeholder={placeholder} options={options} onChange={(e) => onChange(e.target.value)} className="w-44" />
    </div>
  );
}
