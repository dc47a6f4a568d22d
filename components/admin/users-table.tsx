import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { USER_SORT, userList, type UserListState } from '@/lib/auth/list-state';
import type { UserDto } from '@/lib/auth/users';
import { formatPlantTimestamp } from '@/lib/dates';
import { UserRowsTable } from './users-columns';

/** What a row of the users list shows; the sign-in time already in the plant's zone (the browser's may differ). */
function userRow(u: UserDto) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    active: u.active,
    last_sign_in_at: formatPlantTimestamp(u.last_sign_in_at),
    open_sessions: u.open_sessions,
    live_tokens: u.live_tokens,
  };
}
export type UserRow = ReturnType<typeof userRow>;

/** One server-side page of users, as data to the list's client table (components/data-table/list-table.tsx). */
export function UsersTable({ rows, emptyState, state }: { rows: UserDto[]; emptyState: React.ReactNode; state: UserListState }) {
  return <UserRowsTable {...listTableData(rows.map(userRow), { emptyState, sorting: sortHeaders(userList, USER_SORT, state) })} />;
}
