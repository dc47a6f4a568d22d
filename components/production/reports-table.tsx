import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardList } from '@/components/ui/icons';
import { HistoryTable } from '@/components/data-table/history-table';
import { requireContext } from '@/lib/auth/session';
import { formatPlantTimestamp } from '@/lib/dates';
import type { PageLocation } from '@/lib/list/sort';
import type { ProductionReportDto } from '@/lib/production/dto';
import { workOrderReports } from '@/lib/production/list-state';
import { listReports } from '@/lib/production/service';
import { EMPTY_VALUE, formatNumber } from '@/lib/utils';

const columns: ColumnDef<ProductionReportDto>[] = [
  { id: 'reported_at', header: 'Reported', meta: { sortKey: 'reported_at' }, cell: ({ row }) => formatPlantTimestamp(row.original.reported_at) },
  { id: 'shots', header: 'Shots', meta: { className: 'text-right', sortKey: 'shots' }, cell: ({ row }) => formatNumber(row.original.shots) },
  { id: 'good', header: 'Good', meta: { className: 'text-right', sortKey: 'good_parts' }, cell: ({ row }) => formatNumber(row.original.good_parts) },
  { id: 'scrap', header: 'Scrap', meta: { className: 'text-right', sortKey: 'scrap_parts' }, cell: ({ row }) => formatNumber(row.original.scrap_parts) },
  { id: 'defect', header: 'Defect rate', meta: { className: 'text-right', sortKey: 'defect_rate' }, cell: ({ row }) => `${row.original.defect_rate.toFixed(2)}%` },
  { id: 'operator', header: 'Operator', meta: { sortKey: 'operator' }, cell: ({ row }) => row.original.operator ?? EMPTY_VALUE },
];

/**
 * The order's production reports: newest first, or sorted by a header (`reports_sort`), paged by `reports_page`.
 * The latest reports come with the page; other pages and orders are read from the order's report list.
 */
export async function ReportsTable({ workOrderId, latest, total, location }: { workOrderId: number; latest: ProductionReportDto[]; total: number; location: PageLocation }) {
  const ctx = await requireContext();
  return (
    <HistoryTable
      load={(query) => listReports(ctx, workOrderId, query)}
      latest={latest}
      total={total}
      columns={columns}
      caption="Production reports"
      itemLabel="reports"
      empty={{ icon: ClipboardList, title: 'No production reported yet', description: 'Reports appear here once the order is in progress and the press reports.' }}
      failureMessage="Failed to load production reports"
      list={workOrderReports}
      location={location}
      exportEndpoint={`/api/production/work-orders/${workOrderId}/reports/export`}
    />
  );
}
