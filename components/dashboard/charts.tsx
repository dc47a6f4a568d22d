'use client';

import { clientOnly } from '@/components/ui/client-only';
import { Skeleton } from '@/components/ui/skeleton';

/** chart.js loads on the dashboard only, as the chart comes near the viewport: a skeleton of the chart's height holds the place. */
export const ShotsPerDayChart = clientOnly(() => import('./shots-per-day-chart').then((m) => m.default), {
  fallback: () => <Skeleton className="h-[260px] w-full" />,
  whenVisible: true,
});
