'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The maintenance screen's dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const CreateMaintenanceDialog = lazyDialog(() => import('./create-dialog').then((m) => m.CreateMaintenanceDialog));
export const CompleteMaintenanceDialog = lazyDialog(() => import('./complete-dialog').then((m) => m.CompleteMaintenanceDialog));
