'use client';

import { DataTablePagination, SearchBox, type DataTablePaginationProps } from '@/components/data-table';
import { customerList } from '@/lib/customers/list-state';

/** The /customers search box (code, company name, email) on the list's URL state. */
export function CustomersSearch() {
  return <SearchBox list={customerList} placeholder="Search by code, company name or email..." label="Search customers" />;
}

/** The /customers pagination, writing pages through the same URL state as the search box. */
export function CustomersPagination(props: Omit<DataTablePaginationProps, 'list' | 'pageParam' | 'itemLabel'>) {
  return <DataTablePagination {...props} list={customerList} itemLabel="customers" />;
}
