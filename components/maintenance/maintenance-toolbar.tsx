'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { MWO_ASSET_TYPE_LABELS, MWO_ASSET_TYPES, MWO_PRIORITIES, MWO_PRIORITY_LABELS, MWO_STATUS_LABELS, MWO_STATUSES } from '@/lib/maintenance/constants';
import type { MaintenanceListState } from '@/lib/maintenance/list-state';
import type { ListUrl } from '@/lib/list/url-client';

const VIEWS = [
  { value: 'open', label: 'Open & in progress' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'due_soon', label: 'Due within 7 days' },
  { value: 'all', label: 'All' },
  ...MWO_STATUSES.map((s) => ({ value: `status:${s}`, label: MWO_STATUS_LABELS[s] })),
];

/** Which of the view choices the URL state is (no status in the URL: the screen's default, open and in progress). */
function viewOf(state: MaintenanceListState): string {
  if (state.overdue) return 'overdue';
  if (state.due_soon) return 'due_soon';
  const s = state.status ?? [];
  if (s.length === 0 || (s.length === 2 && s.includes('open') && s.includes('in_progress'))) return 'open';
  if (s.length === 1) return `status:${s[0]}`;
  return 'all';
}

/** Search, view (open, overdue, due soon, by status), asset type, priority: all in the URL through `useListState`. */
export function MaintenanceToolbar({ list }: { list: ListUrl<MaintenanceListState> }) {
  const { state, setFilters, isPending } = useListState(list);
  const setView = (view: string) => {
    const none = { status: undefined, overdue: undefined, due_soon: undefined };
    if (view === 'open') setFilters({ ...none, status: ['open', 'in_progress'] });
    else if (view === 'overdue') setFilters({ ...none, overdue: true });
    else if (view === 'due_soon') setFilters({ ...none, due_soon: true });
    else if (view.startsWith('status:')) setFilters({ ...none, status: [view.slice(7) as (typeof MWO_STATUSES)[number]] });
    else setFilters({ ...none, status: [...MWO_STATUSES] });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox list={list} placeholder="Search MWO number, mold or press..." label="Search maintenance work orders" className="w-full sm:w-80" />
      <FilterSelect id="mwo-view" label="Show" value={viewOf(state)} options={VIEWS} onChange={setView} />
      <FilterSelect
        id="mwo-asset-type"
        label="Asset"
        value={state.asset_type ?? ''}
        placeholder="Molds and presses"
        options={MWO_ASSET_TYPES.map((t) => ({ value: t, label: MWO_ASSET_TYPE_LABELS[t] }))}
        onChange={(t) => setFilters({ asset_type: (t || undefined) as MaintenanceListState['asset_type'], asset_id: undefined })}
      />
      <FilterSelect
        id="mwo-priority"
        label="Priority"
        value={state.priority?.[0] ?? ''}
        placeholder="All priorities"
        options={MWO_PRIORITIES.map((p) => ({ value: p, label: MWO_PRIORITY_LABELS[p] }))}
        onChange={(p) => setFilters({ priority: p ? [p as (typeof MWO_PRIORITIES)[number]] : undefined })}
      />
      {isPending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}

function FilterSelect({ id, label, value, placeholder, options, onChange }: { id: string; label: string; value: string; placeholder?: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select id={id} value={value} placeholder={placeholder} options={options} onChange={(e) => onChange(e.target.value)} className="w-48" />
    </div>
  );
}
