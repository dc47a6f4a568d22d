'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { assetHref } from './maintenance-columns';
import { listTable } from '@/components/data-table/list-table';
import { MWO_ASSET_TYPE_LABELS } from '@/lib/maintenance/constants';
import type { ForecastRow } from '@/lib/maintenance/dto';
import { formatDate } from '@/lib/utils';
import { MwoTriggerBadge } from './badges';

const columns: ColumnDef<ForecastRow>[] = [
  { id: 'predicted_due_date', header: 'Predicted due', cell: ({ row }) => <span className="tabular-nums">{formatDate(row.original.predicted_due_date)}</span> },
  {
    id: 'asset',
    header: 'Asset',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => {
      const r = row.original;
      const code = <span className="font-mono font-medium">{r.asset_code}</span>;
      return (
        <div>
          <Link href={assetHref(r)} className="text-primary hover:underline">
            {code}
          </Link>
          <div className="text-xs text-muted-foreground">
            {MWO_ASSET_TYPE_LABELS[r.asset_type]} · {r.asset_name}
          </div>
        </div>
      );
    },
  },
  { id: 'trigger', header: 'By', cell: ({ row }) => <MwoTriggerBadge trigger={row.original.trigger} /> },
  {
    id: 'open',
    header: 'Work order',
    cell: ({ row }) =>
      row.original.open_work_order_id ? (
        <Link href={`/maintenance?asset_type=${row.original.asset_type}&asset_id=${row.original.asset_id}&status=open,in_progress`} className="text-primary hover:underline">
          Raised
        </Link>
      ) : (
        <span className="text-muted-foreground">Not yet</span>
      ),
  },
];

/** The forecast's table, drawn from its rows (./forecast-table.tsx). */
export const ForecastRowsTable = listTable(columns, { getRowId: (r) => `${r.asset_type}-${r.asset_id}` });
