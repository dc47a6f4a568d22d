'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function WorkOrderError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load the work order" what="This work order could not be loaded." reset={reset} back={{ href: '/production', label: 'Back to Production' }} />;
}
