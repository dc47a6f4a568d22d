'use client';

import * as React from 'react';
import { SearchPicker, type SearchPickerProps } from '@/components/search-picker';
import type { MoldStatus } from '@/lib/molds/constants';
import type { MoldSearchResult } from '@/lib/molds/types';

/** A mold as the picker holds it: the search result (GET /api/molds/search), or at least its id, code and name (a form's current mold). */
export type MoldOption = Pick<MoldSearchResult, 'id' | 'mold_code' | 'mold_name'> & Partial<Omit<MoldSearchResult, 'id' | 'mold_code' | 'mold_name'>>;

export type MoldPickerProps<T extends MoldOption> = Omit<SearchPickerProps<T>, 'endpoint' | 'params' | 'getOptionLabel' | 'renderOption'> & {
  /** Only molds of these statuses, e.g. `['active']` (work orders are planned on active molds only). */
  statuses?: readonly MoldStatus[];
  renderOption?: SearchPickerProps<T>['renderOption'];
};

/** "M-2041 — Dishwasher rack clip": what the input shows once a mold is picked (the product picker's form, code — name). */
export function moldLabel(m: Pick<MoldOption, 'mold_code' | 'mold_name'>): string {
  return `${m.mold_code} — ${m.mold_name}`;
}

/**
 * The mold search of every form (GET /api/molds/search: code or name, exact code first), with SearchPicker's
 * behaviour: from 2 characters, debounced, 10 results, keyboard support. Each option shows what a planner picks a
 * mold by: its cavities, cycle time, first product and where it is stored.
 */
export function MoldPicker<T extends MoldOption = MoldSearchResult>({ statuses, renderOption = moldOption, ...props }: MoldPickerProps<T>) {
  const status = statuses?.join(',');
  const params = React.useMemo(() => (status ? { status } : undefined), [status]);
  return <SearchPicker<T> endpoint="/api/molds/search" params={params} getOptionLabel={moldLabel} renderOption={renderOption} {...props} />;
}

function moldOption(m: MoldOption) {
  const details = [
    m.cavity_count != null ? `${m.cavity_count} cav` : null,
    m.standard_cycle_time != null ? `${m.standard_cycle_time} s` : null,
    m.part_number,
    m.storage_location,
  ].filter(Boolean);
  return (
    <div className="flex flex-col">
      <span className="font-medium">{moldLabel(m)}</span>
      {details.length > 0 && <span className="text-xs text-muted-foreground">{details.join(' · ')}</span>}
    </div>
  );
}
