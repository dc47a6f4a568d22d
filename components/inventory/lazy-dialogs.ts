'use client';

import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The inventory screen's dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const AddItemDialog = lazyDialog(() => import('./add-item-dialog').then((m) => m.AddItemDialog));
export const ImportDialog = lazyDialog(() => import('./import-dialog').then((m) => m.ImportDialog));
