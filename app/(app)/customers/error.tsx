'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function CustomersError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load customers" what="The customer list could not be loaded." reset={reset} />;
}
