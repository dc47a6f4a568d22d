'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function CostingError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load cost sheets" what="The cost sheets could not be loaded." reset={reset} heading={{ title: 'Costing' }} />;
}
