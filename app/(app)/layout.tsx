import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { NavBar } from '@/components/layout/nav-bar';
import { requireUser } from '@/lib/auth/session';

// Every page here reads the session and the database per request; nothing is prerendered at build time.
export const dynamic = 'force-dynamic';

export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar user={{ name: user.name, email: user.email, role: user.role }} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        {/* Typed URL state of the list screens (lib/list/url-state.ts). */}
        <NuqsAdapter>{children}</NuqsAdapter>
      </main>
    </div>
  );
}
