'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { listTable } from '@/components/data-table/list-table';
import { MAINTENANCE_TYPE_LABELS, MWO_ASSET_TYPE_LABELS } from '@/lib/maintenance/constants';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { formatDate } from '@/lib/utils';
import { MwoPriorityBadge, MwoStatusBadge, MwoTriggerBadge } from './badges';
import { MaintenanceRowActions } from './row-actions';

export function assetHref(order: Pick<MaintenanceWorkOrderDto, 'asset_type' | 'asset_id'>): string {
  return order.asset_type === 'mold' ? `/molds/${order.asset_id}` : `/machines/${order.asset_id}`;
}

const columns: ColumnDef<MaintenanceWorkOrderDto>[] = [
  {
    id: 'maintenance_number',
    header: 'MWO',
    meta: { sortKey: 'maintenance_number' },
    cell: ({ row }) => <span className="font-mono font-medium">{row.original.maintenance_number}</span>,
  },
  {
    id: 'asset',
    header: 'Asset',
    meta: { className: 'whitespace-normal min-w-40' },
    cell: ({ row }) => {
      const o = row.original;
      return (
        <div>
          <Link href={assetHref(o)} className="font-mono font-medium text-primary hover:underline">
            {o.asset?.code ?? `#${o.asset_id}`}
          </Link>
          <div className="text-xs text-muted-foreground">
            {MWO_ASSET_TYPE_LABELS[o.asset_type]}
            {o.asset?.name ? ` · ${o.asset.name}` : ''}
          </div>
        </div>
      );
    },
  },
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => (
      <div className="grid gap-1">
        <span>{MAINTENANCE_TYPE_LABELS[row.original.type]}</span>
        <MwoTriggerBadge trigger={row.original.trigger} />
      </div>
    ),
  },
  { id: 'priority', header: 'Priority', meta: { sortKey: 'priority' }, cell: ({ row }) => <MwoPriorityBadge priority={row.original.priority} /> },
  { id: 'status', header: 'Status', meta: { sortKey: 'status' }, cell: ({ row }) => <MwoStatusBadge status={row.original.status} /> },
  {
    id: 'due_date',
    header: 'Due',
    meta: { sortKey: 'due_date' },
    cell: ({ row }) => (
      <span className={row.original.overdue ? 'font-medium text-red-700' : undefined} data-testid="mwo-due">
        {formatDate(row.original.due_date)}
        {row.original.overdue && <span className="ml-1 text-xs">(overdue)</span>}
      </span>
    ),
  },
  { id: 'assigned', header: 'Assigned', cell: ({ row }) => row.original.assigned_to?.name ?? row.original.technician ?? '—' },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => <MaintenanceRowActions order={row.original} />,
  },
];

/** The maintenance work orders list's table, drawn from the page's DTOs (./maintenance-table.tsx): the row buttons need the whole order. */
export const MaintenanceRowsTable = listTable(columns, {
  caption: 'Maintenance work orders',
  rowClassName: (row) => (row.original.overdue ? 'bg-red-50/50' : undefined),
});
