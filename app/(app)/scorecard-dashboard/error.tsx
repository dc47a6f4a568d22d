'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

/** Spec §8: the failure text 'Failed to load dashboard data' (server details are never shown). */
export default function ScorecardDashboardError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Failed to load dashboard data" what="The scorecard dashboard could not be loaded." reset={reset} heading={{ title: 'Supplier Scorecard Dashboard' }} />;
}
