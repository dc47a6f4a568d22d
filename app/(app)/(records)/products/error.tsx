'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function ProductError({ reset }: ErrorBoundaryProps) {
  return (
    <RouteError
      title="Failed to load product details"
      what="The product could not be loaded."
      reset={reset}
      back={{ href: '/products', label: 'Back to Products' }}
    />
  );
}
