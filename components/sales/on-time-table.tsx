import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/data-table/empty-state';
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

/** /reports: customer on-time delivery over the period (the chart's figures, for screen readers and print). */
export function OnTimeDeliveryTable({ rows }: { rows: OnTimeCustomer[] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption="Customer on-time delivery"
      getRowId={(r) => String(r.customer_id)}
      emptyState={<EmptyState title="No deliveries" description="No order line was shipped in full in this period." />}
    />
  );
}
