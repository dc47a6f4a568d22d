'use client';

import { toast } from '@/components/ui/toast';
import { FormFields } from '@/components/form/form-fields';
import { useApiForm } from '@/components/form/use-api-form';
import { CHANGE_PASSWORD_DEFAULTS, ChangePasswordView } from './change-password-view';

/** Change your own password: your other sessions end and your tokens are revoked; this browser stays signed in. */
export function ChangePasswordForm() {
  const api = useApiForm({
    schema: () => import('@/lib/auth/schemas').then((m) => m.changePasswordSchema),
    defaultValues: CHANGE_PASSWORD_DEFAULTS,
    request: (values) => ({ url: '/api/me/password', method: 'PUT', body: values }),
    failureMessage: 'Failed to change the password',
    onSuccess: (data: { ended_sessions: number; revoked_tokens: number }) => {
      api.reset(CHANGE_PASSWORD_DEFAULTS);
      const ended = data.ended_sessions + data.revoked_tokens;
      toast.success(ended ? `Password changed. ${data.ended_sessions} other session(s) ended, ${data.revoked_tokens} token(s) revoked.` : 'Password changed.');
    },
  });
  return (
    <FormFields form={api.form}>
      <ChangePasswordView onSubmit={api.onSubmit} saving={api.saving} banner={api.banner} />
    </FormFields>
  );
}
