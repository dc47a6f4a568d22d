'use client';

import { DataTablePagination, SearchBox, type DataTablePaginationProps } from '@/components/data-table';
import type { CustomerListState } from '@/lib/customers/list-state';
import type { ListUrl } from '@/lib/list/url-client';

/** The /customers search box (code, company name, email) on the list's URL state. */
export function CustomersSearch({ list }: { list: ListUrl<CustomerListState> }) {
  return <SearchBox list={list} placeholder="Search by code, company name or email..." label="Search customers" />;
}

/** The /customers pagination, writing pages through the same URL state as the search box. */
export function CustomersPagination({ list, ...props }: Omit<DataTablePaginationProps, 'list' | 'pageParam' | 'itemLabel'> & { list: ListUrl<CustomerListState> }) {
  return <DataTablePagination {...props} list={list} itemLabel="customers" />;
}
