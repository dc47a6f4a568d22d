'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function ProductsError({ reset }: ErrorBoundaryProps) {
  return (
    <RouteError
      title="Failed to load products"
      what="The products catalog could not be loaded."
      reset={reset}
      heading={{ title: 'Products Catalog', subtitle: 'Manage your product master data' }}
    />
  );
}
