import type { ColumnDef } from '@tanstack/react-table';
import { Eye } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { SUPPLIER_SORT, supplierList } from '@/lib/suppliers/list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { SupplierDto } from '@/lib/suppliers/dto';
import { EMPTY_VALUE, formatDate } from '@/lib/utils';
import { ScoreWithRating, SupplierStatusBadge } from './badges';

/** One list row: what the columns show (the server page maps the DTO to this). */
export type SupplierListRow = Pick<
  SupplierDto,
  'id' | 'supplier_code' | 'company_name' | 'dba_name' | 'contact_person' | 'email' | 'phone' | 'city' | 'state' | 'country' | 'status' | 'scorecard' | 'open_corrective_actions'
>;

const dim = (text: string) => <span className="text-muted-foreground">{text}</span>;

const columns: ColumnDef<SupplierListRow>[] = [
  {
    id: 'supplier_code',
    header: 'Supplier Code',
    meta: { sortKey: 'supplier_code' },
    cell: ({ row }) => (
      <Link href={`/suppliers/${row.original.id}`} className="font-mono font-medium text-primary hover:underline">
        {row.original.supplier_code}
      </Link>
    ),
  },
  {
    id: 'company_name',
    header: 'Company Name',
    meta: { sortKey: 'company_name', className: 'whitespace-normal min-w-40' },
    cell: ({ row }) => (
      <div>
        <div className="font-medium">{row.original.company_name}</div>
        {row.original.dba_name && <div className="text-xs text-muted-foreground">DBA {row.original.dba_name}</div>}
      </div>
    ),
  },
  {
    id: 'contact',
    header: 'Contact',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => {
      const s = row.original;
      if (!s.contact_person && !s.email && !s.phone) return dim(EMPTY_VALUE);
      return (
        <div className="max-w-44 text-sm">
          {s.contact_person && <div className="truncate">{s.contact_person}</div>}
          {s.email && (
            <div className="truncate text-xs text-muted-foreground" title={s.email}>
              {s.email}
            </div>
          )}
          {!s.email && s.phone && <div className="text-xs text-muted-foreground">{s.phone}</div>}
        </div>
      );
    },
  },
  {
    id: 'location',
    header: 'Location',
    cell: ({ row }) => {
      const s = row.original;
      const place = [s.city, s.state].filter(Boolean).join(', ');
      return place || dim(EMPTY_VALUE);
    },
  },
  {
    id: 'scorecard',
    header: 'Scorecard',
    meta: { sortKey: 'overall_score' },
    cell: ({ row }) => <ScoreWithRating score={row.original.scorecard.overall_score} rating={row.original.scorecard.rating_category} />,
  },
  {
    id: 'last_review',
    header: 'Last Review',
    meta: { sortKey: 'last_review_date' },
    cell: ({ row }) => (row.original.scorecard.last_review_date ? formatDate(row.original.scorecard.last_review_date) : dim('Not reviewed')),
  },
  {
    id: 'issues',
    header: 'Issues',
    cell: ({ row }) => {
      const n = row.original.open_corrective_actions;
      return n > 0 ? <Badge variant="danger">{n} open</Badge> : dim('None');
    },
  },
  {
    id: 'status',
    header: 'Status',
    meta: { sortKey: 'status' },
    cell: ({ row }) => <SupplierStatusBadge status={row.original.status} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <Button asChild variant="outline" size="sm">
        <Link href={`/suppliers/${row.original.id}`} aria-label={`View ${row.original.company_name}`}>
          <Eye aria-hidden /> View
        </Link>
      </Button>
    ),
  },
];

/** One server-side page of suppliers, each with its scorecard summary and open-issue count. */
export function SuppliersTable({ rows, emptyState, state }: { rows: SupplierListRow[]; emptyState: React.ReactNode; state: ReturnType<typeof supplierList.load> }) {
  const sorting = sortHeaders(supplierList, SUPPLIER_SORT, state);
  return <DataTable columns={columns} data={rows} caption="Suppliers" getRowId={(s) => String(s.id)} emptyState={emptyState} sorting={sorting} />;
}
