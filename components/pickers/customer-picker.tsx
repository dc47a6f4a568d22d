'use client';

import * as React from 'react';
import { SearchPicker, type SearchPickerProps } from '@/components/search-picker';
import type { PartyStatus } from '@/lib/customers/constants';
import type { CustomerSearchField } from '@/lib/customers/search-fields';

/** A customer search result (spec 01 §3) as the picker holds it: `id` and the fields asked for (a form's current customer: at least its name and code). */
export type CustomerOption = { id: number; company_name: string; customer_code: string } & Partial<Record<Exclude<CustomerSearchField, 'id' | 'company_name' | 'customer_code'>, string | null>>;

export type CustomerPickerProps<T extends CustomerOption> = Omit<SearchPickerProps<T>, 'endpoint' | 'params' | 'getOptionLabel' | 'renderOption'> & {
  /** Only customers of these statuses, e.g. `['active']`. */
  statuses?: readonly PartyStatus[];
  /** The search result's keys (`fields`); the spec's whole search shape when absent. */
  fields?: readonly CustomerSearchField[];
  renderOption?: SearchPickerProps<T>['renderOption'];
};

/** "Northfield Appliances Inc. (CN03)": what the input shows once a customer is picked. */
export function customerLabel(c: Pick<CustomerOption, 'company_name' | 'customer_code'>): string {
  return `${c.company_name} (${c.customer_code})`;
}

/**
 * The customer search of every form (GET /api/sales/customers/search: company name, code, contact person, email),
 * with SearchPicker's behaviour: from 2 characters, debounced, 10 results, keyboard support. The mold form and the
 * sales quick order use it; each option shows the company, then its code, contact, email and city.
 */
export function CustomerPicker<T extends CustomerOption = CustomerOption>({ statuses, fields, renderOption = customerOption, ...props }: CustomerPickerProps<T>) {
  const status = statuses?.join(',');
  const keys = fields?.join(',');
  const params = React.useMemo(() => ({ ...(status ? { status } : {}), ...(keys ? { fields: keys } : {}) }), [status, keys]);
  return <SearchPicker<T> endpoint="/api/sales/customers/search" params={params} getOptionLabel={customerLabel} renderOption={renderOption} {...props} />;
}

function customerOption(c: CustomerOption) {
  const place = c.city ? `${c.city}${c.state ? `, ${c.state}` : ''}` : null;
  const details = [c.customer_code, c.contact_person, c.email, place].filter(Boolean);
  return (
    <div className="flex flex-col">
      <span className="font-medium">{c.company_name}</span>
      <span className="text-xs text-muted-foreground">{details.join(' · ')}</span>
    </div>
  );
}
