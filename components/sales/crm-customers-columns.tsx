'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { CustomerStatusBadge } from '@/components/customers/customer-status-badge';
import { listTable } from '@/components/data-table/list-table';
import { ViewButton } from '@/components/data-table/view-button';
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
      <ViewButton href={`/customers/${row.original.id}`} name={row.original.company_name} />
    ),
  },
];

/** The CRM tab's table, drawn from its rows (./crm-customers-table.tsx). */
export const CrmCustomerRowsTable = listTable(columns, { caption: 'Customers' });
