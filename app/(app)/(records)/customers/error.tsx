'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function CustomerError({ reset }: ErrorBoundaryProps) {
  return (
    <RouteError
      title="Failed to load the customer"
      what="This customer could not be loaded."
      reset={reset}
      back={{ href: '/customers', label: 'Back to Customers' }}
    />
  );
}
