'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The customer screens' Add/Edit dialog, loaded on first use (components/ui/lazy-dialog.tsx). */
export const CustomerFormDialog = lazyDialog(() => import('./customer-form-dialog').then((m) => m.CustomerFormDialog));
