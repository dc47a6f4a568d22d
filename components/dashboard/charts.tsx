'use client';

import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

/** chart.js loads on the dashboard only, after the page: a skeleton of the chart's height holds the place. */
export const ShotsPerDayChart = dynamic(() => import('./shots-per-day-chart'), {
  ssr: false,
  loading: () => <Skeleton className="h-[260px] w-full" />,
});
