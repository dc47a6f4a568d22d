import { listTableData } from '@/components/data-table/list-table';
import { EmptyState } from '@/components/data-table/empty-state';
import type { OnTimeCustomer } from '@/lib/sales/dto';
import { OnTimeRowsTable } from './on-time-columns';

/** /reports: customer on-time delivery over the period (the chart's figures, for screen readers and print). */
export function OnTimeDeliveryTable({ rows }: { rows: OnTimeCustomer[] }) {
  return <OnTimeRowsTable {...listTableData(rows, { emptyState: <EmptyState title="No deliveries" description="No order line was shipped in full in this period." /> })} />;
}
