'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { ListUrl } from '@/lib/list/url-client';

type StatusState<S extends string> = { status?: S[] };

export type StatusViews<S extends string> = {
  /** Every status, in the order the select lists them, with its label. */
  statuses: readonly S[];
  labels: Record<S, string>;
  /** The statuses "Open" stands for (e.g. confirmed + partially shipped), and how that option reads. */
  open: readonly S[];
  openLabel: string;
  allLabel: string;
};

const ALL = 'all';
const OPEN = 'open';

/**
 * A list's search box and its status select — all, open (a group of statuses) or one status — in the URL through
 * `useListState` (the orders lists of sales and purchasing).
 */
export function StatusViewToolbar<S extends string, T extends StatusState<S>>({
  list,
  views,
  id,
  search,
}: {
  list: ListUrl<T>;
  views: StatusViews<S>;
  id: string;
  search: { placeholder: string; label: string };
}) {
  const { state, setFilters, isPending } = useListState(list);
  const chosen = state.status ?? [];
  const value =
    chosen.length === 1 ? chosen[0] : chosen.length === views.open.length && views.open.every((s) => chosen.includes(s)) && chosen.length > 0 ? OPEN : ALL;
  const options = [{ value: ALL, label: views.allLabel }, { value: OPEN, label: views.openLabel }, ...views.statuses.map((s) => ({ value: s, label: views.labels[s] }))];
  const setView = (v: string) => setFilters({ status: v === ALL ? undefined : v === OPEN ? [...views.open] : [v as S] } as Partial<T>);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox list={list} placeholder={search.placeholder} label={search.label} className="w-full sm:w-80" />
      <div className="grid gap-1.5">
        <Label htmlFor={id} className="text-xs text-muted-foreground">
          Status
        </Label>
        <Select id={id} value={value} options={options} onChange={(e) => setView(e.target.value)} className="w-64" />
      </div>
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}
