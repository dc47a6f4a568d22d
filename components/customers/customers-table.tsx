import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { PartyStatus } from '@/lib/customers/constants';
import { CUSTOMER_SORT, customerList } from '@/lib/customers/list-state';
import { CustomerRowsTable } from './customers-columns';

/** What a list row needs (a subset of the customer DTO, so the page sends no more than it shows). */
export type CustomerListRow = {
  id: number;
  customer_code: string;
  company_name: string;
  dba_name: string | null;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  country: string;
  status: PartyStatus;
};

/** One server-side page of customers, as data to the list's client table (components/data-table/list-table.tsx). */
export function CustomersTable({ rows, emptyState, state }: { rows: CustomerListRow[]; emptyState?: React.ReactNode; state: ReturnType<typeof customerList.load> }) {
  return <CustomerRowsTable {...listTableData(rows, { emptyState, sorting: sortHeaders(customerList, CUSTOMER_SORT, state) })} />;
}
