'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function SuppliersError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load suppliers" what="The supplier list could not be loaded." reset={reset} heading={{ title: 'Suppliers' }} />;
}
