'use client';

import { useRouter } from 'next/navigation';
import { Pencil, KeyRound, Plus } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { FormDialog, SelectField, TextField, toastCreated } from '@/components/form';
import { Button } from '@/components/ui/button';
import { ROLES } from '@/lib/auth/roles';
import { createUserSchema, resetPasswordSchema, updateUserSchema } from '@/lib/auth/schemas';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r }));

/** New User (Admin): name, email, role and a first password the person changes on their account page. */
export function NewUserButton() {
  const router = useRouter();
  return (
    <FormDialog
      title="New User"
      description="They sign in with this email and password, and can change the password on their account page."
      submitLabel="Create User"
      savingLabel="Creating…"
      schema={createUserSchema}
      defaultValues={{ name: '', email: '', role: 'Viewer', password: '' }}
      request={(values) => ({ url: '/api/users', method: 'POST', body: values })}
      failureMessage="Failed to create user"
      onSuccess={(user: { id: number; name: string }) => {
        toastCreated(`User ${user.name} created`, `/admin/users/${user.id}`, router.push);
        router.refresh();
      }}
      trigger={
        <Button>
          <Plus aria-hidden /> New User
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="off" autoFocus />
        <TextField name="email" label="Email" type="email" required autoComplete="off" />
        <SelectField name="role" label="Role" required options={ROLE_OPTIONS} description="Viewer can read everything and change nothing." />
        <TextField name="password" label="Password" type="password" required autoComplete="new-password" description="At least 8 characters, not a common password." />
      </div>
    </FormDialog>
  );
}

/** Edit User: name and role. A new role ends the user's sessions and tokens (they sign in again with it). */
export function EditUserButton({ user, isSelf }: { user: { id: number; name: string; role: string }; isSelf: boolean }) {
  const router = useRouter();
  return (
    <FormDialog
      title={`Edit ${user.name}`}
      description={isSelf ? 'You cannot change your own role.' : 'Changing the role signs the user out everywhere: they sign in again with the new role.'}
      submitLabel="Save Changes"
      schema={updateUserSchema}
      defaultValues={{ name: user.name, role: user.role as (typeof ROLES)[number] }}
      request={(values) => ({ url: `/api/users/${user.id}`, method: 'PATCH', body: values })}
      failureMessage="Failed to update user"
      onSuccess={() => {
        toast.success('User updated');
        router.refresh();
      }}
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden /> Edit
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="off" />
        <SelectField name="role" label="Role" required options={ROLE_OPTIONS} disabled={isSelf} />
      </div>
    </FormDialog>
  );
}

/** Reset Password (someone else's): their sessions end and their tokens are revoked. */
export function ResetPasswordButton({ user }: { user: { id: number; name: string } }) {
  const router = useRouter();
  return (
    <FormDialog
      title={`Reset password of ${user.name}`}
      description="Tell them the new password in person. Their sessions end and their integration tokens are revoked."
      submitLabel="Reset Password"
      className="sm:max-w-md"
      schema={resetPasswordSchema}
      defaultValues={{ password: '', password_confirmation: '' }}
      request={(values) => ({ url: `/api/users/${user.id}/password`, method: 'PUT', body: values })}
      failureMessage="Failed to reset the password"
      onSuccess={() => {
        toast.success('Password reset. Their sessions and tokens have been ended.');
        router.refresh();
      }}
      trigger={
        <Button variant="outline">
          <KeyRound aria-hidden /> Reset Password
        </Button>
      }
    >
      <TextField name="password" label="New password" type="password" required autoComplete="new-password" description="At least 8 characters, not a common password." />
      <TextField name="password_confirmation" label="Confirm new password" type="password" required autoComplete="new-password" />
    </FormDialog>
  );
}
