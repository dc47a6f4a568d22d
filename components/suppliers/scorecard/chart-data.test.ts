import { describe, expect, it } from 'vitest';
import { chartSummary, periodLabel, pointLabel, pointValue, seriesName } from './chart-data';

describe('performance chart data (spec §2)', () => {
  it('labels a point with review_period as short month + year, else category_name, else empty', () => {
    expect(periodLabel('2026-03-01')).toBe('Mar 2026');
    expect(periodLabel('2025-12-01')).toBe('Dec 2025');
    expect(pointLabel({ review_period: '2026-01-01', category_name: 'Quality' })).toBe('Jan 2026');
    expect(pointLabel({ category_name: 'Delivery' })).toBe('Delivery');
    expect(pointLabel({})).toBe('');
  });
  it('values a point with average_score, else score, else 0', () => {
    expect(pointValue({ average_score: 88.5, score: 10 })).toBe(88.5);
    expect(pointValue({ average_score: null, score: 72 })).toBe(72);
    expect(pointValue({})).toBe(0);
  });
  it('names the series Overall Score (line) and Score (bar)', () => {
    expect(seriesName('line')).toBe('Overall Score');
    expect(seriesName('bar')).toBe('Score');
  });
  it('summarises the points for screen readers', () => {
    expect(chartSummary([{ category_name: 'Quality', score: 91.26 }], 'By category')).toBe('By category. Score out of 100 — Quality: 91.3.');
  });
});
