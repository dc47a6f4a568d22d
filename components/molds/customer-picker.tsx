'use client';

import { SearchPicker } from '@/components/search-picker';
import type { MoldCustomer } from '@/lib/molds/types';

type CustomerResult = { id: number; company_name: string; customer_code: string; contact_person: string | null; email?: string | null };

/** The customer search of the mold forms: ≥ 2 characters, 300 ms debounce, 10 results, keyboard support. */
export function CustomerPicker({
  id,
  value,
  onChange,
  disabled,
  error,
}: {
  id: string;
  value: MoldCustomer | null;
  onChange: (customer: MoldCustomer | null) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  return (
    <SearchPicker<CustomerResult>
      id={id}
      endpoint="/api/sales/customers/search"
      params={{ fields: 'id,company_name,customer_code,contact_person,email' }}
      value={value ? { ...value } : null}
      placeholder="Search customers by name, code or contact..."
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      getOptionLabel={(c) => `${c.company_name} (${c.customer_code})`}
      renderOption={(c) => (
        <div className="flex flex-col">
          <span className="font-medium">{c.company_name}</span>
          <span className="text-xs text-muted-foreground">
            {c.customer_code}
            {c.contact_person ? ` · ${c.contact_person}` : ''}
            {c.email ? ` · ${c.email}` : ''}
          </span>
        </div>
      )}
      onSelect={(c) =>
        onChange(c ? { id: c.id, company_name: c.company_name, customer_code: c.customer_code, contact_person: c.contact_person ?? null } : null)
      }
    />
  );
}
