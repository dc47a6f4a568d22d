'use client';

import { InertFields } from '@/components/form/field-binding';
import { clientOnly } from '@/components/ui/client-only';
import { CHANGE_PASSWORD_DEFAULTS, ChangePasswordView } from './change-password-view';

/**
 * The change-password form. The page draws it at once, read-only; its code (react-hook-form)
 * loads after the page and takes over the same fields.
 */
export const ChangePasswordForm = clientOnly(() => import('./change-password-form').then((m) => m.ChangePasswordForm), {
  fallback: () => (
    <InertFields defaults={CHANGE_PASSWORD_DEFAULTS}>
      <ChangePasswordView />
    </InertFields>
  ),
});
