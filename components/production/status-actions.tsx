'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { messageOf, sendJson } from '@/lib/client/api';
import { WORK_ORDER_TRANSITIONS, type WorkOrderStatus } from '@/lib/production/constants';

const ACTION_LABELS: Record<WorkOrderStatus, string> = {
  in_progress: 'Start Production',
  completed: 'Complete',
  pending: 'Put On Hold',
  delayed: 'Mark Delayed',
  scheduled: 'Reschedule',
  cancelled: 'Cancel',
};

/** The moves the order may make from its status (a refused move, e.g. an overdue mold, shows the server's reason). */
export function StatusActions({ id, status, version }: { id: number; status: WorkOrderStatus; version: number }) {
  const router = useRouter();
  const [busy, setBusy] = React.useState<WorkOrderStatus | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const moves = WORK_ORDER_TRANSITIONS[status];
  if (!moves.length) return null;

  async function move(to: WorkOrderStatus) {
    setBusy(to);
    setError(null);
    try {
      const res = await sendJson(`/api/production/work-orders/${id}`, 'PATCH', { status: to, version });
      if (!res.ok) {
        setError(messageOf(res.body, 'Failed to update the work order'));
        return;
      }
      toast.success('Work order updated');
      router.refresh();
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <Button key={to} type="button" size="sm" variant={to === 'in_progress' || to === 'completed' ? 'default' : 'outline'} disabled={busy !== null} onClick={() => move(to)}>
            {ACTION_LABELS[to]}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="max-w-md text-right text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
