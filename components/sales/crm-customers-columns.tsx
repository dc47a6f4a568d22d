'use client';

import Link from '@/components/ui/link';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye } from '@/components/ui/icons';
import { CustomerStatusBadge } from '@/components/customers/customer-status-badge';
import { listTable } from '@/components/data-table/list-table';
import { Button } from '@/components/ui/button';
import { EMPTY_VALUE } from '@/lib/utils';
import type { CrmCustomerRow } from './crm-customers-table';

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

/** The CRM tab's table, drawn from its rows (./crm-customers-table.tsx). */
export const CrmCustomerRowsTable = listTable(columns, { caption: 'Customers' });
