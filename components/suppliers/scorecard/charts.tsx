'use client';

import { clientOnly } from '@/components/ui/client-only';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * chart.js and react-chartjs-2 load only on the pages that show a chart, as they come near the viewport (a canvas has
 * nothing to render on the server): a skeleton of the chart's height holds the place meanwhile.
 */
export const PerformanceChart = clientOnly(() => import('./performance-chart').then((m) => m.default), {
  fallback: () => <Skeleton className="h-[300px] w-full" />,
  whenVisible: true,
});

export const RatingDistributionChart = clientOnly(() => import('./rating-distribution-chart').then((m) => m.default), {
  fallback: () => <Skeleton className="h-[240px] w-full" />,
  whenVisible: true,
});
