'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function ShopFloorError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load the shop floor" what="The machines and jobs could not be read from the database." reset={reset} heading={{ title: 'Shop Floor Control' }} />;
}
