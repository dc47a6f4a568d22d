'use client';

import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, SlidersHorizontal } from '@/components/ui/icons';
import * as React from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { MoveStockButton, useStockLocations } from './move-stock-menu';
import { MovementDialog, type MovementItem, type MovementKind } from './movement-dialog';

const MOVES: { kind: MovementKind; label: string; icon: typeof ArrowDownToLine }[] = [
  { kind: 'receive', label: 'Receive', icon: ArrowDownToLine },
  { kind: 'issue', label: 'Issue', icon: ArrowUpFromLine },
  { kind: 'transfer', label: 'Transfer', icon: ArrowLeftRight },
  { kind: 'adjust', label: 'Adjust', icon: SlidersHorizontal },
];

/** The Move stock menu of one inventory row and the movement dialog it opens (loaded by ./move-stock-menu.tsx). */
export function MoveStockDropdown({ item }: { item: MovementItem }) {
  const locations = useStockLocations();
  const [kind, setKind] = React.useState<MovementKind | null>(null);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <MoveStockButton item={item} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {MOVES.map(({ kind, label, icon: Icon }) => (
            <DropdownMenuItem key={kind} onSelect={() => setKind(kind)}>
              <Icon aria-hidden /> {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {kind && (
        <MovementDialog
          key={kind}
          kind={kind}
          item={item}
          locations={locations}
          open
          onOpenChange={(open) => {
            if (!open) setKind(null);
          }}
        />
      )}
    </>
  );
}
