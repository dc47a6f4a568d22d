'use client';

import Link from '@/components/ui/link';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { modulesOfPhase, type Phase } from '@/lib/navigation';
import { PhaseMenuButton } from './nav-triggers';

/** One phase's dropdown of the navigation: its modules with their descriptions. */
export function PhaseMenu({ phase, label, title, active }: { phase: Phase; label: string; title: string; active: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <PhaseMenuButton label={label} active={active} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {modulesOfPhase(phase).map((m) => (
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
}
