import { UnsavedChangesGuard } from '@/components/form/unsaved-changes';
import { KeyboardShortcuts } from '@/components/layout/keyboard-shortcuts';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { NavBar } from '@/components/layout/nav-bar';
import { requireUser } from '@/lib/auth/session';
import { modulesOfPhase, PHASES } from '@/lib/navigation';

const NAV_PHASES = PHASES.map((p) => ({ ...p, paths: modulesOfPhase(p.phase).map((m) => m.path) }));

// Every page here reads the session and the database per request; nothing is prerendered at build time.
export const dynamic = 'force-dynamic';

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar user={{ name: user.name, email: user.email, role: user.role }} phases={NAV_PHASES} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        {children}
      </main>
      {/* Asks before a link or an unload leaves a form with unsaved changes (components/form/unsaved-changes.tsx). */}
      <UnsavedChangesGuard />
      {/* Toasts follow saves: the toaster mounts, and sonner loads, with the first toast. */}
      <LazyToaster />
      {/* A scanner that types, and the shortcuts (/ search, n new, Ctrl+Enter save, ? help). */}
      <KeyboardShortcuts />
    </div>
  );
}
