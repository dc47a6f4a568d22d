'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function MoldError({ reset }: ErrorBoundaryProps) {
  return (
    <RouteError
      title="Failed to load the mold"
      what="This mold could not be loaded."
      reset={reset}
      back={{ href: '/molds', label: 'Back to Molds' }}
    />
  );
}
