'use client';

import { usePathname } from 'next/navigation';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { Phase } from '@/lib/navigation';
import { PhaseMenuButton, UserMenuButton } from './nav-triggers';

// The menus (Radix dropdowns) load when first pointed at or clicked, not with every page; until then their
// buttons are drawn alone.
const PhaseMenu = lazyDialog(() => import('./phase-menu').then((m) => m.PhaseMenu), {
  popup: 'menu',
  placeholder: ({ label, active }) => <PhaseMenuButton label={label} active={active} />,
});
export const UserMenu = lazyDialog(() => import('./user-menu').then((m) => m.UserMenu), {
  popup: 'menu',
  placeholder: ({ user }) => <UserMenuButton user={user} />,
});

/** A phase of the navigation as the bar needs it: the paths of its modules mark it active (the layout passes
 * them, so the module list with its descriptions loads only with the menus). */
export type NavPhase = { phase: Phase; label: string; title: string; paths: string[] };

/** The phases' menu buttons, the one holding the current page marked. */
export function PhaseMenus({ phases }: { phases: NavPhase[] }) {
  const pathname = usePathname();
  return phases.map(({ phase, label, title, paths }) => {
    const active = paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
    return <PhaseMenu key={phase} phase={phase} label={label} title={title} active={active} />;
  });
}
