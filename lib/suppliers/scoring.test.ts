import { describe, expect, it } from 'vitest';
import { bandGuidance, bandOf } from './bands';
import { METRIC_TEMPLATES, SCORECARD_CATEGORIES, type ScorecardCategoryCode } from './constants';
import { categoryScores, meanScore, metricScore, nextReviewDate, overallScore, periodScores, qualityLetter, ratingCategory, trendDirection } from './scoring';

const WEIGHTS = Object.fromEntries(SCORECARD_CATEGORIES.map((c) => [c.code, c.weight])) as Record<ScorecardCategoryCode, number>;

describe('metricScore: higher is better', () => {
  it('is actual ÷ target × 100, capped at 100', () => {
    expect(metricScore('on_time_delivery', 98, 98)).toBe(100);
    expect(metricScore('on_time_delivery', 99.5, 98)).toBe(100);
    expect(metricScore('on_time_delivery', 49, 98)).toBe(50);
    expect(metricScore('first_pass_yield', 0, 98)).toBe(0);
    expect(metricScore('improvement_projects', 1, 2)).toBe(50);
    expect(metricScore('improvement_projects', 3, 2)).toBe(100);
    expect(metricScore('cost_reduction', 2500, 5000)).toBe(50);
    expect(metricScore('invoice_accuracy', 96.04, 98)).toBeCloseTo(98, 10);
    expect(metricScore('document_accuracy', 88.2, 98)).toBeCloseTo(90, 10);
  });
  it('uses the template default target when the target is null or absent', () => {
    expect(metricScore('on_time_delivery', 49, null)).toBe(50);
    expect(metricScore('complete_shipment_rate', 49)).toBe(50);
    expect(metricScore('cost_reduction', 1000, null)).toBe(20);
  });
  it('a target of 0 is met by any actual at or above it', () => {
    expect(metricScore('improvement_projects', 0, 0)).toBe(100);
    expect(metricScore('improvement_projects', 4, 0)).toBe(100);
  });
});

describe('metricScore: lower is better', () => {
  it('is 100 at or under the target, then 100 × target ÷ actual', () => {
    expect(metricScore('defect_rate_ppm', 50, 50)).toBe(100);
    expect(metricScore('defect_rate_ppm', 10, 50)).toBe(100);
    expect(metricScore('defect_rate_ppm', 100, 50)).toBe(50);
    expect(metricScore('defect_rate_ppm', 200, 50)).toBe(25);
    expect(metricScore('response_time', 24, 24)).toBe(100);
    expect(metricScore('response_time', 48, 24)).toBe(50);
    expect(metricScore('response_time', 30, null)).toBe(80);
  });
  it('a target of 0 scores 100 only at 0', () => {
    expect(metricScore('defect_rate_ppm', 0, 0)).toBe(100);
    expect(metricScore('defect_rate_ppm', 5, 0)).toBe(0);
  });
});

describe('metricScore: price variance', () => {
  it('is 100 − 10 × |actual − target|, at least 0', () => {
    expect(metricScore('price_variance', 0, 0)).toBe(100);
    expect(metricScore('price_variance', -2, 0)).toBe(80);
    expect(metricScore('price_variance', 2, 0)).toBe(80);
    expect(metricScore('price_variance', -5, null)).toBe(50);
    expect(metricScore('price_variance', 10, 0)).toBe(0);
    expect(metricScore('price_variance', -25, 0)).toBe(0);
    expect(metricScore('price_variance', 1, 1)).toBe(100);
  });
});

describe('category and overall scores', () => {
  it('a category is the mean of its metric scores; categories without data are null', () => {
    expect(meanScore([])).toBeNull();
    expect(meanScore([100, 50])).toBe(75);
    const scores = categoryScores([
      { metric_type: 'defect_rate_ppm', actual_value: 100, target_value: 50 }, // 50
      { metric_type: 'first_pass_yield', actual_value: 98, target_value: 98 }, // 100
      { metric_type: 'on_time_delivery', actual_value: 49, target_value: 98 }, // 50
    ]);
    expect(scores).toEqual({ quality: 75, delivery: 50, communication: null, cost: null, improvement: null });
  });
  it('the overall score renormalises the weights of the categories that have data', () => {
    expect(overallScore({ quality: 75, delivery: 50 }, WEIGHTS)).toBe(round2((75 * 40 + 50 * 30) / 70));
    expect(overallScore({ quality: 80, delivery: 90, communication: 70, cost: 60, improvement: 100 }, WEIGHTS)).toBe(80.5);
    expect(overallScore({ improvement: 42 }, WEIGHTS)).toBe(42);
    expect(overallScore({}, WEIGHTS)).toBeNull();
    expect(overallScore({ quality: null }, WEIGHTS)).toBeNull();
    expect(overallScore({ quality: 50 }, { ...WEIGHTS, quality: 0 })).toBeNull();
  });
  it('weights unrounded category scores; only the results are rounded to 2 decimals', () => {
    const period = periodScores(
      [
        { metric_type: 'defect_rate_ppm', actual_value: 101, target_value: 50 }, // 49.504…
        { metric_type: 'first_pass_yield', actual_value: 98, target_value: 98 }, // 100
        { metric_type: 'on_time_delivery', actual_value: 81.5, target_value: 98 }, // 83.163…
      ],
      WEIGHTS,
    );
    expect(period.quality_score).toBe(74.75);
    expect(period.delivery_score).toBe(83.16);
    // (74.7524… × 40 + 83.1632… × 30) ÷ 70 = 78.356… → 78.36; weighting the rounded scores would give 78.35.
    expect(period.overall_score).toBe(78.36);
    expect(period.rating_category).toBe('conditional');
    expect(period.communication_score).toBeNull();
    expect(period.improvement_score).toBeNull();
  });
});

