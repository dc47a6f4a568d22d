'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import type { PerformanceChartProps } from './performance-chart';

/**
 * chart.js and react-chartjs-2 load only on the pages that show a chart, after the page itself (a canvas has
 * nothing to render on the server): a skeleton of the chart's height holds the place meanwhile.
 */
export const PerformanceChart = dynamic(() => import('./performance-chart'), {
  ssr: false,
  loading: () => <Skeleton className="h-[300px] w-full" />,
}) as React.ComponentType<PerformanceChartProps>;

export const RatingDistributionChart = dynamic(() => import('./rating-distribution-chart'), {
  ssr: false,
  loading: () => <Skeleton className="h-[240px] w-full" />,
});
