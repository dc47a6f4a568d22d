'use client';

import { useListState } from '@/components/data-table/use-list-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { AuditListState } from '@/lib/auth/list-state';
import type { ListUrl } from '@/lib/list/url-client';

type Props = { list: ListUrl<AuditListState>; users: { id: number; name: string; email: string }[]; entities: string[]; actions: string[] };

/** The audit log's filters (user, entity, action, from–to dates), kept in the URL (`list`: the log's keys, from the server page). */
export function AuditToolbar({ list, users, entities, actions }: Props) {
  const { state, setFilters, isPending } = useListState(list);
  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter the audit log">
      <div className="grid gap-1.5">
        <Label htmlFor="audit-user">User</Label>
        <Select
          id="audit-user"
          className="w-56"
          value={state.user_id ? String(state.user_id) : ''}
          placeholder="All users"
          options={users.map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` }))}
          onChange={(e) => setFilters({ user_id: e.target.value ? Number(e.target.value) : undefined })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-entity">Entity</Label>
        <Select id="audit-entity" className="w-44" value={state.entity ?? ''} placeholder="All entities" options={entities.map((v) => ({ value: v, label: v }))} onChange={(e) => setFilters({ entity: e.target.value || undefined })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <Select id="audit-action" className="w-44" value={state.action ?? ''} placeholder="All actions" options={actions.map((v) => ({ value: v, label: v }))} onChange={(e) => setFilters({ action: e.target.value || undefined })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" type="date" className="w-40" value={state.from ?? ''} onChange={(e) => setFilters({ from: e.target.value || undefined })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" type="date" className="w-40" value={state.to ?? ''} onChange={(e) => setFilters({ to: e.target.value || undefined })} />
      </div>
      {isPending && <Spinner label="Loading" className="mb-2 size-4 text-muted-foreground" />}
    </div>
  );
}
