'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardList } from 'lucide-react';
import { DataTable, EmptyState } from '@/components/data-table';
import type { ProductionReportDto } from '@/lib/production/types';
import { EMPTY_VALUE, formatDateTime } from '@/lib/utils';

const n = (v: number) => v.toLocaleString('en-US');

const columns: ColumnDef<ProductionReportDto>[] = [
  { id: 'reported_at', header: 'Reported', cell: ({ row }) => formatDateTime(row.original.reported_at) },
  { id: 'shots', header: 'Shots', meta: { className: 'text-right' }, cell: ({ row }) => n(row.original.shots) },
  { id: 'good', header: 'Good', meta: { className: 'text-right' }, cell: ({ row }) => n(row.original.good_parts) },
  { id: 'scrap', header: 'Scrap', meta: { className: 'text-right' }, cell: ({ row }) => n(row.original.scrap_parts) },
  { id: 'defect', header: 'Defect rate', meta: { className: 'text-right' }, cell: ({ row }) => `${row.original.defect_rate.toFixed(2)}%` },
  { id: 'operator', header: 'Operator', cell: ({ row }) => row.original.operator ?? EMPTY_VALUE },
];

/** The order's latest reports (newest first). */
export function ReportsTable({ rows }: { rows: ProductionReportDto[] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption="Production reports"
      getRowId={(r) => String(r.id)}
      emptyState={<EmptyState icon={ClipboardList} title="No production reported yet" description="Reports appear here once the order is in progress and the press reports." />}
    />
  );
}
