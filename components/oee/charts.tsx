'use client';

import { clientOnly } from '@/components/ui/client-only';
import { Skeleton } from '@/components/ui/skeleton';

/** chart.js loads on /reports only, as each chart comes near the viewport. */
export const ReportChart = clientOnly(() => import('./report-chart').then((m) => m.default), {
  fallback: () => <Skeleton className="h-[280px] w-full" data-print="hide" />,
  whenVisible: true,
});
