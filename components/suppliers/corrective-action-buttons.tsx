'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Pencil } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import type { CorrectiveActionDto } from '@/lib/suppliers/dto';
import { EditActionDialog, NewActionDialog } from './lazy-dialogs';

// The corrective actions panel's islands: the panel is drawn on the server; a create or an edit refreshes the
// page, so the table and the overview's open-issue count follow.

export function NewCorrectiveAction({ supplierId }: { supplierId: number }) {
  const router = useRouter();
  return <NewActionDialog supplierId={supplierId} onCreated={() => router.refresh()} />;
}

/** A row's Edit button and its dialog (close an action there, with resolution notes). */
export function EditCorrectiveAction({ supplierId, action }: { supplierId: number; action: CorrectiveActionDto }) {
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} onPointerEnter={EditActionDialog.preload} aria-label={`Edit ${action.action_number}`}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      {open && <EditActionDialog open supplierId={supplierId} action={action} onOpenChange={setOpen} onUpdated={() => router.refresh()} />}
    </>
  );
}
