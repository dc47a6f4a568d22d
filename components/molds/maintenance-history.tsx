import type { ColumnDef } from '@tanstack/react-table';
import { Wrench } from '@/components/ui/icons';
import { Badge } from '@/components/ui/badge';
import { MAINTENANCE_TYPE_LABELS } from '@/lib/molds/constants';
import { requireContext } from '@/lib/auth/session';
import type { PageLocation } from '@/lib/list/sort';
import { maintenanceHistory } from '@/lib/molds/list-state';
import { listMaintenanceRecords } from '@/lib/molds/service';
import type { MaintenanceRecordDto, MoldDetailDto } from '@/lib/molds/types';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';
import { HistoryTable } from '@/components/data-table/history-table';

const none = <span className="text-muted-foreground">—</span>;

const columns: ColumnDef<MaintenanceRecordDto>[] = [
  { id: 'date', header: 'Date', meta: { sortKey: 'date' }, cell: ({ row }) => formatDate(row.original.date) },
  { id: 'type', header: 'Type', meta: { sortKey: 'type' }, cell: ({ row }) => MAINTENANCE_TYPE_LABELS[row.original.type] },
  { id: 'description', header: 'Description', meta: { className: 'max-w-md whitespace-normal' }, cell: ({ row }) => row.original.description || none },
  { id: 'technician', header: 'Technician', meta: { sortKey: 'technician' }, cell: ({ row }) => row.original.technician || none },
  { id: 'cost', header: 'Cost', meta: { className: 'text-right tabular-nums', sortKey: 'cost' }, cell: ({ row }) => formatMoney(row.original.cost) },
  { id: 'shots_at_maintenance', header: 'Shots at Service', meta: { className: 'text-right tabular-nums', sortKey: 'shots_at_maintenance' }, cell: ({ row }) => formatNumber(row.original.shots_at_maintenance) },
  {
    id: 'resets_counter',
    header: 'Counter',
    cell: ({ row }) => (row.original.resets_counter ? <Badge variant="info">Reset</Badge> : <span className="text-xs text-muted-foreground">Kept</span>),
  },
];

/** Maintenance History tab: newest first; cost as $0.00; whether the record reset the counter. */
export async function MaintenanceHistory({ mold, location }: { mold: MoldDetailDto; location: PageLocation }) {
  const ctx = await requireContext();
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">Maintenance logged on this mold, newest first unless a column header orders it.</p>
      <HistoryTable
        load={(query) => listMaintenanceRecords(ctx, mold.id, query)}
        latest={mold.maintenance_history}
        total={mold.maintenance_history_total}
        columns={columns}
        caption="Maintenance history"
        itemLabel="records"
        empty={{ icon: Wrench, title: 'No Maintenance Records', description: 'Logged maintenance appears here, newest first.' }}
        failureMessage="Failed to load maintenance records"
        list={maintenanceHistory}
        location={location}
        exportEndpoint={`/api/molds/${mold.id}/maintenance/export`}
      />
    </div>
  );
}
