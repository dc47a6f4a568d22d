'use client';

import { Wrench } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The mold screens' dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const MoldFormDialog = lazyDialog(() => import('./mold-form-dialog').then((m) => m.MoldFormDialog));

export const LogMaintenanceDialog = lazyDialog(() => import('./log-maintenance-dialog').then((m) => m.LogMaintenanceDialog), {
  placeholder: () => (
    <Button>
      <Wrench aria-hidden /> Log Maintenance
    </Button>
  ),
});
