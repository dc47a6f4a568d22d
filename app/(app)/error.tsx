'use client';

import { RouteError, type ErrorBoundaryProps } from '@/components/layout/route-error';

export default function AppError({ reset }: ErrorBoundaryProps) {
  return <RouteError title="Something went wrong" what="This page could not be loaded." reset={reset} />;
}
