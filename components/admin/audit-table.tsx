import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { AUDIT_SORT, auditList, type AuditListState } from '@/lib/auth/list-state';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { AuditEntryDto } from '@/lib/auth/audit-log';
import { formatPlantTimestamp } from '@/lib/dates';

const ACTION_VARIANTS: Record<string, BadgeVariant> = {
  login_failed: 'warning',
  login_throttled: 'danger',
  forbidden: 'danger',
  deactivate: 'warning',
  delete: 'danger',
  create: 'success',
};

/** `{"role":["Viewer","Sales"]}` → `role: Viewer → Sales`; other values as compact JSON. */
export function describeChanges(changes: unknown): string {
  if (changes == null) return '';
  if (typeof changes !== 'object' || Array.isArray(changes)) return JSON.stringify(changes);
  return Object.entries(changes as Record<string, unknown>)
    .map(([k, v]) => (Array.isArray(v) && v.length === 2 ? `${k}: ${JSON.stringify(v[0])} → ${JSON.stringify(v[1])}` : `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`))
    .join('; ');
}

const columns: ColumnDef<AuditEntryDto>[] = [
  { header: 'When', accessorKey: 'at', meta: { sortKey: 'at' }, cell: ({ row }) => <span className="whitespace-nowrap">{formatPlantTimestamp(row.original.at)}</span> },
  {
    header: 'User',
    id: 'user',
    cell: ({ row }) => (row.original.user ? <span title={row.original.user.email}>{row.original.user.name}</span> : <span className="text-muted-foreground">—</span>),
  },
  { header: 'Action', accessorKey: 'action', meta: { sortKey: 'action' }, cell: ({ row }) => <Badge variant={ACTION_VARIANTS[row.original.action] ?? 'outline'}>{row.original.action}</Badge> },
  { header: 'Entity', accessorKey: 'entity', meta: { sortKey: 'entity' } },
  { header: 'Record', accessorKey: 'entity_id', cell: ({ row }) => <span className="font-mono text-xs">{row.original.entity_id}</span> },
  {
    header: 'Details',
    id: 'changes',
    cell: ({ row }) => {
      const text = describeChanges(row.original.changes);
      return (
        <span className="block max-w-md truncate text-xs text-muted-foreground" title={text}>
          {text}
        </span>
      );
    },
  },
];

export function AuditTable({ rows, emptyState, state }: { rows: AuditEntryDto[]; emptyState: React.ReactNode; state: AuditListState }) {
  const sorting = sortHeaders(auditList, AUDIT_SORT, state);
  return <DataTable sorting={sorting} columns={columns} data={rows} emptyState={emptyState} getRowId={(r) => String(r.id)} caption="Audit log" />;
}
