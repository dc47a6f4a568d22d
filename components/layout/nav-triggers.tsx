import { ChevronDown } from '@/components/ui/icons';
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
      className={cn('text-slate-200 hover:bg-slate-800 hover:text-white', active && 'bg-slate-800 text-white')}
      {...props}
    >
      {label}
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
}

export type NavUser = { name: string; email?: string; role: string };

export function UserMenuButton({ user, ...props }: React.ComponentProps<typeof Button> & { user: NavUser }) {
  return (
    <Button variant="ghost" size="sm" className="h-auto py-1 text-slate-200 hover:bg-slate-800 hover:text-white" aria-label={`Account menu of ${user.name}`} {...props}>
      <span className="text-right leading-tight" data-testid="nav-user">
        <span className="block text-sm font-medium">{user.name || 'User'}</span>
        <span className="block text-xs text-slate-400">{user.role || 'No role'}</span>
      </span>
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
}
