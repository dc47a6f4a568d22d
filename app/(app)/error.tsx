'use client';

import { usePathname } from 'next/navigation';
import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';
import { routeErrorFor } from '@/components/layout/route-errors';

/** The app's error boundary: inside the layout (the navigation stays), with the failing screen's own text. */
export default function AppError({ reset }: ErrorBoundaryProps) {
  return <RouteError {...routeErrorFor(usePathname())} reset={reset} />;
}
