'use client';

import Link from '@/components/ui/link';
import type { ColumnDef } from '@tanstack/react-table';
import { listTable } from '@/components/data-table/list-table';
import { Badge } from '@/components/ui/badge';
import { UserStatusBadge } from './user-status-badge';
import type { UserRow } from './users-table';

const columns: ColumnDef<UserRow>[] = [
  {
    header: 'Name',
    accessorKey: 'name',
    meta: { sortKey: 'name' },
    cell: ({ row }) => (
      <Link href={`/admin/users/${row.original.id}`} className="font-medium hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  { header: 'Email', accessorKey: 'email', meta: { sortKey: 'email' } },
  { header: 'Role', accessorKey: 'role', meta: { sortKey: 'role' }, cell: ({ row }) => <Badge variant="outline">{row.original.role}</Badge> },
  { header: 'Status', accessorKey: 'active', meta: { sortKey: 'status' }, cell: ({ row }) => <UserStatusBadge active={row.original.active} /> },
  { header: 'Last sign-in', accessorKey: 'last_sign_in_at', meta: { sortKey: 'last_sign_in' }, cell: ({ row }) => row.original.last_sign_in_at },
  { header: 'Sessions', accessorKey: 'open_sessions', meta: { className: 'text-right' } },
  { header: 'Tokens', accessorKey: 'live_tokens', meta: { className: 'text-right' } },
];

/** The users list's table, drawn from compact rows (./users-table.tsx). */
export const UserRowsTable = listTable(columns, { caption: 'Users' });
