import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardCheck } from '@/components/ui/icons';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/data-table/empty-state';
import { ExportButton } from '@/components/data-table/export-button';
import { SubListPagination } from '@/components/data-table/pagination-links';
import { subListSortHeaders } from '@/components/data-table/sort-headers';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Paginated } from '@/lib/list/paging';
import type { PageLocation } from '@/lib/list/sort';
import { CA_CATEGORY_LABELS } from '@/lib/suppliers/constants';
import type { CorrectiveActionDto } from '@/lib/suppliers/dto';
import { correctiveActionList } from '@/lib/suppliers/list-state';
import { formatDate } from '@/lib/utils';
import { ActionStatusBadge, OverdueBadge, SeverityBadge } from './badges';
import { EditCorrectiveAction, NewCorrectiveAction } from './corrective-action-buttons';

type Props = {
  supplierId: number;
  /** One page of the supplier's actions (open ones first, earliest due first). */
  actions: Paginated<CorrectiveActionDto>;
  canWrite: boolean;
  /** The CSV export of every action, in the order on screen. */
  exportHref: string;
  /** The page's path and query: the sort headers and page links keep the rest of the query. */
  location: PageLocation;
};

/**
 * The corrective actions panel (spec §2): the supplier's actions with severity and status badges, overdue rows
 * highlighted with 'N day(s) overdue', a create form and an edit form (close an action there, with resolution
 * notes). Drawn on the server (sort headers and page links are plain links); the create and edit buttons are the
 * islands (corrective-action-buttons.tsx), and every write refreshes the page.
 */
export function CorrectiveActionsPanel({ supplierId, actions, canWrite, exportHref, location }: Props) {
  const sorting = subListSortHeaders(correctiveActionList, location.pathname, location.params);
  const columns: ColumnDef<CorrectiveActionDto>[] = [
      { id: 'action_number', header: 'Action #', meta: { sortKey: 'action_number' }, cell: ({ row }) => <span className="font-mono text-sm font-medium">{row.original.action_number}</span> },
      {
        id: 'issue',
        header: 'Issue',
        meta: { className: 'whitespace-normal min-w-64' },
        cell: ({ row }) => (
          <div className="max-w-md">
            <div>{row.original.issue_description}</div>
            {row.original.resolution_notes && <div className="mt-1 text-xs text-muted-foreground">Resolution: {row.original.resolution_notes}</div>}
          </div>
        ),
      },
      { id: 'category', header: 'Category', meta: { sortKey: 'category' }, cell: ({ row }) => CA_CATEGORY_LABELS[row.original.category] },
      { id: 'severity', header: 'Severity', meta: { sortKey: 'severity' }, cell: ({ row }) => <SeverityBadge severity={row.original.severity} /> },
      { id: 'status', header: 'Status', meta: { sortKey: 'status' }, cell: ({ row }) => <ActionStatusBadge status={row.original.status} /> },
      { id: 'opened', header: 'Opened', meta: { sortKey: 'date_opened' }, cell: ({ row }) => formatDate(row.original.date_opened) },
      {
        id: 'due',
        header: 'Due',
        meta: { sortKey: 'due_date' },
        cell: ({ row }) => (
          <div className="grid gap-1">
            <span>{formatDate(row.original.due_date)}</span>
            <OverdueBadge days={row.original.days_overdue} />
          </div>
        ),
      },
      { id: 'assigned', header: 'Assigned To', meta: { sortKey: 'assigned_to' }, cell: ({ row }) => row.original.assigned_user?.name ?? <span className="text-muted-foreground">—</span> },
      {
        id: 'edit',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'text-right' },
        cell: ({ row }) => (canWrite ? <EditCorrectiveAction supplierId={supplierId} action={row.original} /> : null),
      },
  ];

  const open = actions.data.filter((a) => a.status === 'open' || a.status === 'in_progress').length;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Corrective Actions</CardTitle>
        <CardDescription>
          {actions.total === 0 ? 'None raised with this supplier.' : `${actions.total} in all${open && sorting.sort === 'open_first' ? `; open ones first, earliest due first` : ''}.`}
        </CardDescription>
        {(canWrite || actions.total > 0) && (
          <CardAction className="flex flex-wrap gap-2">
            {actions.total > 0 && <ExportButton href={exportHref} size="sm" />}
            {canWrite && <NewCorrectiveAction supplierId={supplierId} />}
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <DataTable
          sorting={sorting}
          columns={columns}
          data={actions.data}
          caption="Corrective actions"
          getRowId={(a) => String(a.id)}
          rowClassName={(row) => (row.original.is_overdue ? 'bg-red-50/70' : undefined)}
          emptyState={<EmptyState icon={ClipboardCheck} title="No corrective actions" description="Raise one when a delivery, a lot or an invoice goes wrong, and track it to closure here." />}
        />
        {actions.last_page > 1 && (
          <SubListPagination sub={correctiveActionList} location={location} page={actions} itemLabel="actions" />
        )}
      </CardContent>
    </Card>
  );
}
