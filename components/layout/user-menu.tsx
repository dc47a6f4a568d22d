'use client';

import { ChevronDown, ScrollText, UserRound, Users } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { can } from '@/lib/auth/permissions';

/** The signed-in user's name and role, opening Account and (for Admins) the administration screens. */
export function UserMenu({ user }: { user: { name: string; email?: string; role: string } }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-auto py-1 text-slate-200 hover:bg-slate-800 hover:text-white" aria-label={`Account menu of ${user.name}`}>
          <span className="text-right leading-tight" data-testid="nav-user">
            <span className="block text-sm font-medium">{user.name || 'User'}</span>
            <span className="block text-xs text-slate-400">{user.role || 'No role'}</span>
          </span>
          <ChevronDown className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{user.email ?? user.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/account">
            <UserRound aria-hidden /> Account
          </Link>
        </DropdownMenuItem>
        {can(user, 'users.manage') && (
          <DropdownMenuItem asChild>
            <Link href="/admin/users">
              <Users aria-hidden /> Users
            </Link>
          </DropdownMenuItem>
        )}
        {can(user, 'audit.read') && (
          <DropdownMenuItem asChild>
            <Link href="/admin/audit">
              <ScrollText aria-hidden /> Audit log
            </Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
