'use client';

import { ChevronDown } from '@/components/ui/icons';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { LocationOption, MovementItem } from './movement-dialog';

const Locations = React.createContext<LocationOption[]>([]);

/** The stock locations the movement dialogs offer, given once for the whole list (not once per row). */
export function StockLocations({ locations, children }: { locations: LocationOption[]; children: React.ReactNode }) {
  return <Locations.Provider value={locations}>{children}</Locations.Provider>;
}

export function useStockLocations(): LocationOption[] {
  return React.useContext(Locations);
}

export function MoveStockButton({ item, ...props }: { item: MovementItem } & React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" aria-label={`Move stock of ${item.item_code}`} {...props}>
      Move stock <ChevronDown aria-hidden />
    </Button>
  );
}

/**
 * A row's Move stock menu (Receive / Issue / Transfer / Adjust): the one island of a server-rendered inventory
 * row. The menu (Radix) loads when first pointed at or clicked, the movement dialog when one is chosen.
 */
export const MoveStockMenu = lazyDialog(() => import('./move-stock-dropdown').then((m) => m.MoveStockDropdown), {
  popup: 'menu',
  placeholder: ({ item }) => <MoveStockButton item={item} />,
});
