import Link from '@/components/ui/link';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { USER_SORT, userList, type UserListState } from '@/lib/auth/list-state';
import { Badge } from '@/components/ui/badge';
import { formatPlantTimestamp } from '@/lib/dates';
import type { UserDto } from '@/lib/auth/users';

export function UserStatusBadge({ active }: { active: boolean }) {
  return active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>;
}

const columns: ColumnDef<UserDto>[] = [
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
  { header: 'Last sign-in', accessorKey: 'last_sign_in_at', meta: { sortKey: 'last_sign_in' }, cell: ({ row }) => formatPlantTimestamp(row.original.last_sign_in_at) },
  { header: 'Sessions', accessorKey: 'open_sessions', meta: { className: 'text-right' } },
  { header: 'Tokens', accessorKey: 'live_tokens', meta: { className: 'text-right' } },
];

export function UsersTable({ rows, emptyState, state }: { rows: UserDto[]; emptyState: React.ReactNode; state: UserListState }) {
  const sorting = sortHeaders(userList, USER_SORT, state);
  return <DataTable sorting={sorting} columns={columns} data={rows} emptyState={emptyState} getRowId={(r) => String(r.id)} caption="Users" />;
}
