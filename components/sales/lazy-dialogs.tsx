'use client';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { CustomerRecordDialogProps } from './customer-record-dialog';
import type { OverrideDialogProps } from './override-dialog';
import type { ShipDialogProps } from './ship-dialog';

/** The sales order page's dialogs: their code loads on first use; until then the button is drawn alone. */
export const ShipDialog = lazyDialog<ShipDialogProps>(() => import('./ship-dialog').then((m) => m.ShipDialog), {
  placeholder: () => <Button size="sm">Ship</Button>,
});
export const OverrideConfirmDialog = lazyDialog<OverrideDialogProps>(() => import('./override-dialog').then((m) => m.OverrideConfirmDialog), {
  placeholder: () => (
    <Button size="sm" variant="outline">
      Confirm with Override
    </Button>
  ),
});
export const CustomerRecordDialog = lazyDialog<CustomerRecordDialogProps>(() => import('./customer-record-dialog').then((m) => m.CustomerRecordDialog), {
  placeholder: ({ label }) => <Button size="sm">Add {label}</Button>,
});
