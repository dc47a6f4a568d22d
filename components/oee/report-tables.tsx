import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/data-table/empty-state';
import Link from '@/components/ui/link';
import type { DowntimeParetoRow, OeeRow, ScrapParetoRow } from '@/lib/oee/dto';
import { formatNumber } from '@/lib/utils';

/** The reports' tables (server components): the figures of every chart, for screen readers and print. */

export const pct = (v: number | null) => (v == null ? '—' : `${(v * 100).toFixed(1)}%`);
const num = (v: number) => <span className="tabular-nums">{formatNumber(Math.round(v * 10) / 10)}</span>;

function oeeColumns(keyHeader: string, link: (r: OeeRow) => string | null): ColumnDef<OeeRow>[] {
  return [
    {
      id: 'label',
      header: keyHeader,
      cell: ({ row }) => {
        const href = link(row.original);
        return href ? (
          <Link href={href} className="font-medium text-primary hover:underline">
            {row.original.label}
          </Link>
        ) : (
          <span className="font-medium">{row.original.label}</span>
        );
      },
    },
    { id: 'planned', header: 'Planned min', cell: ({ row }) => num(row.original.planned_minutes) },
    { id: 'run', header: 'Run min', cell: ({ row }) => num(row.original.run_minutes) },
    { id: 'ideal', header: 'Ideal min', cell: ({ row }) => num(row.original.ideal_minutes) },
    { id: 'good', header: 'Good', cell: ({ row }) => num(row.original.good_parts) },
    { id: 'total', header: 'Total parts', cell: ({ row }) => num(row.original.total_parts) },
    { id: 'availability', header: 'Availability', cell: ({ row }) => <span className="tabular-nums">{pct(row.original.availability)}</span> },
    {
      id: 'performance',
      header: 'Performance',
      cell: ({ row }) => (
        <span className="tabular-nums" title={row.original.performance_raw != null && row.original.performance_raw > 1 ? `Uncapped: ${pct(row.original.performance_raw)}` : undefined}>
          {pct(row.original.performance)}
        </span>
      ),
    },
    { id: 'quality', header: 'Quality', cell: ({ row }) => <span className="tabular-nums">{pct(row.original.quality)}</span> },
    { id: 'oee', header: 'OEE', cell: ({ row }) => <span className="font-semibold tabular-nums">{pct(row.original.oee)}</span> },
  ];
}

export function OeeTable({ rows, by, caption }: { rows: OeeRow[]; by: 'machine' | 'day'; caption: string }) {
  return (
    <DataTable
      columns={oeeColumns(by === 'machine' ? 'Press' : 'Day', () => null)}
      data={rows}
      caption={caption}
      getRowId={(r) => r.key}
      rowAttributes={(r) => ({ 'data-key': r.original.key })}
      emptyState={<EmptyState title="No presses" description="OEE appears here once presses are registered." />}
    />
  );
}

const downtimeColumns: ColumnDef<DowntimeParetoRow>[] = [
  { id: 'reason', header: 'Reason', cell: ({ row }) => <span className="font-medium">{row.original.reason_label}</span> },
  { id: 'category', header: 'Category', cell: ({ row }) => (row.original.category === 'planned' ? 'Planned' : 'Unplanned') },
  { id: 'minutes', header: 'Minutes', cell: ({ row }) => num(row.original.minutes) },
  { id: 'events', header: 'Events', cell: ({ row }) => num(row.original.events) },
  { id: 'share', header: 'Share', cell: ({ row }) => <span className="tabular-nums">{pct(row.original.share)}</span> },
  { id: 'cumulative', header: 'Cumulative', cell: ({ row }) => <span className="tabular-nums">{pct(row.original.cumulative_share)}</span> },
];

export function DowntimeParetoTable({ rows }: { rows: DowntimeParetoRow[] }) {
  return (
    <DataTable
      columns={downtimeColumns}
      data={rows}
      caption="Downtime by reason"
      getRowId={(r) => r.reason_code}
      rowAttributes={(r) => ({ 'data-reason': r.original.reason_code })}
      emptyState={<EmptyState title="No downtime" description="No downtime was recorded in this period." />}
    />
  );
}

const scrapColumns: ColumnDef<ScrapParetoRow>[] = [
  { id: 'reason', header: 'Reason', cell: ({ row }) => <span className="font-medium">{row.original.reason_label}</span> },
  { id: 'quantity', header: 'Parts', cell: ({ row }) => num(row.original.quantity) },
  { id: 'share', header: 'Share', cell: ({ row }) => <span className="tabular-nums">{pct(row.original.share)}</span> },
  { id: 'cumulative', header: 'Cumulative', cell: ({ row }) => <span className="tabular-nums">{pct(row.original.cumulative_share)}</span> },
];

export function ScrapParetoTable({ rows }: { rows: ScrapParetoRow[] }) {
  return (
    <DataTable
      columns={scrapColumns}
      data={rows}
      caption="Scrap by reason"
      getRowId={(r) => r.reason_code}
      rowAttributes={(r) => ({ 'data-reason': r.original.reason_code })}
      emptyState={<EmptyState title="No scrap" description="No scrap was reported in this period." />}
    />
  );
}
