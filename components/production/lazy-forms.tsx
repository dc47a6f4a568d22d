'use client';

import { InertFields } from '@/components/form/field-binding';
import { clientOnly } from '@/components/ui/client-only';
import { REPORT_DEFAULTS, ReportProductionView } from './report-production-view';

/**
 * The work order's Report Production form. The page draws it at once, read-only with its defaults; its code
 * (react-hook-form, the bulk of a form's JavaScript) loads after the page and takes over the same card.
 */
export const ReportProductionForm = clientOnly(() => import('./report-production-form').then((m) => m.ReportProductionForm), {
  fallback: ({ cavities }) => (
    <InertFields defaults={REPORT_DEFAULTS}>
      <ReportProductionView cavities={cavities} />
    </InertFields>
  ),
});
