'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { clientOnly } from '@/components/ui/client-only';
import { Spinner } from '@/components/ui/spinner';
import type { MachineOption } from './quick-work-order';

// The panel (react-hook-form, the pickers, zod on first change) loads when first opened or its button pointed at.
const QuickWorkOrder = clientOnly(() => import('./quick-work-order').then((m) => m.QuickWorkOrder), {
  fallback: () => (
    <div className="flex h-40 items-center justify-center rounded-xl border">
      <Spinner label="Loading the Quick Work Order form" className="size-5 text-muted-foreground" />
    </div>
  ),
});

/** The toggle of the panel (the spec's "Quick Work Order" button). */
export function QuickWorkOrderToggle({ machines }: { machines: MachineOption[] }) {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="space-y-3">
      {!open && (
        <Button type="button" onClick={() => setOpen(true)} onPointerEnter={QuickWorkOrder.preload} onFocus={QuickWorkOrder.preload} aria-expanded={false}>
          Quick Work Order
        </Button>
      )}
      {open && <QuickWorkOrder machines={machines} onClose={() => setOpen(false)} />}
    </div>
  );
}
