'use client';

import * as React from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useListState } from '@/components/data-table/use-list-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { userList, USER_STATUS_FILTERS } from '@/lib/auth/list-state';
import { ROLES } from '@/lib/auth/roles';

/** Search (name, email), role and status of /admin/users, kept in the URL. */
export function UsersToolbar() {
  const { state, setFilters, setSearch, isPending } = useListState(userList);
  const [text, setText] = React.useState(state.q);
  return (
    <div className="flex flex-wrap items-center gap-3" role="search" aria-label="Filter users">
      <div className="relative w-full max-w-sm">
        <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search users"
          placeholder="Search by name or email..."
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSearch(e.target.value);
          }}
          className="pl-8"
        />
      </div>
      <Select
        aria-label="Role"
        className="w-44"
        value={state.role ?? ''}
        placeholder="All roles"
        options={ROLES.map((r) => ({ value: r, label: r }))}
        onChange={(e) => setFilters({ role: e.target.value || null })}
      />
      <Select
        aria-label="Status"
        className="w-40"
        value={state.status ?? ''}
        placeholder="All statuses"
        options={USER_STATUS_FILTERS.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }))}
        onChange={(e) => setFilters({ status: e.target.value || null })}
      />
      {isPending && <Spinner label="Loading" className="size-4 text-muted-foreground" />}
    </div>
  );
}
