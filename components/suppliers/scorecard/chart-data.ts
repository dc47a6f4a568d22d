/**
 * The shared performance chart's data rules (spec §2 "Performance chart"), client-safe and unit-tested:
 * a point's label is review_period as short month + year, else category_name, else empty; its value is
 * average_score, else score, else 0.
 */
export type ChartDataRow = {
  review_period?: string | null;
  category_name?: string | null;
  average_score?: number | null;
  score?: number | null;
};

export const CHART_COLOR = '#0d6efd';
export const CHART_AXIS_LABEL = 'Score';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-01' → 'Mar 2026'. */
export function periodLabel(reviewPeriod: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(reviewPeriod);
  if (!m) return reviewPeriod;
  return monthYear.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

export function pointLabel(row: ChartDataRow): string {
  if (row.review_period) return periodLabel(row.review_period);
  return row.category_name ?? '';
}

export function pointValue(row: ChartDataRow): number {
  return row.average_score ?? row.score ?? 0;
}

/** Line: 'Overall Score'; bar: 'Score'. */
export function seriesName(type: 'line' | 'bar'): string {
  return type === 'line' ? 'Overall Score' : 'Score';
}

/** A sentence for screen readers: what the canvas shows. */
export function chartSummary(rows: readonly ChartDataRow[], title?: string): string {
  const points = rows.map((r) => `${pointLabel(r) || 'unlabelled'}: ${Math.round(pointValue(r) * 10) / 10}`).join('; ');
  return `${title ? `${title}. ` : ''}Score out of 100 — ${points}.`;
}
