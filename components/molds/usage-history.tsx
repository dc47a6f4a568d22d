import type { ColumnDef } from '@tanstack/react-table';
import { Factory } from '@/components/ui/icons';
import { requireContext } from '@/lib/auth/session';
import type { PageLocation } from '@/lib/list/sort';
import { usageHistory } from '@/lib/molds/list-state';
import { listUsageRecords } from '@/lib/molds/service';
import type { MoldDetailDto, UsageRecordDto } from '@/lib/molds/types';
import { formatDate, formatNumber, formatPercent } from '@/lib/utils';
import { HistoryTable } from '@/components/data-table/history-table';
import { RecordUsageDialog } from './record-usage-dialog';

const columns: ColumnDef<UsageRecordDto>[] = [
  { id: 'date', header: 'Date', meta: { sortKey: 'date' }, cell: ({ row }) => formatDate(row.original.date) },
  { id: 'work_order', header: 'Work Order', meta: { sortKey: 'work_order' }, cell: ({ row }) => <span className="font-mono text-xs">{row.original.work_order || '—'}</span> },
  { id: 'product', header: 'Product', meta: { sortKey: 'product' }, cell: ({ row }) => row.original.product || '—' },
  { id: 'shots_produced', header: 'Shots', meta: { className: 'text-right tabular-nums', sortKey: 'shots_produced' }, cell: ({ row }) => formatNumber(row.original.shots_produced) },
  { id: 'machine', header: 'Machine', meta: { sortKey: 'machine' }, cell: ({ row }) => row.original.machine || '—' },
  { id: 'operator', header: 'Operator', meta: { sortKey: 'operator' }, cell: ({ row }) => row.original.operator || '—' },
  {
    id: 'defect_rate',
    header: 'Defect Rate',
    meta: { className: 'text-right tabular-nums', sortKey: 'defect_rate' },
    cell: ({ row }) => (row.original.defect_rate === null ? '—' : formatPercent(row.original.defect_rate, 2)),
  },
];

/** Usage History tab: production runs, newest first; Record Usage for those who may. */
export async function UsageHistory({ mold, canRecord, location }: { mold: MoldDetailDto; canRecord: boolean; location: PageLocation }) {
  const ctx = await requireContext();
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Production runs on this mold, newest first unless a column header orders them.</p>
        {canRecord && <RecordUsageDialog mold={mold} />}
      </div>
      <HistoryTable
        load={(query) => listUsageRecords(ctx, mold.id, query)}
        latest={mold.usage_history}
        total={mold.usage_history_total}
        columns={columns}
        caption="Usage history"
        itemLabel="runs"
        empty={{ icon: Factory, title: 'No Usage Records', description: "Production runs add their shots to the mold's counters." }}
        failureMessage="Failed to load usage records"
        list={usageHistory}
        location={location}
        exportEndpoint={`/api/molds/${mold.id}/usage/export`}
      />
    </div>
  );
}
