'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function SupplierError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load supplier" what="This supplier could not be loaded." reset={reset} back={{ href: '/suppliers', label: 'Back to Suppliers' }} />;
}
