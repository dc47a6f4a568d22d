'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toast } from '@/components/ui/toast';
import { messageOf, sendJson } from '@/lib/client/api';
import { StopButton, type ControlSize, type StoppablePress } from './stop-button';

/** The Stop dialog (react-hook-form, the zod schema) loads on first use, not with the shop floor. */
const StopPressDialog = lazyDialog<{ press: StoppablePress; onChanged: () => void; size?: ControlSize }>(() => import('./stop-press-dialog').then((m) => m.StopPressDialog), {
  placeholder: ({ press, size }) => <StopButton press={press} size={size} />,
});

const LARGE = 'h-14 min-w-40 px-8 text-lg';

type Press = { id: number; machine_number: string; downtime: { id: number; reason_label: string } | null };

/**
 * A press card's Stop (with a reason: POST …/downtime, open from now; the press goes offline or to error) or Resume
 * (PATCH …/downtime/{id}: the event ends now, the press goes back). `onChanged` reloads the board.
 */
export function PressDowntimeControls({ press, onChanged, size = 'sm' }: { press: Press; onChanged: () => void; size?: ControlSize }) {
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
      <Button size={size} className={size === 'lg' ? LARGE : undefined} onClick={resume} disabled={resuming} aria-label={`Resume ${press.machine_number}`}>
        {resuming ? 'Resuming...' : 'Resume'}
      </Button>
    );
  }
  return <StopPressDialog press={press} onChanged={onChanged} size={size} />;
}
