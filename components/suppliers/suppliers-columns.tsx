'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { listTable } from '@/components/data-table/list-table';
import { ViewButton } from '@/components/data-table/view-button';
import { EMPTY_VALUE, formatDate } from '@/lib/utils';
import { ScoreWithRating, SupplierStatusBadge } from './badges';
import type { SupplierListRow } from './suppliers-table';

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
      <ViewButton href={`/suppliers/${row.original.id}`} name={row.original.company_name} />
    ),
  },
];

/** The suppliers list's table, drawn from its rows (./suppliers-table.tsx). */
export const SupplierRowsTable = listTable(columns, { caption: 'Suppliers' });
