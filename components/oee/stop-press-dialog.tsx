'use client';

import { FormDialog, SelectField, TextareaField } from '@/components/form';
import { StopButton, type ControlSize, type StoppablePress } from './stop-button';
import { toast } from '@/components/ui/toast';
import { DOWNTIME_REASON_LABELS, PLANNED_DOWNTIME_REASONS, UNPLANNED_DOWNTIME_REASONS } from '@/lib/oee/constants';
import type { DowntimeEventDto } from '@/lib/oee/dto';
import { stopPressSchema } from '@/lib/oee/schemas';

type Values = { reason_code: string; notes: string };

const REASON_OPTIONS = [
  ...PLANNED_DOWNTIME_REASONS.map((c) => ({ value: c, label: `${DOWNTIME_REASON_LABELS[c]} (planned)` })),
  ...UNPLANNED_DOWNTIME_REASONS.map((c) => ({ value: c, label: `${DOWNTIME_REASON_LABELS[c]} (unplanned)` })),
];

/** Stop a press with a reason (POST …/downtime, open from now); loaded on first use by press-downtime-controls.tsx. */
export function StopPressDialog({ press, onChanged, size }: { press: StoppablePress; onChanged: () => void; size?: ControlSize }) {
  return (
    <FormDialog<typeof stopPressSchema, DowntimeEventDto>
      title={`Stop ${press.machine_number}`}
      description="Downtime starts now. A planned reason takes the press offline, an unplanned one sets it to error."
      trigger={<StopButton press={press} size={size} />}
      schema={stopPressSchema}
      defaultValues={{ reason_code: '', notes: '' } as never}
      request={(values) => ({ url: `/api/machines/${press.id}/downtime`, method: 'POST', body: { ...values, started_at: new Date().toISOString() } })}
      failureMessage="Failed to stop the press"
      submitLabel="Stop Press"
      savingLabel="Stopping..."
      onSuccess={(event) => {
        toast.success(`${press.machine_number} stopped: ${event.reason_label}`);
        onChanged();
      }}
    >
      <SelectField<Values> name="reason_code" label="Reason" required placeholder="Choose a reason" options={REASON_OPTIONS} />
      <TextareaField<Values> name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
