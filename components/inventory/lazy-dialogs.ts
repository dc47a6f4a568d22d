'use client';

import { clientOnly } from '@/components/ui/client-only';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The inventory screen's dialogs, loaded on first use (components/ui/lazy-dialog.tsx). */
export const AddItemDialog = lazyDialog(() => import('./add-item-dialog').then((m) => m.AddItemDialog));
export const ImportDialog = lazyDialog(() => import('./import-dialog').then((m) => m.ImportDialog));

/**
 * Scan a lot to issue or transfer from it (./lot-scan.tsx): its code loads after the page (a scan comes later than
 * that), not with the list's first load.
 */
export const LotScan = clientOnly(() => import('./lot-scan').then((m) => m.LotScan));
