/**
 * The scoring rules of CONTRACT §6, pure (no I/O, client-safe). The metrics service stores what these compute,
 * in the same transaction as the metrics; nothing is scored at read time.
 */
import { addDays } from '@/lib/dates';
import { round } from '@/lib/numbers';
import {
  METRIC_TEMPLATE_BY_TYPE,
  REVIEW_INTERVAL_DAYS,
  SCORECARD_CATEGORY_CODES,
  TREND_THRESHOLD,
  type MetricType,
  type QualityRating,
  type RatingCategory,
  type ScorecardCategoryCode,
  type TrendDirection,
} from './constants';

const clamp = (v: number) => Math.min(100, Math.max(0, v));

/**
 * A metric's score, 0–100, unrounded. A null target uses the template's default target.
 *  - higher is better (the % metrics but price variance, improvement projects, cost reduction): actual ÷ target × 100, at most 100;
 *    a target of 0 or less is met by any actual at or above it (100), else 0.
 *  - lower is better (defect rate, response time): 100 when actual ≤ target, else 100 × target ÷ actual.
 *  - price variance: 100 − 10 × |actual − target|, at least 0.
 */
export function metricScore(type: MetricType, actual: number, target?: number | null): number {
  const template = METRIC_TEMPLATE_BY_TYPE[type];
  const goal = target ?? template.defaultTarget;
  switch (template.direction) {
    case 'higher_is_better':
      if (goal <= 0) return actual >= goal ? 100 : 0;
      return clamp((actual / goal) * 100);
    case 'lower_is_better':
      if (actual <= goal) return 100;
      return clamp((100 * goal) / actual);
    case 'variance':
      return clamp(100 - 10 * Math.abs(actual - goal));
  }
}

/** The mean of a category's metric scores in a period; null without any. */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return scores.reduce((sum, s) => sum + s, 0) / scores.length;
}

export type MetricValue = { metric_type: MetricType; actual_value: number; target_value: number | null };
export type CategoryScores = Record<ScorecardCategoryCode, number | null>;

/** Unrounded category scores of one period's metrics (null for a category without data). */
export function categoryScores(metrics: readonly MetricValue[]): CategoryScores {
  const byCategory = new Map<ScorecardCategoryCode, number[]>();
  for (const m of metrics) {
    const category = METRIC_TEMPLATE_BY_TYPE[m.metric_type].category;
    const list = byCategory.get(category) ?? [];
    list.push(metricScore(m.metric_type, m.actual_value, m.target_value));
    byCategory.set(category, list);
  }
  return Object.fromEntries(SCORECARD_CATEGORY_CODES.map((c) => [c, meanScore(byCategory.get(c) ?? [])])) as CategoryScores;
}

/**
 * The weighted mean of the categories that have data, their weights renormalised to 100, rounded to 2
 * decimals; null when no category has data (or the weights of those that do add up to 0).
 */
export function overallScore(scores: Partial<Record<ScorecardCategoryCode, number | null>>, weights: Record<ScorecardCategoryCode, number>): number | null {
  let weighted = 0;
  let totalWeight = 0;
  for (const code of SCORECARD_CATEGORY_CODES) {
    const score = scores[code];
    if (score == null) continue;
    weighted += score * weights[code];
    totalWeight += weights[code];
  }
  return totalWeight > 0 ? round(weighted / totalWeight, 2) : null;
}

/** ≥ 90 preferred, ≥ 80 approved, ≥ 70 conditional, else at_risk; no score → null ('No Score'). */
export function ratingCategory(score: number | null | undefined): RatingCategory | null {
  if (score == null) return null;
  if (score >= 90) return 'preferred';
  if (score >= 80) return 'approved';
  if (score >= 70) return 'conditional';
  return 'at_risk';
}

/** The letter of a quality category score: A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F; null → null. */
export function qualityLetter(score: number | null | undefined): QualityRating | null {
  if (score == null) return null;
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 70) return 'C';
  if (score >= 60) return 'D';
  return 'F';
}

/** The latest period's overall score against the previous period that has data: > +2 up, < −2 down, else stable. */
export function trendDirection(latest: number | null | undefined, previous: number | null | undefined): TrendDirection | null {
  if (latest == null) return null;
  if (previous == null) return 'stable';
  const change = round(latest - previous, 2);
  if (change > TREND_THRESHOLD) return 'up';
  if (change < -TREND_THRESHOLD) return 'down';
  return 'stable';
}

/** Last review + 90 days. */
export function nextReviewDate(lastReviewDate: string): string {
  return addDays(lastReviewDate, REVIEW_INTERVAL_DAYS);
}

export type PeriodScores = {
  quality_score: number | null;
  delivery_score: number | null;
  communication_score: number | null;
  cost_score: number | null;
  improvement_score: number | null;
  overall_score: number | null;
  rating_category: RatingCategory | null;
};

/**
 * One period's stored scorecard: category scores (rounded for storage only after the overall score was
 * weighted from the unrounded ones), the overall score and its rating.
 */
export function periodScores(metrics: readonly MetricValue[], weights: Record<ScorecardCategoryCode, number>): PeriodScores {
  const scores = categoryScores(metrics);
  const overall = overallScore(scores, weights);
  const r = (v: number | null) => (v == null ? null : round(v, 2));
  return {
    quality_score: r(scores.quality),
    delivery_score: r(scores.delivery),
    communication_score: r(scores.communication),
    cost_score: r(scores.cost),
    improvement_score: r(scores.improvement),
    overall_score: overall,
    rating_category: ratingCategory(overall),
  };
}
