'use client';

import { Plus } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { lazyControlledDialog, lazyDialog } from '@/components/ui/lazy-dialog';

/** The supplier screens' dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const SupplierFormDialog = lazyDialog(() => import('./supplier-form-dialog').then((m) => m.SupplierFormDialog));

export const RecordMetricsDialog = lazyDialog(() => import('./record-metrics-dialog').then((m) => m.RecordMetricsDialog), {
  placeholder: () => <Button>Record Performance Metrics</Button>,
});

const loadActionDialogs = () => import('./corrective-action-dialogs');

export const NewActionDialog = lazyDialog(() => loadActionDialogs().then((m) => m.NewActionDialog), {
  placeholder: () => (
    <Button size="sm">
      <Plus aria-hidden="true" /> New Corrective Action
    </Button>
  ),
});

export const EditActionDialog = lazyControlledDialog(() => loadActionDialogs().then((m) => m.EditActionDialog));
