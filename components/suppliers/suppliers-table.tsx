import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { SupplierDto } from '@/lib/suppliers/dto';
import { SUPPLIER_SORT, supplierList } from '@/lib/suppliers/list-state';
import { SupplierRowsTable } from './suppliers-columns';

/** One list row: what the columns show (the server page maps the DTO to this). */
export type SupplierListRow = Pick<
  SupplierDto,
  'id' | 'supplier_code' | 'company_name' | 'dba_name' | 'contact_person' | 'email' | 'phone' | 'city' | 'state' | 'country' | 'status' | 'scorecard' | 'open_corrective_actions'
>;

/** One server-side page of suppliers, each with its scorecard summary and open-issue count, as data to the list's client table. */
export function SuppliersTable({ rows, emptyState, state }: { rows: SupplierListRow[]; emptyState: React.ReactNode; state: ReturnType<typeof supplierList.load> }) {
  return <SupplierRowsTable {...listTableData(rows, { emptyState, sorting: sortHeaders(supplierList, SUPPLIER_SORT, state) })} />;
}
