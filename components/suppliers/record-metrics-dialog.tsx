'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormDialog, NumberField, TextField } from '@/components/form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { BAND_LABELS, bandGuidance, bandOf, type Band } from '@/lib/suppliers/bands';
import { METRIC_TEMPLATE_BY_TYPE, templatesOfCategory, type MetricType } from '@/lib/suppliers/constants';
import type { CategoryDto, ScorecardDto } from '@/lib/suppliers/dto';
import { currentMonth, METRICS_FAILED, METRICS_RECORDED } from '@/lib/suppliers/form';
import { metricsFormSchema } from '@/lib/suppliers/schemas';
import { RECEIPT_METRIC_TYPES } from '@/lib/purchasing/constants';

type FormValues = {
  review_period: string;
  /** The chosen category's id; null until one is chosen (the API takes a number, not the select's text). */
  scorecard_category_id: number | null;
  metrics: { metric_type: MetricType; target_value: string; actual_value: string; notes: string }[];
};

const NO_TEMPLATES = 'No metric templates available for this category. Please select a different category.';

const BAND_VARIANT: Record<Band, BadgeVariant> = { excellent: 'success', good: 'info', fair: 'warning', poor: 'danger' };

// Server errors of an entry's month or category belong to the form's one month and one category field; a metric
// refused for its type (computed from the month's receipts, CONTRACT §11) shows under its actual value.
const FIELD_ALIASES = Object.fromEntries(
  Array.from({ length: 50 }, (_, i) => [
    [`metrics.${i}.review_period`, 'review_period'],
    [`metrics.${i}.scorecard_category_id`, 'scorecard_category_id'],
    [`metrics.${i}.metric_type`, `metrics.${i}.actual_value`],
  ]).flat(),
);

const RECEIPT_COMPUTED = new Set<string>(RECEIPT_METRIC_TYPES);

/** The months (YYYY-MM) with goods receipts: their five receipt-computed metrics are not typed in. */
const ReceiptMonths = React.createContext<readonly string[]>([]);

const emptyForm = (): FormValues => ({ review_period: currentMonth(), scorecard_category_id: null, metrics: [] });

/**
 * Record Performance Metrics (spec §5): a month (not later than this one), a category, and that category's
 * templates with editable targets, band guidance beside each and the band of the value typed. Rows without an
 * actual value are not recorded; with none at all, 'Please enter at least one metric value' and nothing is
 * sent. The same schema checks the form here and the entries on the server; the scorecard is recomputed there.
 * For a month with goods receipts (`receiptMonths`) the five metrics receipts compute are shown as such and cannot be
 * typed in (the server answers 422 on them; that message shows under the metric too).
 */
export function RecordMetricsDialog({ supplierId, categories, receiptMonths = [] }: { supplierId: number; categories: CategoryDto[]; receiptMonths?: readonly string[] }) {
  const router = useRouter();
  return (
    <FormDialog<typeof metricsFormSchema, ScorecardDto>
      title="Record Performance Metrics"
      description="One month of one category. Targets are editable; leave a metric's actual value empty to skip it."
      className="sm:max-w-4xl"
      trigger={<Button>Record Performance Metrics</Button>}
      submitLabel="Submit Metrics"
      savingLabel="Submitting..."
      submitDisabled={(values) => templatesOfCategory(categoryOf(categories, values.scorecard_category_id)?.category_code).length === 0}
      schema={metricsFormSchema}
      defaultValues={emptyForm()}
      failureMessage={METRICS_FAILED}
      fieldAliases={FIELD_ALIASES}
      request={(values) => ({
        url: `/api/suppliers/${supplierId}/scorecard/metrics`,
        method: 'POST',
        body: {
          metrics: values.metrics.map((m) => {
            const template = METRIC_TEMPLATE_BY_TYPE[m.metric_type];
            return {
              scorecard_category_id: values.scorecard_category_id,
              metric_name: template.name,
              metric_type: m.metric_type,
              target_value: m.target_value ?? null,
              actual_value: m.actual_value ?? null,
              unit_of_measure: template.unit,
              notes: m.notes ?? null,
              review_period: values.review_period,
            };
          }),
        },
      })}
      onSuccess={() => {
        toast.success(METRICS_RECORDED);
        router.refresh();
      }}
    >
      <ReceiptMonths.Provider value={receiptMonths}>
        <MetricsFields categories={categories} />
      </ReceiptMonths.Provider>
    </FormDialog>
  );
}

function categoryOf(categories: CategoryDto[], id: unknown): CategoryDto | undefined {
  return categories.find((c) => String(c.id) === String(id));
}

