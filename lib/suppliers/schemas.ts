/**
 * The suppliers domain's input schemas, client-safe: the browser forms validate with these very schemas and the
 * services parse with them again. Field names are the API's snake_case names.
 */
import { z } from 'zod';
import { todayInPlant } from '@/lib/dates';
import { partyFields } from '@/lib/parties/schemas';
import {
  AMOUNT_MAX,
  date,
  enumOf,
  messages,
  optionalDecimal,
  optionalInteger,
  optionalMoney,
  optionalReference,
  optionalText,
  reference,
  text,
  toTextOrNull,
} from '@/lib/validation/fields';
import {
  CA_CATEGORIES,
  CA_SEVERITIES,
  CA_STATUSES,
  isResolvedStatus,
  METRIC_TEMPLATE_BY_TYPE,
  METRIC_TYPES,
  QUALITY_RATINGS,
  SUPPLIER_STATUSES,
  type CaStatus,
} from './constants';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional choice that a blank clears (null), e.g. the quality rating "— none —". */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(toTextOrNull, z.enum(values, { error: messages.choice(label, values) }).nullable()).optional();
}

/** A choice with a server-side default: absent or blank → undefined (the service applies the default). */
function choiceWithDefault<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(values, { error: messages.choice(label, values) }).optional());
}

// ---- suppliers ----

const currency = z
  .preprocess(toTextOrNull, z.string({ error: messages.text('currency') }).regex(/^[A-Za-z]{3}$/, 'The currency must be a 3-letter code such as USD.').nullable())
  .transform((v) => (v == null ? v : v.toUpperCase()))
  .optional();

/**
 * The fields a client may write. Blank country, payment terms, currency, credit limit and status take the
 * defaults of spec §9 (USA, Net 30, USD, 0, active).
 */
const supplierFields = {
  supplier_code: text('supplier code', { max: 50 }),
  ...partyFields,
  payment_terms: optionalText('payment terms', 120),
  lead_time_days: optionalInteger('lead time', { min: 0, max: 3650 }),
  minimum_order_value: optionalMoney('minimum order value'),
  credit_limit: optionalInteger('credit limit', { min: 0, max: 2_000_000_000 }),
  currency,
  quality_rating: optionalChoice(QUALITY_RATINGS, 'quality rating'),
  status: choiceWithDefault(SUPPLIER_STATUSES, 'status'),
  notes: optionalText('notes', 5000),
};

export const createSupplierSchema = z.object(supplierFields);
/** PUT and PATCH update the fields sent; a required field that is sent must not be blank. */
export const updateSupplierSchema = z.object({
  ...supplierFields,
  supplier_code: supplierFields.supplier_code.optional(),
  company_name: supplierFields.company_name.optional(),
});
export type SupplierInput = z.output<typeof createSupplierSchema>;
export type SupplierUpdate = z.output<typeof updateSupplierSchema>;

// ---- metrics ----

/**
 * A review period: a month (`2026-11`) or any day of it (`2026-11-17`), stored as its first day, not later
 * than the plant's current month.
 */
export const reviewPeriod = z
  .preprocess((v) => (typeof v === 'string' && /^\s*\d{4}-\d{2}\s*$/.test(v) ? `${v.trim()}-01` : v), date('review period'))
  .transform((v) => `${v.slice(0, 7)}-01`)
  .refine((v) => v.slice(0, 7) <= todayInPlant().slice(0, 7), messages.notInFuture('review period'))
  // What a client may send (the date inside is what it becomes): the OpenAPI document reads this.
  .meta({ description: 'The month: YYYY-MM (or a day of it, YYYY-MM-DD), not in the future.', pattern: '^\\d{4}-\\d{2}(-\\d{2})?$', format: undefined });

const metricValue = (label: string) => optionalDecimal(label, { min: -AMOUNT_MAX, max: AMOUNT_MAX });

/** The per-metric values both the API entry and the form row carry. */
const metricValueFields = {
  metric_type: enumOf(METRIC_TYPES, 'metric type'),
  target_value: metricValue('target value'),
  actual_value: metricValue('actual value'),
  notes: optionalText('notes', 1000),
};

type MetricValues = { metric_type: (typeof METRIC_TYPES)[number]; target_value?: number | null; actual_value?: number | null };

/** Each template's range for its target and actual (a yield above 100 % is a typing error). */
function checkMetricRange(entry: MetricValues, ctx: z.RefinementCtx) {
  const t = METRIC_TEMPLATE_BY_TYPE[entry.metric_type];
  for (const [field, label] of [
    ['target_value', 'target value'],
    ['actual_value', 'actual value'],
  ] as const) {
    const v = entry[field];
    if (v == null) continue;
    if (v < t.min) ctx.addIssue({ code: 'custom', path: [field], message: messages.min(label, t.min) });
    else if (v > t.max) ctx.addIssue({ code: 'custom', path: [field], message: messages.max(label, t.max) });
  }
}

