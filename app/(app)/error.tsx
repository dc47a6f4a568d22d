'use client';

import { usePathname } from 'next/navigation';
import type { ErrorBoundaryProps } from '@/components/layout/route-error';
import { Button } from '@/components/ui/button';
import { clientOnly } from '@/components/ui/client-only';

// The failure screen's code (its texts, Alert) loads when a page fails, not with every page. Until
// it is there — or if it cannot be loaded — the boundary still says what happened and offers to try again.
const ScreenError = clientOnly(() => import('@/components/layout/route-error').then((m) => m.ScreenError), {
  fallback: ({ reset }) => (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-10 text-center">
      <p className="text-sm text-muted-foreground">This page could not be shown.</p>
      <Button onClick={reset}>Try again</Button>
    </div>
  ),
});

/** The app's error boundary: inside the layout (the navigation stays), with the failing screen's own text. */
export default function AppError({ reset }: ErrorBoundaryProps) {
  return <ScreenError pathname={usePathname()} reset={reset} />;
}
