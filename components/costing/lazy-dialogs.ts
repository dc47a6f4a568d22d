'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The costing screens' dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const RatesDialog = lazyDialog(() => import('./rates-dialog').then((m) => m.RatesDialog));
export const ProductCostingDialog = lazyDialog(() => import('./product-costing-dialog').then((m) => m.ProductCostingDialog));
