'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { listTable } from '@/components/data-table/list-table';
import Link from '@/components/ui/link';
import type { OnTimeCustomer } from '@/lib/sales/dto';
import { formatNumber } from '@/lib/utils';

const count = (v: number) => <span className="tabular-nums">{formatNumber(v)}</span>;

const columns: ColumnDef<OnTimeCustomer>[] = [
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <Link href={`/customers/${row.original.customer_id}`} className="font-medium text-primary hover:underline">
        <span className="font-mono">{row.original.customer_code}</span> · {row.original.company_name}
      </Link>
    ),
  },
  { id: 'completed', header: 'Lines completed', cell: ({ row }) => count(row.original.lines_completed) },
  { id: 'on_time', header: 'On time', cell: ({ row }) => count(row.original.on_time) },
  { id: 'late', header: 'Late', cell: ({ row }) => count(row.original.late) },
  {
    id: 'percent',
    header: 'On-time %',
    cell: ({ row }) => (
      <span className={row.original.on_time_percent < 90 ? 'font-medium text-red-700 tabular-nums' : 'tabular-nums'}>{row.original.on_time_percent.toFixed(1)}%</span>
    ),
  },
];

/** The on-time delivery table, drawn from its rows (./on-time-table.tsx). */
export const OnTimeRowsTable = listTable(columns, { caption: 'Customer on-time delivery', getRowId: (r) => String(r.customer_id) });
