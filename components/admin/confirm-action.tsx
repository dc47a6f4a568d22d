'use client';

import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { ConfirmActionProps } from './confirm-action-dialog';

/**
 * A button that asks first, then sends one request (revoke a token, end a session, deactivate a user): the
 * dialog's code (Radix) loads on first use; until then the button is drawn alone.
 */
export const ConfirmAction = lazyDialog<ConfirmActionProps>(() => import('./confirm-action-dialog').then((m) => m.ConfirmActionDialog), {
  placeholder: ({ label, variant = 'outline', size = 'sm', ...rest }) => (
    <Button variant={variant} size={size} aria-label={rest['aria-label']}>
      {label}
    </Button>
  ),
});
