import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { MAINTENANCE_SORT, maintenanceList, type MaintenanceListState } from '@/lib/maintenance/list-state';
import { MaintenanceRowsTable } from './maintenance-columns';

/** One server-side page of maintenance work orders, as data to the list's client table (components/data-table/list-table.tsx). */
export function MaintenanceTable({ orders, emptyState, state }: { orders: MaintenanceWorkOrderDto[]; emptyState: React.ReactNode; state: MaintenanceListState }) {
  return <MaintenanceRowsTable {...listTableData(orders, { emptyState, sorting: sortHeaders(maintenanceList, MAINTENANCE_SORT, state) })} />;
}
