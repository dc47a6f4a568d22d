/**
 * The band guidance of spec §9, shown beside each metric in the Record Performance Metrics form (client-safe):
 *   percentage metrics  > 98 excellent, 95–98 good, 90–95 fair, < 90 poor
 *   defect rate         < 10 PPM excellent, 10–50 good, 50–100 fair, > 100 poor
 *   response time       < 24 h excellent, 24–48 good, 48–72 fair, > 72 poor
 *   price variance      0 excellent, within 2 % good, within 5 % fair (beyond: poor)
 * A value on a boundary belongs to the better band it names (98 % is good, 10 PPM good, 24 h good, 2 % good).
 * Improvement projects and cost reduction have no bands in the spec: their guidance is the scoring rule.
 */
import { METRIC_TEMPLATE_BY_TYPE, type MetricType } from './constants';

export const BANDS = ['excellent', 'good', 'fair', 'poor'] as const;
export type Band = (typeof BANDS)[number];
export const BAND_LABELS: Record<Band, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };

type BandRule = { guidance: string; band: (value: number) => Band };

const percentage: BandRule = {
  guidance: 'Excellent > 98% · Good 95–98% · Fair 90–95% · Poor < 90%',
  band: (v) => (v > 98 ? 'excellent' : v >= 95 ? 'good' : v >= 90 ? 'fair' : 'poor'),
};

const RULES: Partial<Record<MetricType, BandRule>> = {
  first_pass_yield: percentage,
  on_time_delivery: percentage,
  complete_shipment_rate: percentage,
  document_accuracy: percentage,
  invoice_accuracy: percentage,
  defect_rate_ppm: {
    guidance: 'Excellent < 10 PPM · Good 10–50 · Fair 50–100 · Poor > 100',
    band: (v) => (v < 10 ? 'excellent' : v <= 50 ? 'good' : v <= 100 ? 'fair' : 'poor'),
  },
  response_time: {
    guidance: 'Excellent < 24 h · Good 24–48 h · Fair 48–72 h · Poor > 72 h',
    band: (v) => (v < 24 ? 'excellent' : v <= 48 ? 'good' : v <= 72 ? 'fair' : 'poor'),
  },
  price_variance: {
    guidance: 'Excellent 0% · Good within ±2% · Fair within ±5% · Poor beyond ±5%',
    band: (v) => {
      const off = Math.abs(v);
      return off === 0 ? 'excellent' : off <= 2 ? 'good' : off <= 5 ? 'fair' : 'poor';
    },
  },
};

/** The guidance line shown beside a metric. */
export function bandGuidance(type: MetricType): string {
  const rule = RULES[type];
  if (rule) return rule.guidance;
  const t = METRIC_TEMPLATE_BY_TYPE[type];
  return `Higher is better: meeting the target (${t.defaultTarget.toLocaleString('en-US')} ${t.unit} by default) scores 100`;
}

/** The band an entered actual value falls in; null for metrics without bands or a value that is not a number. */
export function bandOf(type: MetricType, value: number | null | undefined): Band | null {
  const rule = RULES[type];
  if (!rule || value == null || !Number.isFinite(value)) return null;
  return rule.band(value);
}
