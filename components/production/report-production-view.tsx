'use client';

import { FormErrorBanner } from '@/components/form/form-error-banner';
import { NumberField, TextField } from '@/components/form/fields';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/form/submit-button';

// Typed as the NumberFields send them (numberFromInput: blank → null), so a reset form reads as unchanged.
export const REPORT_DEFAULTS = {
  shots: null as number | null,
  good_parts: null as number | null,
  scrap_parts: 0 as number | null,
  scrap_reasons: [] as { reason_code: string; quantity: number | null }[],
  operator: '',
  notes: '',
};
type ReportValues = typeof REPORT_DEFAULTS;

/**
 * The Report Production card: drawn by the live form (report-production-form.tsx) and, read-only, as its
 * placeholder until react-hook-form has loaded (lazy-forms.tsx), so both look the same.
 */
export function ReportProductionView({
  cavities,
  onSubmit = (event) => event.preventDefault(),
  saving = false,
  banner = null,
  scrapReasons = null,
}: {
  cavities: number;
  /** The live form's scrap-by-reason lines (the placeholder has none). */
  scrapReasons?: React.ReactNode;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  banner?: string | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Report Production</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Report production" className="grid gap-4">
          <fieldset disabled={saving} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <NumberField<ReportValues> name="shots" label="Shots" integer min={1} required description={`${cavities} parts per shot`} />
            <NumberField<ReportValues> name="good_parts" label="Good parts" integer min={0} required />
            <NumberField<ReportValues> name="scrap_parts" label="Scrap parts" integer min={0} required />
            <TextField<ReportValues> name="operator" label="Operator" />
            <TextField<ReportValues> name="notes" label="Notes" />
          </fieldset>
          {scrapReasons}
          <FormErrorBanner message={banner} />
          <div>
            <SubmitButton saving={saving}>Report Production</SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