describe('ratingCategory: 90 / 80 / 70', () => {
  it.each([
    [100, 'preferred'],
    [90, 'preferred'],
    [89.99, 'approved'],
    [80, 'approved'],
    [79.99, 'conditional'],
    [70, 'conditional'],
    [69.99, 'at_risk'],
    [0, 'at_risk'],
  ] as const)('%s → %s', (score, rating) => expect(ratingCategory(score)).toBe(rating));
  it('no score → null', () => {
    expect(ratingCategory(null)).toBeNull();
    expect(ratingCategory(undefined)).toBeNull();
  });
});

describe('qualityLetter: A–F', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89.99, 'B'],
    [80, 'B'],
    [79.99, 'C'],
    [70, 'C'],
    [69.99, 'D'],
    [60, 'D'],
    [59.99, 'F'],
    [0, 'F'],
  ] as const)('%s → %s', (score, letter) => expect(qualityLetter(score)).toBe(letter));
  it('no quality score → null', () => expect(qualityLetter(null)).toBeNull());
});

describe('trendDirection: ±2', () => {
  it.each([
    [85, 82.99, 'up'],
    [85, 83, 'stable'],
    [85, 87, 'stable'],
    [85, 87.01, 'down'],
    [92.1, 90.1, 'stable'], // 2.0000000000000018 in floating point: still exactly 2
    [50, 50, 'stable'],
  ] as const)('latest %s vs previous %s → %s', (latest, previous, trend) => expect(trendDirection(latest, previous)).toBe(trend));
  it('a first period is stable; no data at all is null', () => {
    expect(trendDirection(70, null)).toBe('stable');
    expect(trendDirection(null, 70)).toBeNull();
  });
});

describe('nextReviewDate', () => {
  it('is the last review + 90 days', () => {
    expect(nextReviewDate('2026-01-15')).toBe('2026-04-15');
    expect(nextReviewDate('2026-11-23')).toBe('2027-02-21');
    expect(nextReviewDate('2024-12-01')).toBe('2025-03-01');
  });
});

describe('band guidance (spec §9)', () => {
  it('percentage metrics: > 98 excellent, 95–98 good, 90–95 fair, < 90 poor', () => {
    for (const type of ['first_pass_yield', 'on_time_delivery', 'complete_shipment_rate', 'document_accuracy', 'invoice_accuracy'] as const) {
      expect(bandOf(type, 98.01)).toBe('excellent');
      expect(bandOf(type, 98)).toBe('good');
      expect(bandOf(type, 95)).toBe('good');
      expect(bandOf(type, 94.99)).toBe('fair');
      expect(bandOf(type, 90)).toBe('fair');
      expect(bandOf(type, 89.99)).toBe('poor');
      expect(bandGuidance(type)).toBe('Excellent > 98% · Good 95–98% · Fair 90–95% · Poor < 90%');
    }
  });
  it('defect rate: < 10 excellent, 10–50 good, 50–100 fair, > 100 poor', () => {
    expect(bandOf('defect_rate_ppm', 9.99)).toBe('excellent');
    expect(bandOf('defect_rate_ppm', 10)).toBe('good');
    expect(bandOf('defect_rate_ppm', 50)).toBe('good');
    expect(bandOf('defect_rate_ppm', 50.01)).toBe('fair');
    expect(bandOf('defect_rate_ppm', 100)).toBe('fair');
    expect(bandOf('defect_rate_ppm', 100.01)).toBe('poor');
  });
  it('response time: < 24 excellent, 24–48 good, 48–72 fair, > 72 poor', () => {
    expect(bandOf('response_time', 23.9)).toBe('excellent');
    expect(bandOf('response_time', 24)).toBe('good');
    expect(bandOf('response_time', 48)).toBe('good');
    expect(bandOf('response_time', 48.5)).toBe('fair');
    expect(bandOf('response_time', 72)).toBe('fair');
    expect(bandOf('response_time', 72.5)).toBe('poor');
  });
  it('price variance: 0 excellent, within 2 % good, within 5 % fair, beyond poor (either sign)', () => {
    expect(bandOf('price_variance', 0)).toBe('excellent');
    expect(bandOf('price_variance', -2)).toBe('good');
    expect(bandOf('price_variance', 2)).toBe('good');
    expect(bandOf('price_variance', -2.01)).toBe('fair');
    expect(bandOf('price_variance', 5)).toBe('fair');
    expect(bandOf('price_variance', -5.01)).toBe('poor');
  });
  it('improvement metrics have no bands; their guidance is the scoring rule', () => {
    expect(bandOf('improvement_projects', 3)).toBeNull();
    expect(bandOf('cost_reduction', 3)).toBeNull();
    expect(bandGuidance('cost_reduction')).toContain('5,000 USD');
    expect(bandOf('on_time_delivery', null)).toBeNull();
    expect(bandOf('on_time_delivery', Number.NaN)).toBeNull();
  });
  it('every template has guidance', () => {
    for (const t of METRIC_TEMPLATES) expect(bandGuidance(t.type).length).toBeGreaterThan(10);
  });
});

function round2(v: number) {
  return Math.round(v * 100) / 100;
}
