'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function MoldsError({ reset }: ErrorBoundaryProps) {
  return (
    <RouteError
      title="Failed to load molds"
      what="The mold list could not be read from the database."
      reset={reset}
      heading={{ title: 'Mold Management' }}
    />
  );
}
