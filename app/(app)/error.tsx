'use client';

import { usePathname } from 'next/navigation';
import type { ErrorBoundaryProps } from '@/components/layout/route-error';
import { clientOnly } from '@/components/ui/client-only';

// The failure screen's code (its texts, Alert) loads when a page fails, not with every page (≈ 1.3 kB each).
const ScreenError = clientOnly(() => import('@/components/layout/route-error').then((m) => m.ScreenError), {
  fallback: () => <p className="py-10 text-center text-sm text-muted-foreground">This page could not be shown.</p>,
});

/** The app's error boundary: inside the layout (the navigation stays), with the failing screen's own text. */
export default function AppError({ reset }: ErrorBoundaryProps) {
  return <ScreenError pathname={usePathname()} reset={reset} />;
}
