'use client';

import { SearchPicker, type SearchPickerProps } from '@/components/search-picker';
import type { CustomerSearchField } from '@/lib/customers/search-fields';

/** A customer search result (spec 01 §3) as the picker receives it: `id` and the fields asked for. */
export type CustomerOption = { id: number; company_name: string; customer_code: string } & Partial<Record<Exclude<CustomerSearchField, 'id' | 'company_name' | 'customer_code'>, string | null>>;

type CustomerPickerProps<T extends CustomerOption> = Omit<SearchPickerProps<T>, 'endpoint' | 'params' | 'getOptionLabel' | 'renderOption'> & {
  /** Only customers of these statuses, e.g. `['active']`. */
  statuses?: readonly string[];
  /** The search result's keys (`fields`); the spec's whole search shape when absent. */
  fields?: readonly CustomerSearchField[];
  renderOption?: SearchPickerProps<T>['renderOption'];
};

/**
 * The customer search of every form (GET /api/sales/customers/search): ≥ 2 characters, 300 ms debounce,
 * 10 results, keyboard support; the input shows "Company (CN01)" once one is picked.
 */
export function CustomerPicker<T extends CustomerOption = CustomerOption>({ statuses, fields, renderOption = defaultOption, ...props }: CustomerPickerProps<T>) {
  const params: Record<string, string> = {};
  if (statuses?.length) params.status = statuses.join(',');
  if (fields?.length) params.fields = fields.join(',');
  return (
    <SearchPicker<T>
      endpoint="/api/sales/customers/search"
      params={params}
      getOptionLabel={(c) => `${c.company_name} (${c.customer_code})`}
      renderOption={renderOption}
      {...props}
    />
  );
}

function defaultOption(c: CustomerOption) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span>
        <span className="font-medium">{c.company_name}</span>
        {c.contact_person && <span className="text-muted-foreground"> · {c.contact_person}</span>}
      </span>
      <span className="shrink-0 font-mono text-xs text-muted-foreground">
        {c.customer_code}
        {c.city ? ` · ${c.city}${c.state ? `, ${c.state}` : ''}` : ''}
      </span>
    </div>
  );
}
