'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function InventoryError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load inventory" what="The inventory list could not be read from the database." reset={reset} heading={{ title: 'Inventory' }} />;
}