export const NO_METRIC_VALUES = 'Please enter at least one metric value';

function atLeastOneActual(metrics: readonly MetricValues[], ctx: z.RefinementCtx) {
  if (!metrics.some((m) => m.actual_value != null)) ctx.addIssue({ code: 'custom', path: ['metrics'], message: NO_METRIC_VALUES });
}

/** One entry of POST /api/suppliers/{id}/scorecard/metrics (spec §3 "Metric entry submitted"). */
export const metricEntrySchema = z
  .object({
    scorecard_category_id: reference('category'),
    metric_name: optionalText('metric name', 120),
    unit_of_measure: optionalText('unit of measure', 30),
    review_period: reviewPeriod,
    ...metricValueFields,
  })
  .superRefine(checkMetricRange);

/**
 * The submission: entries without an actual value are skipped (the form sends every template row); at least
 * one must have one, and one metric appears once per period.
 */
export const metricsSubmissionSchema = z
  .object({
    metrics: z.array(metricEntrySchema, { error: 'The metrics field must be a list of metric entries.' }).max(50, 'At most 50 metrics can be recorded at once.'),
  })
  .superRefine((value, ctx) => {
    atLeastOneActual(value.metrics, ctx);
    const seen = new Set<string>();
    value.metrics.forEach((m, i) => {
      if (m.actual_value == null) return;
      const key = `${m.review_period}|${m.metric_type}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['metrics', i, 'metric_type'], message: `The ${METRIC_TEMPLATE_BY_TYPE[m.metric_type].name} metric is listed twice for this period.` });
      seen.add(key);
    });
  });
export type MetricsSubmission = z.output<typeof metricsSubmissionSchema>;

/**
 * The Record Performance Metrics form: one month and one category for every row (the request repeats them on
 * each entry). Same field builders and rules as the API entry.
 */
export const metricsFormSchema = z
  .object({
    review_period: reviewPeriod,
    scorecard_category_id: reference('category'),
    metrics: z.array(z.object(metricValueFields).superRefine(checkMetricRange)),
  })
  .superRefine((value, ctx) => atLeastOneActual(value.metrics, ctx));
export type MetricsFormValues = z.input<typeof metricsFormSchema>;

// ---- corrective actions ----

export const createCorrectiveActionSchema = z.object({
  issue_description: text('issue description', { max: 5000 }),
  // Absent → minor; sent blank → "required" (spec §5: severity required, default minor).
  severity: enumOf(CA_SEVERITIES, 'severity').optional(),
  category: choiceWithDefault(CA_CATEGORIES, 'category'),
  due_date: date('due date', { notInPast: true }),
  assigned_user_id: optionalReference('assigned user'),
});
export type CorrectiveActionInput = z.output<typeof createCorrectiveActionSchema>;

export const RESOLUTION_NOTES_ONLY_WHEN_RESOLVED = 'Resolution notes can only be recorded when the action is closed or cancelled.';

/**
 * An edit of an action as it stands (`current`): the fields sent are updated; a *changed* due date must be today
 * or later (an overdue action keeps its past date and can still be closed); resolution notes only with a
 * closed or cancelled status. The form and the service build it from the same loaded action.
 */
export function updateCorrectiveActionSchema(current: { due_date: string; status: CaStatus }) {
  return z
    .object({
      issue_description: text('issue description', { max: 5000 }).optional(),
      severity: enumOf(CA_SEVERITIES, 'severity').optional(),
      category: enumOf(CA_CATEGORIES, 'category').optional(),
      status: enumOf(CA_STATUSES, 'status').optional(),
      due_date: date('due date').optional(),
      resolution_notes: optionalText('resolution notes', 5000),
      assigned_user_id: optionalReference('assigned user'),
    })
    .superRefine((value, ctx) => {
      if (value.due_date !== undefined && value.due_date !== current.due_date && value.due_date < todayInPlant()) {
        ctx.addIssue({ code: 'custom', path: ['due_date'], message: messages.notInPast('due date') });
      }
      const status = value.status ?? current.status;
      if (value.resolution_notes != null && !isResolvedStatus(status)) {
        ctx.addIssue({ code: 'custom', path: ['resolution_notes'], message: RESOLUTION_NOTES_ONLY_WHEN_RESOLVED });
      }
    });
}
export type CorrectiveActionUpdate = z.output<ReturnType<typeof updateCorrectiveActionSchema>>;
