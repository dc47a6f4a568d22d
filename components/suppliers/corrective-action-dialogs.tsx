'use client';

import { Plus } from '@/components/ui/icons';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { DateField, FormDialog, SelectField, TextareaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { todayInPlant } from '@/lib/dates';
import { CA_CATEGORIES, CA_CATEGORY_LABELS, CA_SEVERITIES, CA_SEVERITY_LABELS, CA_STATUS_LABELS, CA_STATUSES, isResolvedStatus } from '@/lib/suppliers/constants';
import type { CorrectiveActionDto } from '@/lib/suppliers/dto';
import { ACTION_CREATE_FAILED, ACTION_UPDATE_FAILED, actionEditFrom, emptyActionForm, type ActionEditValues, type ActionFormValues } from '@/lib/suppliers/form';
import { createCorrectiveActionSchema, updateCorrectiveActionSchema } from '@/lib/suppliers/schemas';
import { formatDate } from '@/lib/utils';

/** The corrective action dialogs of the supplier page (loaded on first use through ./lazy-dialogs.tsx). */

const SEVERITY_OPTIONS = CA_SEVERITIES.map((s) => ({ value: s, label: CA_SEVERITY_LABELS[s] }));
const CATEGORY_OPTIONS = CA_CATEGORIES.map((c) => ({ value: c, label: CA_CATEGORY_LABELS[c] }));
const STATUS_OPTIONS = CA_STATUSES.map((s) => ({ value: s, label: CA_STATUS_LABELS[s] }));

export function NewActionDialog({ supplierId, onCreated }: { supplierId: number; onCreated: (a: CorrectiveActionDto) => void }) {
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

export function EditActionDialog({
  open,
  supplierId,
  action,
  onOpenChange,
  onUpdated,
}: {
  open: boolean;
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
      open={open}
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
