'use client';

import { KeyRound, Pencil, Plus } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/** The user administration dialogs (./user-dialogs.tsx), loaded on first use (components/ui/lazy-dialog.tsx). */
const load = () => import('./user-dialogs');

export const NewUserButton = lazyDialog(() => load().then((m) => m.NewUserButton), {
  placeholder: () => (
    <Button>
      <Plus aria-hidden /> New User
    </Button>
  ),
});

export const EditUserButton = lazyDialog(() => load().then((m) => m.EditUserButton), {
  placeholder: () => (
    <Button variant="outline">
      <Pencil aria-hidden /> Edit
    </Button>
  ),
});

export const ResetPasswordButton = lazyDialog(() => load().then((m) => m.ResetPasswordButton), {
  placeholder: () => (
    <Button variant="outline">
      <KeyRound aria-hidden /> Reset Password
    </Button>
  ),
});
