'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * Sonner's toaster, loaded after the page has hydrated instead of with it: toasts follow a click (a save, a
 * create), by which time it is there. Not rendered on the server.
 */
const Toaster = clientOnly(() => import('sonner').then((m) => m.Toaster));

export function LazyToaster() {
  return <Toaster richColors position="top-right" />;
}
