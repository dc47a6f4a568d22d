'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardCheck, Pencil } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { DataTable, DataTablePagination, EmptyState, ExportButton, useSubListSortHeaders } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Paginated } from '@/lib/list/paging';
import { CA_CATEGORY_LABELS } from '@/lib/suppliers/constants';
import type { CorrectiveActionDto } from '@/lib/suppliers/dto';
import { correctiveActionSort } from '@/lib/suppliers/list-state';
import { formatDate } from '@/lib/utils';
import { ActionStatusBadge, OverdueBadge, SeverityBadge } from './badges';
import { EditActionDialog, NewActionDialog } from './lazy-dialogs';

type Props = {
  supplierId: number;
  /** One page of the supplier's actions (open ones first, earliest due first). */
  actions: Paginated<CorrectiveActionDto>;
  canWrite: boolean;
  /** The CSV export of every action, in the order on screen. */
  exportHref: string;
  /** After a create or an edit (default: reload the page's data). */
  onActionUpdated?: (action: CorrectiveActionDto) => void;
};

/**
 * The corrective actions panel (spec §2): the supplier's actions with severity and status badges, overdue rows
 * highlighted with 'N day(s) overdue', a create form and an edit form (close an action there, with resolution
 * notes). Every write refreshes the page, so the overview's open-issue count follows.
 */
export function CorrectiveActionsPanel({ supplierId, actions, canWrite, exportHref, onActionUpdated }: Props) {
  const sorting = useSubListSortHeaders(correctiveActionSort);
  const router = useRouter();
  const [editing, setEditing] = React.useState<CorrectiveActionDto | null>(null);
  const updated = (action: CorrectiveActionDto) => {
    onActionUpdated?.(action);
    router.refresh();
  };

  const columns = React.useMemo<ColumnDef<CorrectiveActionDto>[]>(
    () => [
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
        cell: ({ row }) =>
          canWrite ? (
            <Button variant="outline" size="sm" onClick={() => setEditing(row.original)} aria-label={`Edit ${row.original.action_number}`}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          ) : null,
      },
    ],
    [canWrite],
  );

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
            {canWrite && <NewActionDialog supplierId={supplierId} onCreated={updated} />}
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
          <DataTablePagination pageParam="actions_page" page={actions.current_page} lastPage={actions.last_page} total={actions.total} perPage={actions.per_page} from={actions.from ?? undefined} to={actions.to ?? undefined} itemLabel="actions" />
        )}
      </CardContent>
      {editing && (
        <EditActionDialog
          open
          key={editing.id}
          supplierId={supplierId}
          action={editing}
          onOpenChange={(next) => {
            if (!next) setEditing(null);
          }}
          onUpdated={updated}
        />
      )}
    </Card>
  );
}
