'use client';

import * as React from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { toaster } from '@/components/ui/toast';

/** Sonner's toaster; its code loads with the first toast (components/ui/toast.ts). Not rendered on the server. */
const Toaster = clientOnly(() => import('sonner').then((m) => m.Toaster));

export function LazyToaster() {
  const wanted = React.useSyncExternalStore(toaster.subscribe, toaster.wanted, () => false);
  return wanted ? <Toaster richColors position="top-right" /> : null;
}
