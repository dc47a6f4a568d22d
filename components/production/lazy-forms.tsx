'use client';

import { InertFields } from '@/components/form/field-binding';
import { clientOnly } from '@/components/ui/client-only';
import { REPORT_DEFAULTS, ReportProductionView } from './report-production-view';

/**
 * The work order's Report Production form. The page draws it at once, read-only with its defaults; its code
 * (react-hook-form, the bulk of a form's JavaScript) loads after the page and takes over the same card.
 */
const loadReportForm = () => import('./report-production-form').then((m) => m.ReportProductionForm);
const reportPlaceholder = ({ cavities }: { cavities: number }) => (
  <InertFields defaults={REPORT_DEFAULTS}>
    <ReportProductionView cavities={cavities} />
  </InertFields>
);

export const ReportProductionForm = clientOnly(loadReportForm, { fallback: reportPlaceholder });

/** The same form below the fold (a press's view, under its job): its code loads when it comes near the viewport. */
export const ReportProductionFormBelowFold = clientOnly(loadReportForm, { fallback: reportPlaceholder, whenVisible: true });
