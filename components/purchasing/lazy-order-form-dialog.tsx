'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/**
 * New Purchase Order (a fixed supplier or the picker) and Edit Draft: one form, loaded on first use. In a module of its
 * own so that /purchasing, which shows only this dialog, does not carry the loaders of the PO page's other dialogs.
 */
export const PurchaseOrderFormDialog = lazyDialog(() => import('./order-form-dialog').then((m) => m.PurchaseOrderFormDialog));
