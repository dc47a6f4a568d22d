'use client';

import { clientOnly } from '@/components/ui/client-only';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * chart.js and react-chartjs-2 load only on the pages that show a chart, after the page itself (a canvas has
 * nothing to render on the server): a skeleton of the chart's height holds the place meanwhile.
 */
export const PerformanceChart = clientOnly(() => import('./performance-chart').then((m) => m.default), {
  fallback: () => <Skeleton className="h-[300px] w-full" />,
});

export const RatingDistributionChart = clientOnly(() => import('./rating-distribution-chart').then((m) => m.default), {
  fallback: () => <Skeleton className="h-[240px] w-full" />,
});
