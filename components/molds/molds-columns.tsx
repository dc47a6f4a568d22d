'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { listTable } from '@/components/data-table/list-table';
import { ViewButton } from '@/components/data-table/view-button';
import Link from '@/components/ui/link';
import { formatDate, formatNumber } from '@/lib/utils';
import { HealthBadge, MoldStatusBadge, ownershipLabel } from './badges';
import type { MoldRow } from './molds-table';

const columns: ColumnDef<MoldRow>[] = [
  {
    id: 'mold_code',
    header: 'Mold Number',
    meta: { sortKey: 'mold_code' },
    cell: ({ row }) => (
      <Link href={`/molds/${row.original.id}`} className="font-mono font-medium text-primary hover:underline">
        {row.original.mold_code}
      </Link>
    ),
  },
  {
    id: 'mold_name',
    header: 'Name',
    meta: { className: 'whitespace-normal min-w-48', sortKey: 'mold_name' },
    cell: ({ row }) => (
      <div className="max-w-72">
        <div className="font-medium">{row.original.mold_name}</div>
        {row.original.storage_location && <div className="text-xs text-muted-foreground">{row.original.storage_location}</div>}
      </div>
    ),
  },
  {
    id: 'ownership',
    header: 'Ownership',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => (
      <div>
        <div>{ownershipLabel(row.original.ownership)}</div>
        {row.original.customer && <div className="max-w-48 truncate text-xs text-muted-foreground" title={row.original.customer}>{row.original.customer}</div>}
      </div>
    ),
  },
  {
    id: 'cavity_count',
    header: 'Cavities',
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.cavity_count,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <MoldStatusBadge status={row.original.status} />,
  },
  {
    id: 'shots',
    header: 'Shot Count',
    meta: { sortKey: 'total_shots' },
    cell: ({ row }) => {
      const m = row.original;
      return (
        <div className="grid gap-1" data-testid="shot-count">
          <div className="font-medium tabular-nums">{formatNumber(m.total_shots_lifetime)}</div>
          <div className="flex items-center gap-2 text-xs text-muted-foreground">
            <span className="tabular-nums">
              {formatNumber(m.shots_since_maintenance)} since maint.
              {m.maintenance_interval ? ` / ${formatNumber(m.maintenance_interval)}` : ''}
            </span>
            <HealthBadge health={m.maintenance_health} />
          </div>
          {m.next_maintenance_due && m.maintenance_health !== 'Overdue' && (
            <div className="text-xs text-muted-foreground">Due {formatDate(m.next_maintenance_due)}</div>
          )}
        </div>
      );
    },
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <ViewButton href={`/molds/${row.original.id}`} name={row.original.mold_code} />
    ),
  },
];

/** The molds list's table, drawn from compact rows (./molds-table.tsx). */
export const MoldRowsTable = listTable(columns, {
  caption: 'Molds',
  rowClassName: (row) => (row.original.maintenance_health === 'Overdue' ? 'bg-red-50/50' : undefined),
});
