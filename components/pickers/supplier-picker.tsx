'use client';

import * as React from 'react';
import { SearchPicker, type SearchPickerProps } from '@/components/search-picker';
import { RATING_LABELS, type SupplierStatus } from '@/lib/suppliers/constants';
import type { SupplierSearchResult } from '@/lib/suppliers/dto';

/** A supplier as the picker holds it: the search result (GET /api/suppliers/search), or at least its id, code and name (a form's current supplier). */
export type SupplierOption = Pick<SupplierSearchResult, 'id' | 'supplier_code' | 'company_name'> & Partial<Omit<SupplierSearchResult, 'id' | 'supplier_code' | 'company_name'>>;

export type SupplierPickerProps<T extends SupplierOption> = Omit<SearchPickerProps<T>, 'endpoint' | 'params' | 'getOptionLabel' | 'renderOption'> & {
  /** Only suppliers of these statuses, e.g. `['active']` (orders are placed with active suppliers only). */
  statuses?: readonly SupplierStatus[];
  renderOption?: SearchPickerProps<T>['renderOption'];
};

/** "Great Lakes Resin Supply (SUP-004)": what the input shows once a supplier is picked (the customer picker's form). */
export function supplierLabel(s: Pick<SupplierOption, 'company_name' | 'supplier_code'>): string {
  return `${s.company_name} (${s.supplier_code})`;
}

/**
 * The supplier search of every form (GET /api/suppliers/search: code, company name or email, exact code first), with
 * SearchPicker's behaviour: from 2 characters, debounced, 10 results, keyboard support. Each option shows what a buyer
 * picks a supplier by: its code, city, lead time and scorecard rating.
 */
export function SupplierPicker<T extends SupplierOption = SupplierSearchResult>({ statuses, renderOption = supplierOption, ...props }: SupplierPickerProps<T>) {
  const status = statuses?.join(',');
  const params = React.useMemo(() => (status ? { status } : undefined), [status]);
  return <SearchPicker<T> endpoint="/api/suppliers/search" params={params} getOptionLabel={supplierLabel} renderOption={renderOption} {...props} />;
}

function supplierOption(s: SupplierOption) {
  const details = [
    s.supplier_code,
    s.city,
    s.lead_time_days != null ? `${s.lead_time_days} days lead time` : null,
    s.rating_category ? RATING_LABELS[s.rating_category] : s.rating_category === null ? 'No score' : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col">
      <span className="font-medium">{s.company_name}</span>
      <span className="text-xs text-muted-foreground">{details.join(' · ')}</span>
    </div>
  );
}
