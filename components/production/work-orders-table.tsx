import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { WorkOrderDto } from '@/lib/production/dto';
import { WORK_ORDER_SORT, workOrderList, type WorkOrderListState } from '@/lib/production/list-state';
import { WorkOrderRowsTable } from './work-orders-columns';

export type WorkOrderListRow = Pick<WorkOrderDto, 'id' | 'work_order_number' | 'product' | 'mold' | 'quantity_planned' | 'quantity_completed' | 'progress' | 'status' | 'priority' | 'target_date'>;

/** One server-side page of work orders, as data to the list's client table (components/data-table/list-table.tsx). */
export function WorkOrdersTable({ rows, emptyState, state }: { rows: WorkOrderListRow[]; emptyState: React.ReactNode; state: WorkOrderListState }) {
  return <WorkOrderRowsTable {...listTableData(rows, { emptyState, sorting: sortHeaders(workOrderList, WORK_ORDER_SORT, state) })} />;
}
