'use client';

import Link from '@/components/ui/link';
import { useListState } from '@/components/data-table/use-list-state';
import { cn, formatNumber } from '@/lib/utils';
import type { HealthFilter } from '@/lib/molds/constants';
import { listHref, type ListUrl } from '@/lib/list/url-client';
import type { MoldListState } from '@/lib/molds/list-state';
import type { MoldHealthSummary } from '@/lib/molds/types';

const CHIPS: { value: HealthFilter | null; label: string; tone: string; active: string }[] = [
  { value: null, label: 'All molds', tone: 'border-border text-foreground', active: 'border-primary bg-primary/5 ring-1 ring-primary' },
  { value: 'overdue', label: 'Overdue', tone: 'border-red-200 text-red-800', active: 'border-red-500 bg-red-50 ring-1 ring-red-500' },
  { value: 'due_soon', label: 'Due Soon', tone: 'border-amber-200 text-amber-800', active: 'border-amber-500 bg-amber-50 ring-1 ring-amber-500' },
  { value: 'good', label: 'Good', tone: 'border-green-200 text-green-800', active: 'border-green-600 bg-green-50 ring-1 ring-green-600' },
  { value: 'not_set', label: 'No Interval', tone: 'border-border text-muted-foreground', active: 'border-slate-500 bg-slate-50 ring-1 ring-slate-500' },
];

/**
 * Maintenance health at a glance; each count filters the list (the toolroom's work queue is one click away).
 * The chips are links (open in a new tab works) that write through the list's URL state like the toolbar.
 */
export function HealthSummary({ summary, list }: { summary: MoldHealthSummary; list: ListUrl<MoldListState> }) {
  const { state, setFilters } = useListState(list);
  const count = (value: HealthFilter | null) => (value === null ? summary.total : summary[value]);
  return (
    <nav aria-label="Maintenance health" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      {CHIPS.map((chip) => {
        const active = (state.health?.[0] ?? null) === chip.value;
        return (
          <Link
            key={chip.label}
            href={listHref(list, state, { health: chip.value ? [chip.value] : undefined })}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              setFilters({ health: chip.value ? [chip.value] : undefined });
            }}
            aria-current={active ? 'true' : undefined}
            data-testid={`health-chip-${chip.value ?? 'all'}`}
            className={cn(
              'flex flex-col rounded-lg border bg-card px-3 py-2 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
              chip.tone,
              active && chip.active,
            )}
          >
            <span className="text-xs font-medium uppercase tracking-wide">{chip.label}</span>
            <span className="text-2xl font-semibold tabular-nums">{formatNumber(count(chip.value))}</span>
          </Link>
        );
      })}
    </nav>
  );
}
