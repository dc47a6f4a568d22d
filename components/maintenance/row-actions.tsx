'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { messageOf, sendJson } from '@/lib/client/api';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { CompleteMaintenanceDialog } from './lazy-dialogs';

/** Whether the signed-in user may start, complete and cancel (given once by the page, not per row). */
export const MaintenanceAccess = React.createContext(false);

export function MaintenanceAccessProvider({ mayWrite, children }: { mayWrite: boolean; children: React.ReactNode }) {
  return <MaintenanceAccess.Provider value={mayWrite}>{children}</MaintenanceAccess.Provider>;
}

/** A row's Start (open) or Complete (in progress) button. */
export function MaintenanceRowActions({ order }: { order: MaintenanceWorkOrderDto }) {
  const mayWrite = React.useContext(MaintenanceAccess);
  const router = useRouter();
  const [starting, setStarting] = React.useState(false);
  if (!mayWrite) return null;
  if (order.status === 'open') {
    const start = async () => {
      setStarting(true);
      const res = await sendJson(`/api/maintenance/work-orders/${order.id}/start`, 'POST', { version: order.version });
      setStarting(false);
      if (!res.ok) {
        toast.error(messageOf(res.body, 'Failed to start the maintenance work order'));
        return;
      }
      toast.success(`${order.maintenance_number} started — ${order.asset?.code ?? 'the asset'} is in maintenance`);
      router.refresh();
    };
    return (
      <Button size="sm" variant="outline" onClick={start} disabled={starting} aria-label={`Start ${order.maintenance_number}`}>
        {starting ? 'Starting...' : 'Start'}
      </Button>
    );
  }
  if (order.status === 'in_progress') {
    return <CompleteMaintenanceDialog order={order} trigger={<Button size="sm" aria-label={`Complete ${order.maintenance_number}`}>Complete</Button>} />;
  }
  return null;
}
