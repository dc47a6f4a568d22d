import Link from '@/components/ui/link';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye } from '@/components/ui/icons';
import { CustomerStatusBadge } from '@/components/customers/customer-status-badge';
import { DataTable } from '@/components/data-table/data-table';
import { subListSortHeaders } from '@/components/data-table/sort-headers';
import { Button } from '@/components/ui/button';
import type { PartyStatus } from '@/lib/customers/constants';
import { crmCustomerSort } from '@/lib/customers/list-state';
import type { PageLocation } from '@/lib/list/sort';
import { EMPTY_VALUE } from '@/lib/utils';

/** What a row of the CRM tab shows (spec 02 §2: code, company, DBA, contact, status, view). */
export type CrmCustomerRow = {
  id: number;
  customer_code: string;
  company_name: string;
  dba_name: string | null;
  contact: string | null;
  status: PartyStatus;
};

const empty = <span className="text-muted-foreground">{EMPTY_VALUE}</span>;

const columns: ColumnDef<CrmCustomerRow>[] = [
  { header: 'Code', accessorKey: 'customer_code', meta: { sortKey: 'customer_code' }, cell: ({ row }) => <span className="font-mono text-sm">{row.original.customer_code}</span> },
  { header: 'Company', accessorKey: 'company_name', meta: { sortKey: 'company_name' }, cell: ({ row }) => <span className="font-medium">{row.original.company_name}</span> },
  { header: 'DBA', accessorKey: 'dba_name', cell: ({ row }) => row.original.dba_name || empty },
  { header: 'Contact', accessorKey: 'contact', cell: ({ row }) => row.original.contact || empty },
  { header: 'Status', accessorKey: 'status', meta: { sortKey: 'status' }, cell: ({ row }) => <CustomerStatusBadge status={row.original.status} /> },
  {
    header: 'Actions',
    id: 'actions',
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <Button asChild variant="outline" size="sm">
        <Link href={`/customers/${row.original.id}`} aria-label={`View ${row.original.company_name}`}>
          <Eye aria-hidden="true" />
          View
        </Link>
      </Button>
    ),
  },
];

/** The Customers tab of /sales, drawn and sorted on the server by its headers (`customers_sort`, `customers_dir`). */
export function CrmCustomersTable({ rows, location }: { rows: CrmCustomerRow[]; location: PageLocation }) {
  const sorting = subListSortHeaders(crmCustomerSort, location.pathname, location.params);
  return <DataTable sorting={sorting} columns={columns} data={rows} getRowId={(row) => String(row.id)} caption="Customers" />;
}
