'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { listTable } from '@/components/data-table/list-table';
import { ViewButton } from '@/components/data-table/view-button';
import { formatDate } from '@/lib/utils';
import { PriorityBadge, ProgressBar, WorkOrderStatusBadge } from './badges';
import type { WorkOrderListRow } from './work-orders-table';

const href = (id: number) => `/production/work-orders/${id}`;

const columns: ColumnDef<WorkOrderListRow>[] = [
  {
    id: 'work_order_number',
    header: 'WO Number',
    meta: { sortKey: 'work_order_number' },
    cell: ({ row }) => (
      <Link href={href(row.original.id)} className="font-mono font-medium text-primary hover:underline">
        {row.original.work_order_number}
      </Link>
    ),
  },
  {
    id: 'product',
    header: 'Product',
    meta: { className: 'whitespace-normal min-w-40' },
    cell: ({ row }) => (
      <div>
        <div className="font-medium">{row.original.product.product_name}</div>
        <div className="font-mono text-xs text-muted-foreground">{row.original.product.product_code}</div>
      </div>
    ),
  },
  {
    id: 'mold',
    header: 'Mold',
    cell: ({ row }) => (
      <Link href={`/molds/${row.original.mold.id}`} className="font-mono text-sm hover:underline" title={row.original.mold.mold_name}>
        {row.original.mold.mold_code}
      </Link>
    ),
  },
  {
    id: 'progress',
    header: 'Progress',
    meta: { sortKey: 'progress' },
    cell: ({ row }) => (
      <ProgressBar
        completed={row.original.quantity_completed}
        planned={row.original.quantity_planned}
        percent={row.original.progress}
        label={`Progress of ${row.original.work_order_number}`}
      />
    ),
  },
  { id: 'status', header: 'Status', meta: { sortKey: 'status' }, cell: ({ row }) => <WorkOrderStatusBadge status={row.original.status} /> },
  { id: 'priority', header: 'Priority', meta: { sortKey: 'priority' }, cell: ({ row }) => <PriorityBadge priority={row.original.priority} /> },
  { id: 'target_date', header: 'Target Date', meta: { sortKey: 'target_date' }, cell: ({ row }) => formatDate(row.original.target_date) },
  {
    id: 'actions',
    header: 'Actions',
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <ViewButton href={href(row.original.id)} name={row.original.work_order_number} />
    ),
  },
];

/** The work orders list's table, drawn from its rows (./work-orders-table.tsx). */
export const WorkOrderRowsTable = listTable(columns, { caption: 'Work orders' });
