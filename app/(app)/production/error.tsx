'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function ProductionError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load work orders" what="The work orders could not be read from the database." reset={reset} heading={{ title: 'Production Planning' }} />;
}
