'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The purchasing dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const PlaceOrderDialog = lazyDialog(() => import('./po-dialogs').then((m) => m.PlaceOrderDialog));
export const ReasonDialog = lazyDialog(() => import('./po-dialogs').then((m) => m.ReasonDialog));
export const ReceiveDialog = lazyDialog(() => import('./po-dialogs').then((m) => m.ReceiveDialog));
export { PurchaseOrderFormDialog } from './lazy-order-form-dialog';
