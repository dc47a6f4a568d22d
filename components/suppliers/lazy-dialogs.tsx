'use client';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The supplier screens' dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const SupplierFormDialog = lazyDialog(() => import('./supplier-form-dialog').then((m) => m.SupplierFormDialog));

export const RecordMetricsDialog = lazyDialog(() => import('./record-metrics-dialog').then((m) => m.RecordMetricsDialog), {
  placeholder: () => <Button>Record Performance Metrics</Button>,
});
