'use client';

import * as React from 'react';
import { FormDialog, SelectField, TextareaField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { messageOf, sendJson } from '@/lib/client/api';
import { DOWNTIME_REASON_LABELS, PLANNED_DOWNTIME_REASONS, UNPLANNED_DOWNTIME_REASONS } from '@/lib/oee/constants';
import type { DowntimeEventDto } from '@/lib/oee/dto';
import { stopPressSchema } from '@/lib/oee/schemas';

type Values = { reason_code: string; notes: string };

const REASON_OPTIONS = [
  ...PLANNED_DOWNTIME_REASONS.map((c) => ({ value: c, label: `${DOWNTIME_REASON_LABELS[c]} (planned)` })),
  ...UNPLANNED_DOWNTIME_REASONS.map((c) => ({ value: c, label: `${DOWNTIME_REASON_LABELS[c]} (unplanned)` })),
];

type Press = { id: number; machine_number: string; downtime: { id: number; reason_label: string } | null };

/**
 * A press card's Stop (with a reason: POST …/downtime, open from now; the press goes offline or to error) or Resume
 * (PATCH …/downtime/{id}: the event ends now, the press goes back). `onChanged` reloads the board.
 */
export function PressDowntimeControls({ press, onChanged }: { press: Press; onChanged: () => void }) {
  const [resuming, setResuming] = React.useState(false);
  if (press.downtime) {
    const event = press.downtime;
    const resume = async () => {
      setResuming(true);
      const res = await sendJson(`/api/machines/${press.id}/downtime/${event.id}`, 'PATCH', {});
      setResuming(false);
      if (!res.ok) {
        toast.error(messageOf(res.body, 'Failed to resume the press'));
        return;
      }
      toast.success(`${press.machine_number} resumed`);
      onChanged();
    };
    return (
      <Button size="sm" onClick={resume} disabled={resuming} aria-label={`Resume ${press.machine_number}`}>
        {resuming ? 'Resuming...' : 'Resume'}
      </Button>
    );
  }
  return (
    <FormDialog<typeof stopPressSchema, DowntimeEventDto>
      title={`Stop ${press.machine_number}`}
      description="Downtime starts now. A planned reason takes the press offline, an unplanned one sets it to error."
      trigger={
        <Button size="sm" variant="outline" aria-label={`Stop ${press.machine_number}`}>
          Stop
        </Button>
      }
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
