'use client';

import { Plus } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/** Record Usage on a mold's Usage tab, loaded on first use (the form is in ./record-usage-form-dialog.tsx). */
export const RecordUsageDialog = lazyDialog(() => import('./record-usage-form-dialog').then((m) => m.RecordUsageDialog), {
  placeholder: () => (
    <Button variant="outline" size="sm">
      <Plus aria-hidden /> Record Usage
    </Button>
  ),
});
