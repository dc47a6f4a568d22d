'use client';

import * as React from 'react';
import { ClipboardList, X } from '@/components/ui/icons';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { clientOnly } from '@/components/ui/client-only';
import { Spinner } from '@/components/ui/spinner';

// The form (react-hook-form, the customer picker) loads when the panel is first opened or its button pointed at.
const QuickOrderForm = clientOnly(() => import('./quick-order-form').then((m) => m.QuickOrderForm), {
  fallback: () => (
    <div id="quick-order-panel" className="flex h-40 items-center justify-center rounded-xl border">
      <Spinner label="Loading the quick order form" className="size-5 text-muted-foreground" />
    </div>
  ),
});

/** Title row of /sales with the 'Quick Order' / 'Close' toggle and, when open, the quick order form. */
export function SalesHeader() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="space-y-4">
      <PageHeader
        title="Sales & CRM"
        subtitle="Orders, customers and quick quotes for the sales desk."
        actions={
          <Button variant={open ? 'outline' : 'default'} aria-expanded={open} aria-controls="quick-order-panel" onClick={() => setOpen((o) => !o)} onPointerEnter={QuickOrderForm.preload} onFocus={QuickOrderForm.preload}>
            {open ? <X aria-hidden="true" /> : <ClipboardList aria-hidden="true" />}
            {open ? 'Close' : 'Quick Order'}
          </Button>
        }
      />
      {open && <QuickOrderForm />}
    </div>
  );
}

