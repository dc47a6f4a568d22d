'use client';

import { FormProvider } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormErrorBanner, TextField, useApiForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change your own password: your other sessions end and your tokens are revoked; this browser stays signed in. */
export function ChangePasswordForm() {
  const api = useApiForm({
    schema: () => import('@/lib/auth/schemas').then((m) => m.changePasswordSchema),
    defaultValues: EMPTY,
    request: (values) => ({ url: '/api/me/password', method: 'PUT', body: values }),
    failureMessage: 'Failed to change the password',
    onSuccess: (data: { ended_sessions: number; revoked_tokens: number }) => {
      api.reset(EMPTY);
      const ended = data.ended_sessions + data.revoked_tokens;
      toast.success(ended ? `Password changed. ${data.ended_sessions} other session(s) ended, ${data.revoked_tokens} token(s) revoked.` : 'Password changed.');
    },
  });
  return (
    <FormProvider {...api.form}>
      <form onSubmit={api.onSubmit} noValidate className="grid max-w-md gap-4" aria-label="Change password">
        <fieldset className="grid gap-4" disabled={api.saving}>
          <TextField name="current_password" label="Current password" type="password" required autoComplete="current-password" />
          <TextField name="password" label="New password" type="password" required autoComplete="new-password" description="At least 8 characters, not a common password." />
          <TextField name="password_confirmation" label="Confirm new password" type="password" required autoComplete="new-password" />
        </fieldset>
        <FormErrorBanner message={api.banner} />
        <div>
          <Button type="submit" disabled={api.saving}>
            {api.saving && <Spinner label="Saving" className="size-4" />}
            Change Password
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