/** Month, category and the chosen category's templates; choosing a category lays out its templates with their default targets. */
function MetricsFields({ categories }: { categories: CategoryDto[] }) {
  const form = useFormContext<FormValues>();
  const categoryId = useWatch({ control: form.control, name: 'scorecard_category_id' });
  const category = categoryOf(categories, categoryId);
  const templates = templatesOfCategory(category?.category_code);

  function chooseCategory(id: number | null) {
    const code = categoryOf(categories, id)?.category_code;
    form.setValue('scorecard_category_id', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue(
      'metrics',
      templatesOfCategory(code).map((t) => ({ metric_type: t.type, target_value: String(t.defaultTarget), actual_value: '', notes: '' })),
      { shouldDirty: true },
    );
    form.clearErrors('metrics');
  }

  const monthError = form.formState.errors.review_period?.message;
  const categoryError = form.formState.errors.scorecard_category_id?.message;
  const metricsErrors = form.formState.errors.metrics as { message?: string; root?: { message?: string } } | undefined;
  const noValues = metricsErrors?.message ?? metricsErrors?.root?.message;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Review Period" htmlFor="metrics-period" error={monthError} required description="The month the figures cover.">
          <Input id="metrics-period" type="month" max={currentMonth()} {...form.register('review_period')} {...fieldErrorProps('metrics-period', monthError)} />
        </FormField>
        <FormField label="Category" htmlFor="metrics-category" error={categoryError} required>
          <Select
            id="metrics-category"
            value={categoryId == null ? '' : String(categoryId)}
            onChange={(e) => chooseCategory(Number(e.target.value) || null)}
            placeholder="Select a category…"
            options={categories.map((c) => ({ value: String(c.id), label: `${c.category_name} (${c.weight_percentage}%)` }))}
            {...fieldErrorProps('metrics-category', categoryError)}
          />
        </FormField>
      </div>
      {category && templates.length === 0 && (
        <Alert>
          <AlertDescription>{NO_TEMPLATES}</AlertDescription>
        </Alert>
      )}
      {templates.length > 0 && (
        <div className="grid gap-3" role="group" aria-label={`${category?.category_name} metrics`}>
          {templates.map((t, i) => (
            <MetricRow key={t.type} index={i} type={t.type} />
          ))}
        </div>
      )}
      {noValues && (
        <Alert variant="destructive">
          <AlertDescription className="font-medium">{noValues}</AlertDescription>
        </Alert>
      )}
    </>
  );
}

/** One template: name and description, editable target, actual, unit, the band guidance and the band of the value typed. */
function MetricRow({ index, type }: { index: number; type: MetricType }) {
  const t = METRIC_TEMPLATE_BY_TYPE[type];
  const { control } = useFormContext<FormValues>();
  const [actual, period] = useWatch({ control, name: [`metrics.${index}.actual_value`, 'review_period'] });
  const value = actual === '' || actual == null ? null : Number(actual);
  const band = bandOf(type, value);
  const monthsWithReceipts = React.useContext(ReceiptMonths);
  const fromReceipts = RECEIPT_COMPUTED.has(type) && monthsWithReceipts.includes(String(period ?? '').slice(0, 7));
  return (
    <div className="grid gap-3 rounded-lg border p-3 md:grid-cols-[minmax(12rem,1.4fr)_7rem_7rem_minmax(10rem,1fr)]" data-metric={type}>
      <div className="grid content-start gap-1">
        <span className="text-sm font-medium">{t.name}</span>
        <span className="text-xs text-muted-foreground">{t.description}</span>
        <span className="text-xs text-muted-foreground" data-testid="band-guidance">
          {bandGuidance(type)}
        </span>
        {fromReceipts && (
          <span className="flex items-center gap-2 text-xs" data-testid="computed-from-receipts">
            <Badge variant="info">From receipts</Badge> Computed from this month’s goods receipts: it cannot be typed in.
          </span>
        )}
      </div>
      <NumberField<FormValues>
        name={`metrics.${index}.target_value`}
        label={
          <>
            <span className="sr-only">{t.name} </span>Target ({t.unit})
          </>
        }
        step={0.01}
      />
      <NumberField<FormValues>
        name={`metrics.${index}.actual_value`}
        label={
          <>
            <span className="sr-only">{t.name} </span>Actual ({t.unit})
          </>
        }
        step={0.01}
        disabled={fromReceipts}
      />
      <div className="grid content-start gap-2">
        <TextField<FormValues>
          name={`metrics.${index}.notes`}
          label={
            <>
              <span className="sr-only">{t.name} </span>Notes
            </>
          }
        />
        <div className="min-h-5 text-xs" aria-live="polite">
          {band && (
            <Badge variant={BAND_VARIANT[band]} data-band={band}>
              {BAND_LABELS[band]}
            </Badge>
          )}
        </div>
      </div>
    </div>
  );
}
