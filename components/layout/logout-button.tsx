'use client';

import { signOutSession } from '@/lib/auth/client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Ends the session and goes to /login — even when the sign-out call fails (the error is only logged). */
export function LogoutButton({ className, children }: { className?: string; children: React.ReactNode }) {
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      await signOutSession();
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      // A full page load, so nothing of the signed-in client state survives.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/login');
    }
  }
  return (
    <Button variant="ghost" size="sm" className={className} onClick={logout} disabled={busy}>
      {children}
    </Button>
  );
}
