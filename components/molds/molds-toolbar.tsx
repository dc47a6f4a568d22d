'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import * as React from 'react';
import { SearchBox } from '@/components/data-table';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { MOLD_OWNERSHIPS, MOLD_SORT_LABELS, MOLD_SORTS, MOLD_STATUSES, OWNERSHIP_LABELS, STATUS_LABELS } from '@/lib/molds/constants';
import { moldListHref, parseMoldListParams, type MoldListParams } from '@/lib/molds/list-params';

/** Search (code, name, customer), status, ownership and sort — all in the URL, read by the server page. */
export function MoldsToolbar() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const params = parseMoldListParams(new URLSearchParams(searchParams?.toString() ?? ''));
  const [pending, startTransition] = React.useTransition();

  function change(changes: Partial<MoldListParams>) {
    // The live URL: the search box may have written to it since this render.
    const current = parseMoldListParams(new URLSearchParams(window.location.search));
    startTransition(() => router.replace(moldListHref(current, changes, pathname), { scroll: false }));
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox paramName="q" placeholder="Search code, name, customer..." label="Search molds" className="w-full sm:w-80" />
      <FilterSelect
        id="molds-status"
        label="Status"
        value={params.status}
        placeholder="All statuses"
        options={MOLD_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        onChange={(status) => change({ status: status as MoldListParams['status'] })}
      />
      <FilterSelect
        id="molds-ownership"
        label="Ownership"
        value={params.ownership}
        placeholder="All ownerships"
        options={MOLD_OWNERSHIPS.map((o) => ({ value: o, label: OWNERSHIP_LABELS[o] }))}
        onChange={(ownership) => change({ ownership: ownership as MoldListParams['ownership'] })}
      />
      <FilterSelect
        id="molds-sort"
        label="Sort by"
        value={params.sort}
        options={MOLD_SORTS.map((s) => ({ value: s, label: MOLD_SORT_LABELS[s] }))}
        onChange={(sort) => change({ sort: sort as MoldListParams['sort'] })}
      />
      {pending && <Spinner label="Updating list" className="mb-2.5 text-muted-foreground" />}
    </div>
  );
}

/** Uncontrolled, re-keyed on the URL value: shows the choice at once while the page reloads, then follows the URL. */
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
      <Select key={value} id={id} defaultValue={value} placeholder={placeholder} options={options} onChange={(e) => onChange(e.target.value)} className="w-44" />
    </div>
  );
}
