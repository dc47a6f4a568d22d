import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { DataTable } from '@/components/data-table/data-table';
import { ActionStatusBadge, overdueText, RatingBadge, SeverityBadge } from '@/components/suppliers/badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CorrectiveActionDto, DashboardSupplierDto } from '@/lib/suppliers/dto';
import { formatDate } from '@/lib/utils';

const supplierLink = (s: { id: number; company_name: string }) => (
  <Link href={`/suppliers/${s.id}`} className="font-medium text-primary hover:underline">
    {s.company_name}
  </Link>
);

const rankColumns: ColumnDef<DashboardSupplierDto>[] = [
  { id: 'rank', header: 'Rank', meta: { className: 'w-12 tabular-nums' }, cell: ({ row }) => row.index + 1 },
  {
    id: 'supplier',
    header: 'Supplier',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => (
      <div>
        <div className="font-medium">{row.original.company_name}</div>
        <div className="font-mono text-xs text-muted-foreground">{row.original.supplier_code}</div>
        {row.original.scorecard.from_receipts && (
          <Badge variant="info" className="mt-1" title="The latest month’s delivery, quality and price metrics were computed from goods receipts" data-testid="from-receipts">
            From receipts
          </Badge>
        )}
      </div>
    ),
  },
  { id: 'score', header: 'Score', meta: { className: 'text-right tabular-nums' }, cell: ({ row }) => row.original.scorecard.overall_score?.toFixed(1) ?? '—' },
  { id: 'rating', header: 'Rating', cell: ({ row }) => <RatingBadge rating={row.original.scorecard.rating_category} /> },
  {
    id: 'view',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <Button asChild variant="outline" size="sm">
        <Link href={`/suppliers/${row.original.id}`} aria-label={`View details of ${row.original.company_name}`}>
          View Details
        </Link>
      </Button>
    ),
  },
];

/** Top 10 / Bottom 10: rank, company with its code (marked when its latest month's scores came from receipts), score, rating badge, View Details. */
export function SupplierRankTable({ suppliers, caption }: { suppliers: DashboardSupplierDto[]; caption: string }) {
  return <DataTable columns={rankColumns} data={suppliers} caption={caption} getRowId={(s) => String(s.id)} />;
}

const reviewColumns = (today: string): ColumnDef<DashboardSupplierDto>[] => [
  { id: 'code', header: 'Code', cell: ({ row }) => <span className="font-mono text-sm">{row.original.supplier_code}</span> },
  { id: 'company', header: 'Company', meta: { className: 'whitespace-normal' }, cell: ({ row }) => row.original.company_name },
  { id: 'last', header: 'Last Review', cell: ({ row }) => formatDate(row.original.scorecard.last_review_date) },
  {
    id: 'next',
    header: 'Next Review',
    cell: ({ row }) => {
      const next = row.original.scorecard.next_review_date;
      return (
        <span className="inline-flex items-center gap-2">
          {formatDate(next)}
          {next && next < today && <Badge variant="danger">Past due</Badge>}
        </span>
      );
    },
  },
  { id: 'rating', header: 'Rating', cell: ({ row }) => <RatingBadge rating={row.original.scorecard.rating_category} /> },
  {
    id: 'review',
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <Button asChild size="sm">
        <Link href={`/suppliers/${row.original.id}`} aria-label={`Review ${row.original.company_name} now`}>
          Review Now
        </Link>
      </Button>
    ),
  },
];

/** Suppliers Needing Review: next review date (past due ones marked, by the plant's `today`) and a Review Now link. */
export function ReviewTable({ suppliers, today }: { suppliers: DashboardSupplierDto[]; today: string }) {
  return <DataTable columns={reviewColumns(today)} data={suppliers} caption="Suppliers needing review" getRowId={(s) => String(s.id)} />;
}

const actionColumns = (kind: 'overdue' | 'critical'): ColumnDef<CorrectiveActionDto>[] => [
  { id: 'number', header: 'Action #', cell: ({ row }) => <span className="font-mono text-sm">{row.original.action_number}</span> },
  { id: 'supplier', header: 'Supplier', meta: { className: 'whitespace-normal' }, cell: ({ row }) => supplierLink(row.original.supplier) },
  { id: 'issue', header: 'Issue', meta: { className: 'whitespace-normal min-w-56' }, cell: ({ row }) => <span className="line-clamp-2">{row.original.issue_description}</span> },
  { id: 'severity', header: 'Severity', cell: ({ row }) => <SeverityBadge severity={row.original.severity} /> },
  { id: 'status', header: 'Status', cell: ({ row }) => <ActionStatusBadge status={row.original.status} /> },
  { id: 'due', header: 'Due Date', cell: ({ row }) => formatDate(row.original.due_date) },
  kind === 'overdue'
    ? { id: 'overdue', header: 'Days Overdue', cell: ({ row }) => <Badge variant="danger">{overdueText(row.original.days_overdue)}</Badge> }
    : { id: 'assigned', header: 'Assigned To', cell: ({ row }) => row.original.assigned_user?.name ?? '—' },
];

const overdueColumns = actionColumns('overdue');
const criticalColumns = actionColumns('critical');

export function ActionsTable({ actions, kind }: { actions: CorrectiveActionDto[]; kind: 'overdue' | 'critical' }) {
  return (
    <DataTable
      columns={kind === 'overdue' ? overdueColumns : criticalColumns}
      data={actions}
      caption={kind === 'overdue' ? 'Overdue corrective actions' : 'Open critical corrective actions'}
      getRowId={(a) => String(a.id)}
    />
  );
}
