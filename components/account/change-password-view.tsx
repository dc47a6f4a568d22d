'use client';

import { TextField } from '@/components/form/fields';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { SubmitButton } from '@/components/form/submit-button';

export const CHANGE_PASSWORD_DEFAULTS = { current_password: '', password: '', password_confirmation: '' };
type PasswordValues = typeof CHANGE_PASSWORD_DEFAULTS;

/**
 * The change-password form's fields and button: drawn by the live form (change-password-form.tsx) and, read-only,
 * as its placeholder until react-hook-form has loaded (lazy-forms.tsx), so both look the same.
 */
export function ChangePasswordView({
  onSubmit = (event) => event.preventDefault(),
  saving = false,
  banner = null,
}: {
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  banner?: string | null;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4" aria-label="Change password">
      <fieldset className="grid gap-4" disabled={saving}>
        <TextField<PasswordValues> name="current_password" label="Current password" type="password" required autoComplete="current-password" />
        <TextField<PasswordValues> name="password" label="New password" type="password" required autoComplete="new-password" description="At least 8 characters, not a common password." />
        <TextField<PasswordValues> name="password_confirmation" label="Confirm new password" type="password" required autoComplete="new-password" />
      </fieldset>
      <FormErrorBanner message={banner} />
      <div>
        <SubmitButton saving={saving}>Change Password</SubmitButton>
      </div>
    </form>
  );
}
