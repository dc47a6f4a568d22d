import { subListSortHeaders } from '@/components/data-table/sort-headers';
import type { PartyStatus } from '@/lib/customers/constants';
import { crmCustomerSort } from '@/lib/customers/list-state';
import type { PageLocation } from '@/lib/list/sort';
import { CrmCustomerRowsTable } from './crm-customers-columns';

/** What a row of the CRM tab shows (spec 02 §2: code, company, DBA, contact, status, view). */
export type CrmCustomerRow = {
  id: number;
  customer_code: string;
  company_name: string;
  dba_name: string | null;
  contact: string | null;
  status: PartyStatus;
};

/** The Customers tab of /sales, sorted on the server by its headers (`customers_sort`, `customers_dir`), drawn by its client table. */
export function CrmCustomersTable({ rows, location }: { rows: CrmCustomerRow[]; location: PageLocation }) {
  return <CrmCustomerRowsTable rows={rows} sorting={subListSortHeaders(crmCustomerSort, location.pathname, location.params)} />;
}
