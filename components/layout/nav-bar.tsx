'use client';

import { Factory, LogOut } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { Phase } from '@/lib/navigation';
import { LogoutButton } from './logout-button';
import { PhaseMenuButton, UserMenuButton, type NavUser } from './nav-triggers';

// The menus (Radix dropdowns) load when first pointed at or clicked, not with every page; until then their
// buttons are drawn alone.
const PhaseMenu = lazyDialog(() => import('./phase-menu').then((m) => m.PhaseMenu), {
  popup: 'menu',
  placeholder: ({ label, active }) => <PhaseMenuButton label={label} active={active} />,
});
const UserMenu = lazyDialog(() => import('./user-menu').then((m) => m.UserMenu), {
  popup: 'menu',
  placeholder: ({ user }) => <UserMenuButton user={user} />,
});

/** A phase of the navigation as the bar needs it: the paths of its modules mark it active (the layout passes
 * them, so the module list with its descriptions loads only with the menus). */
export type NavPhase = { phase: Phase; label: string; title: string; paths: string[] };

export function NavBar({ user, phases }: { user: NavUser; phases: NavPhase[] }) {
  const pathname = usePathname();
  return (
    <header className="sticky top-0 z-40 border-b bg-slate-900 text-slate-50">
      {/* On a phone the row is wider than the screen: it scrolls inside the dark bar instead of spilling onto the page. */}
      <nav className="mx-auto flex h-14 max-w-7xl items-center gap-2 overflow-x-auto px-4 sm:px-6" aria-label="Main">
        <Link href="/dashboard" className="mr-4 flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Factory className="size-5 text-sky-400" aria-hidden />
          Moldline
        </Link>
        {phases.map(({ phase, label, title, paths }) => {
          const active = paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
          return <PhaseMenu key={phase} phase={phase} label={label} title={title} active={active} />;
        })}
        <div className="ml-auto flex items-center gap-3">
          <UserMenu user={user} />
          <LogoutButton className="text-slate-200 hover:bg-slate-800 hover:text-white">
            <LogOut className="size-4" aria-hidden />
            Logout
          </LogoutButton>
        </div>
      </nav>
    </header>
  );
}
