'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ClipboardCheck, Pencil, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DataTable, DataTablePagination, EmptyState, ExportButton, useSubListSortHeaders } from '@/components/data-table';
import { DateField, FormDialog, SelectField, TextareaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { todayInPlant } from '@/lib/dates';
import type { Paginated } from '@/lib/list/paging';
import {
  CA_CATEGORIES,
  CA_CATEGORY_LABELS,
  CA_SEVERITIES,
  CA_SEVERITY_LABELS,
  CA_STATUS_LABELS,
  CA_STATUSES,
  isResolvedStatus,
} from '@/lib/suppliers/constants';
import type { CorrectiveActionDto } from '@/lib/suppliers/dto';
import { ACTION_CREATE_FAILED, ACTION_UPDATE_FAILED, actionEditFrom, emptyActionForm, type ActionEditValues, type ActionFormValues } from '@/lib/suppliers/form';
import { correctiveActionSort } from '@/lib/suppliers/list-state';
import { createCorrectiveActionSchema, updateCorrectiveActionSchema } from '@/lib/suppliers/schemas';
import { formatDate } from '@/lib/utils';
import { ActionStatusBadge, OverdueBadge, SeverityBadge } from './badges';

const SEVERITY_OPTIONS = CA_SEVERITIES.map((s) => ({ value: s, label: CA_SEVERITY_LABELS[s] }));
const CATEGORY_OPTIONS = CA_CATEGORIES.map((c) => ({ value: c, label: CA_CATEGORY_LABELS[c] }));
const STATUS_OPTIONS = CA_STATUSES.map((s) => ({ value: s, label: CA_STATUS_LABELS[s] }));

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

function NewActionDialog({ supplierId, onCreated }: { supplierId: number; onCreated: (a: CorrectiveActionDto) => void }) {
  type F = ActionFormValues;
  return (
    <FormDialog<typeof createCorrectiveActionSchema, CorrectiveActionDto>
      title="New Corrective Action"
      description="The action number is assigned when you save; the action starts open."
      className="sm:max-w-lg"
      trigger={
        <Button size="sm">
          <Plus aria-hidden="true" /> New Corrective Action
        </Button>
      }
      schema={createCorrectiveActionSchema}
      defaultValues={emptyActionForm()}
      request={(values) => ({ url: `/api/suppliers/${supplierId}/scorecard/corrective-actions`, method: 'POST', body: values })}
      failureMessage={ACTION_CREATE_FAILED}
      submitLabel="Create Action"
      savingLabel="Creating..."
      onSuccess={(created) => {
        toast.success(`Corrective action ${created.action_number} created`);
        onCreated(created);
      }}
    >
      <TextareaField<F> name="issue_description" label="Issue Description" required rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<F> name="severity" label="Severity" required options={SEVERITY_OPTIONS} />
        <SelectField<F> name="category" label="Category" options={CATEGORY_OPTIONS} />
      </div>
      <DateField<F> name="due_date" label="Due Date" required min={todayInPlant()} />
    </FormDialog>
  );
}

function EditActionDialog({
  supplierId,
  action,
  onOpenChange,
  onUpdated,
}: {
  supplierId: number;
  action: CorrectiveActionDto;
  onOpenChange: (open: boolean) => void;
  onUpdated: (a: CorrectiveActionDto) => void;
}) {
  type F = ActionEditValues;
  // The same rules as the server, built from the action as loaded: a changed due date must be today or later.
  const schema = React.useMemo(() => updateCorrectiveActionSchema({ due_date: action.due_date, status: action.status }), [action.due_date, action.status]);
  const today = todayInPlant();
  return (
    <FormDialog<typeof schema, CorrectiveActionDto>
      open
      onOpenChange={onOpenChange}
      title={`Edit Corrective Action ${action.action_number}`}
      description={`Opened ${formatDate(action.date_opened)}. Close it with its resolution notes.`}
      className="sm:max-w-lg"
      schema={schema}
      defaultValues={actionEditFrom(action)}
      request={(values) => ({ url: `/api/suppliers/${supplierId}/scorecard/corrective-actions/${action.id}`, method: 'PUT', body: { ...values, version: action.version } })}
      failureMessage={ACTION_UPDATE_FAILED}
      submitLabel="Save Changes"
      savingLabel="Saving..."
      onSuccess={(saved) => {
        toast.success(`Corrective action ${saved.action_number} updated`);
        onUpdated(saved);
      }}
    >
      <div className="grid gap-1 text-sm">
        <span className="font-medium">Action Number</span>
        <span className="font-mono text-muted-foreground" aria-readonly="true">
          {action.action_number}
        </span>
      </div>
      <TextareaField<F> name="issue_description" label="Issue Description" required rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<F> name="severity" label="Severity" required options={SEVERITY_OPTIONS} />
        <SelectField<F> name="status" label="Status" required options={STATUS_OPTIONS} />
      </div>
      <DateField<F> name="due_date" label="Due Date" required min={action.due_date < today ? undefined : today} />
      <ResolutionNotes />
    </FormDialog>
  );
}

/** Only for closed or cancelled (spec §4); moving back to open or in progress empties it. */
function ResolutionNotes() {
  const { control, setValue, getValues } = useFormContext<ActionEditValues>();
  const status = useWatch({ control, name: 'status' });
  const resolved = isResolvedStatus(status);
  React.useEffect(() => {
    if (!resolved && getValues('resolution_notes')) setValue('resolution_notes', '', { shouldDirty: true });
  }, [resolved, getValues, setValue]);
  if (!resolved) return null;
  return <TextareaField<ActionEditValues> name="resolution_notes" label="Resolution Notes" rows={3} description="What was done, and how it was verified." />;
}
