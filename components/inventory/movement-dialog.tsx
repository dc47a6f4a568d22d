'use client';

import { lazyControlledDialog } from '@/components/ui/lazy-dialog';

export type { LocationOption, MovementItem, MovementKind, MovementLot } from './movement-form-dialog';

/** Receive / Issue / Transfer / Adjust, loaded the first time one is opened (the form: ./movement-form-dialog.tsx). */
export const MovementDialog = lazyControlledDialog(() => import('./movement-form-dialog').then((m) => m.MovementDialog));
