import { ChevronDown, UserRound } from '@/components/ui/icons';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The buttons of the navigation's menus, drawn alone until a menu is first used (nav-bar.tsx loads the Radix menus
 * on demand) and as the menus' own triggers afterwards: the same element both times.
 */
export function PhaseMenuButton({ label, active, ...props }: React.ComponentProps<typeof Button> & { label: string; active: boolean }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('text-slate-200 hover:bg-slate-800 hover:text-white', NAV_TARGET, active && 'bg-slate-800 text-white')}
      {...props}
    >
      {label}
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
}

/**
 * The bar's buttons on a tablet (narrower than lg, or a touch screen): a finger's 44 px, which the 56 px bar holds.
 * A desktop keeps the compact 32 px.
 */
export const NAV_TARGET = 'max-lg:min-h-11 max-lg:min-w-11 pointer-coarse:min-h-11 pointer-coarse:min-w-11';

export type NavUser = { name: string; email?: string; role: string };

export function UserMenuButton({ user, ...props }: React.ComponentProps<typeof Button> & { user: NavUser }) {
  return (
    <Button variant="ghost" size="sm" className={cn('h-auto py-1 text-slate-200 hover:bg-slate-800 hover:text-white', NAV_TARGET)} aria-label={`Account menu of ${user.name}`} {...props}>
      {/* Narrower than lg the name gives way to an icon, so the bar fits a tablet held upright (768 px). */}
      <UserRound className="size-5 lg:hidden" aria-hidden />
      <span className="text-right leading-tight max-lg:sr-only" data-testid="nav-user">
        <span className="block text-sm font-medium">{user.name || 'User'}</span>
        <span className="block text-xs text-slate-400">{user.role || 'No role'}</span>
      </span>
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
}
