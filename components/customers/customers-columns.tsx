'use client';

import Link from '@/components/ui/link';
import type { ColumnDef } from '@tanstack/react-table';
import { listTable } from '@/components/data-table/list-table';
import { ViewButton } from '@/components/data-table/view-button';
import { customerLocation } from '@/lib/customers/display';
import { EMPTY_VALUE } from '@/lib/utils';
import { CustomerStatusBadge } from './customer-status-badge';
import type { CustomerListRow } from './customers-table';

const columns: ColumnDef<CustomerListRow>[] = [
  {
    header: 'Customer Code',
    accessorKey: 'customer_code',
    meta: { sortKey: 'customer_code' },
    cell: ({ row }) => <span className="font-mono text-sm font-medium">{row.original.customer_code}</span>,
  },
  {
    header: 'Company Name',
    accessorKey: 'company_name',
    meta: { sortKey: 'company_name' },
    cell: ({ row }) => (
      <Link href={`/customers/${row.original.id}`} className="font-medium hover:underline">
        {row.original.company_name}
      </Link>
    ),
  },
  { header: 'DBA Name', accessorKey: 'dba_name', cell: ({ row }) => row.original.dba_name || <span className="text-muted-foreground">{EMPTY_VALUE}</span> },
  {
    header: 'Contact',
    id: 'contact',
    cell: ({ row }) => {
      const { contact_person, email, phone } = row.original;
      if (!contact_person && !email && !phone) return <span className="text-muted-foreground">{EMPTY_VALUE}</span>;
      return (
        <div className="leading-tight">
          <div>{contact_person || email}</div>
          {contact_person && email && <div className="text-xs text-muted-foreground">{email}</div>}
          {!email && phone && <div className="text-xs text-muted-foreground">{phone}</div>}
        </div>
      );
    },
  },
  {
    header: 'Location',
    id: 'location',
    meta: { sortKey: 'city' },
    cell: ({ row }) => {
      const location = customerLocation(row.original);
      return location === EMPTY_VALUE ? <span className="text-muted-foreground">{EMPTY_VALUE}</span> : location;
    },
  },
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

/** The customers list's table, drawn from its rows (./customers-table.tsx). */
export const CustomerRowsTable = listTable(columns, { caption: 'Customers' });
