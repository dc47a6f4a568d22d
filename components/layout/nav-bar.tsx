'use client';

import { ChevronDown, Factory, LogOut } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { modulesOfPhase, PHASES } from '@/lib/navigation';
import { LogoutButton } from './logout-button';
import { UserMenu } from './user-menu';

export function NavBar({ user }: { user: { name: string; email?: string; role: string } }) {
  const pathname = usePathname();
  return (
    <header className="sticky top-0 z-40 border-b bg-slate-900 text-slate-50">
      <nav className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6" aria-label="Main">
        <Link href="/dashboard" className="mr-4 flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Factory className="size-5 text-sky-400" aria-hidden />
          Moldline
        </Link>
        {PHASES.map(({ phase, label, title }) => {
          const modules = modulesOfPhase(phase);
          const active = modules.some((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));
          return (
            <DropdownMenu key={phase}>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  className={cn('text-slate-200 hover:bg-slate-800 hover:text-white', active && 'bg-slate-800 text-white')}
                >
                  {label}
                  <ChevronDown className="size-4" aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start" className="w-72">
                <DropdownMenuLabel>{title}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                {modules.map((m) => (
                  <DropdownMenuItem key={m.path} asChild>
                    <Link href={m.path} className="flex flex-col items-start gap-0.5">
                      <span className="font-medium">{m.name}</span>
                      <span className="text-xs text-muted-foreground">{m.description}</span>
                    </Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          );
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
