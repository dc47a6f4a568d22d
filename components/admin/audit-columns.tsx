'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { listTable } from '@/components/data-table/list-table';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import type { AuditRow } from './audit-table';

const ACTION_VARIANTS: Record<string, BadgeVariant> = {
  login_failed: 'warning',
  login_throttled: 'danger',
  forbidden: 'danger',
  deactivate: 'warning',
  delete: 'danger',
  create: 'success',
};

const columns: ColumnDef<AuditRow>[] = [
  { header: 'When', accessorKey: 'at', meta: { sortKey: 'at' }, cell: ({ row }) => <span className="whitespace-nowrap">{row.original.at}</span> },
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
      const text = row.original.details;
      return (
        <span className="block max-w-md truncate text-xs text-muted-foreground" title={text}>
          {text}
        </span>
      );
    },
  },
];

/** The audit log's table, drawn from compact rows (./audit-table.tsx). */
export const AuditRowsTable = listTable(columns, { caption: 'Audit log' });
