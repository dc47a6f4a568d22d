'use client';

import { Plus } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The account page's New Token dialogs (./new-token-button.tsx), loaded on first use (components/ui/lazy-dialog.tsx). */
export const NewTokenButton = lazyDialog(() => import('./new-token-button').then((m) => m.NewTokenButton), {
  placeholder: () => (
    <Button>
      <Plus aria-hidden /> New Token
    </Button>
  ),
});
