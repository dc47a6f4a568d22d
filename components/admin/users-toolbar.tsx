'use client';

import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { UserListState } from '@/lib/auth/list-state';
import { ROLES, USER_STATUS_FILTERS } from '@/lib/auth/roles';
import type { ListUrl } from '@/lib/list/url-client';

/** Search (name, email), role and status of /admin/users, kept in the URL (`list`: the user list's keys, from the server page). */
export function UsersToolbar({ list }: { list: ListUrl<UserListState> }) {
  const { state, setFilters, isPending } = useListState(list);
  return (
    <div className="flex flex-wrap items-center gap-3" role="search" aria-label="Filter users">
      <SearchBox list={list} label="Search users" placeholder="Search by name or email..." />
      <Select
        aria-label="Role"
        className="w-44"
        value={state.role ?? ''}
        placeholder="All roles"
        options={ROLES.map((r) => ({ value: r, label: r }))}
        onChange={(e) => setFilters({ role: e.target.value || undefined })}
      />
      <Select
        aria-label="Status"
        className="w-40"
        value={state.status ?? ''}
        placeholder="All statuses"
        options={USER_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }))}
        onChange={(e) => setFilters({ status: e.target.value || undefined })}
      />
      {isPending && <Spinner label="Loading" className="size-4 text-muted-foreground" />}
    </div>
  );
}
