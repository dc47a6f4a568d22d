'use client';

import { ScrollText, UserRound, Users } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { can } from '@/lib/auth/permissions';
import { UserMenuButton, type NavUser } from './nav-triggers';

/** The signed-in user's name and role, opening Account and (for Admins) the administration screens. */
export function UserMenu({ user }: { user: NavUser }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
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
