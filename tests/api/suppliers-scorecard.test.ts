import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as showSupplier } from '@/app/api/suppliers/[id]/route';
import { GET as history } from '@/app/api/suppliers/[id]/scorecard/history/route';
import { POST as postMetrics } from '@/app/api/suppliers/[id]/scorecard/metrics/route';
import { GET as scorecard } from '@/app/api/suppliers/[id]/scorecard/route';
import { GET as categories } from '@/app/api/suppliers/scorecard/categories/route';
import { getDb } from '@/db/client';
import { supplierMetrics, supplierScorecardPeriods } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import type { ServiceContext } from '@/lib/service-context';
import { auditRows, expectAudit } from '../audit';
import { callerWithRole, categoryId, makeSupplier, metricsBody, monthsAgo, recordValues } from '../factories/suppliers';
import { call, signedIn } from '../helpers';

let token: string;
let ctx: ServiceContext;

beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

const post = (id: number, body: unknown, t = token) => call(postMetrics, 'POST', `/api/suppliers/${id}/scorecard/metrics`, { token: t, params: { id: String(id) }, body });
const getCard = async (id: number) => (await call(scorecard, 'GET', `/api/suppliers/${id}/scorecard`, { token, params: { id: String(id) } })).body.data;
const metricRows = (supplierId: number) => getDb().select().from(supplierMetrics).where(eq(supplierMetrics.supplierId, supplierId));

describe('GET /api/suppliers/scorecard/categories', () => {
  it('lists the five seeded categories with their weights, in order', async () => {
    const res = await call(categories, 'GET', '/api/suppliers/scorecard/categories', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { category_code: string; category_name: string; weight_percentage: number }) => [c.category_code, c.category_name, c.weight_percentage])).toEqual([
      ['quality', 'Quality', 40],
      ['delivery', 'Delivery', 30],
      ['communication', 'Communication', 15],
      ['cost', 'Cost', 10],
      ['improvement', 'Improvement', 5],
    ]);
    expect(res.body.data[0].id).toEqual(expect.any(Number));
  });
});

describe('GET /api/suppliers/{id}/scorecard', () => {
  it('without data: null scores, every category listed with its weight', async () => {
    const s = await makeSupplier(ctx);
    const res = await call(scorecard, 'GET', `/api/suppliers/${s.id}/scorecard`, { token, params: { id: String(s.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      supplier_id: s.id,
      overall_score: null,
      rating_category: null,
      quality_score: null,
      delivery_score: null,
      communication_score: null,
      cost_score: null,
      improvement_score: null,
      trend_direction: null,
      last_review_date: null,
      next_review_date: null,
      open_corrective_actions: 0,
    });
    expect(res.body.data.category_scores).toEqual([
      { category_code: 'quality', category_name: 'Quality', weight_percentage: 40, score: null },
      { category_code: 'delivery', category_name: 'Delivery', weight_percentage: 30, score: null },
      { category_code: 'communication', category_name: 'Communication', weight_percentage: 15, score: null },
      { category_code: 'cost', category_name: 'Cost', weight_percentage: 10, score: null },
      { category_code: 'improvement', category_name: 'Improvement', weight_percentage: 5, score: null },
    ]);
  });

  it('404 for an unknown supplier (scorecard and history)', async () => {
    expect((await call(scorecard, 'GET', '/x', { token, params: { id: '999999999' } })).body).toEqual({ success: false, message: 'Supplier not found' });
    expect((await call(history, 'GET', '/x', { token, params: { id: '999999999' } })).status).toBe(404);
  });
});

describe('POST /api/suppliers/{id}/scorecard/metrics', () => {
  it('stores the entries and recomputes the scorecard in the same transaction (201)', async () => {
    const s = await makeSupplier(ctx);
    const body = await metricsBody({
      defect_rate_ppm: { actual: 100, target: 50 }, // 50
      first_pass_yield: 98, // 100
      on_time_delivery: 49, // 50
    });
    // The form sends every template row; a row without an actual value is skipped.
    body.metrics.push({ ...body.metrics[2], metric_type: 'complete_shipment_rate', metric_name: 'Complete Shipment Rate', actual_value: null });
    const res = await post(s.id, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Metrics recorded successfully');
    const today = todayInPlant();
    expect(res.body.data).toMatchObject({
      review_period: monthsAgo(0),
      quality_score: 75,
      delivery_score: 50,
      communication_score: null,
      overall_score: 64.29, // (75 × 40 + 50 × 30) ÷ 70
      rating_category: 'at_risk',
      trend_direction: 'stable',
      last_review_date: today,
      next_review_date: addDays(today, 90),
    });
    expect(res.body.data.category_scores.map((c: { score: number | null }) => c.score)).toEqual([75, 50, null, null, null]);

    const rows = await metricRows(s.id);
    expect(rows.map((r) => [r.metricType, r.actualValue, r.targetValue, r.score]).sort()).toEqual([
      ['defect_rate_ppm', 100, 50, 50],
      ['first_pass_yield', 98, 98, 100],
      ['on_time_delivery', 49, 98, 50],
    ]);
    expect(rows.every((r) => r.recordedOn === today && r.reviewPeriod === monthsAgo(0))).toBe(true);

    // The supplier's letter follows the quality score (75 → C) and its version moves.
    const supplier = (await call(showSupplier, 'GET', '/x', { token, params: { id: String(s.id) } })).body.data;
    expect(supplier).toMatchObject({ quality_rating: 'C', version: 2, scorecard: { overall_score: 64.29, rating_category: 'at_risk', last_review_date: today } });
    await expectAudit('supplier', s.id, 'record_metrics', { changes: { overall_score: [null, 64.29], quality_rating: [null, 'C'] } });
  });

  it('re-submitting a metric for the same month replaces it', async () => {
    const s = await makeSupplier(ctx);
    await recordValues(ctx, s.id, { on_time_delivery: 49 });
    const res = await post(s.id, await metricsBody({ on_time_delivery: 98 }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ delivery_score: 100, overall_score: 100, rating_category: 'preferred' });
    const rows = await metricRows(s.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].actualValue).toBe(98);
  });

  it('a null target uses the template default; the month may be sent as YYYY-MM or any day of it', async () => {
    const s = await makeSupplier(ctx);
    const period = monthsAgo(1);
    const body = await metricsBody({ response_time: { actual: 48, target: null } }, period.slice(0, 7));
    const res = await post(s.id, body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ review_period: period, communication_score: 50 });
    const mid = await post(s.id, await metricsBody({ document_accuracy: 98 }, `${period.slice(0, 7)}-17`));
    expect(mid.body.data).toMatchObject({ review_period: period, communication_score: 75 });
  });

  it('trend: the latest month against the previous month with data; a back-filled month does not replace the latest', async () => {
    const s = await makeSupplier(ctx);
    await recordValues(ctx, s.id, { on_time_delivery: 78.4 }, monthsAgo(3)); // 80
    let card = (await post(s.id, await metricsBody({ on_time_delivery: 83.3 }, monthsAgo(1)))).body.data; // 85
    expect(card).toMatchObject({ review_period: monthsAgo(1), overall_score: 85, previous_overall_score: 80, trend_direction: 'up' });
    card = (await post(s.id, await metricsBody({ on_time_delivery: 81.34 }, monthsAgo(0)))).body.data; // 83
    expect(card).toMatchObject({ overall_score: 83, trend_direction: 'stable' });
    card = (await post(s.id, await metricsBody({ on_time_delivery: 81.33 }, monthsAgo(0)))).body.data; // 82.99
    expect(card).toMatchObject({ overall_score: 82.99, trend_direction: 'down' });
    // Back-fill two months ago: the current scorecard is still this month's.
    card = (await post(s.id, await metricsBody({ on_time_delivery: 49 }, monthsAgo(2)))).body.data;
    expect(card).toMatchObject({ review_period: monthsAgo(0), overall_score: 82.99, previous_overall_score: 85, trend_direction: 'down' });
    const periods = await getDb().select().from(supplierScorecardPeriods).where(eq(supplierScorecardPeriods.supplierId, s.id));
    expect(periods).toHaveLength(4);
  });

  it('the quality letter is kept by submissions without quality data and follows those with', async () => {
    const s = await makeSupplier(ctx, { quality_rating: 'B' });
    await recordValues(ctx, s.id, { on_time_delivery: 60 });
    expect((await call(showSupplier, 'GET', '/x', { token, params: { id: String(s.id) } })).body.data).toMatchObject({ quality_rating: 'B', version: 1 });
    // Quality score = 100 × 50 ÷ ppm, rounded to 2 decimals: 100 → A, 80 → B, 70 → C, 69.93 → D, 5 → F.
    for (const [ppm, letter] of [
      [50, 'A'],
      [62.5, 'B'],
      [71.4, 'C'], // 70.03
      [71.43, 'C'], // 69.998… is stored and shown as 70.00: the letter follows the score shown
      [71.5, 'D'],
      [1000, 'F'],
    ] as const) {
      await recordValues(ctx, s.id, { defect_rate_ppm: ppm });
      expect((await call(showSupplier, 'GET', '/x', { token, params: { id: String(s.id) } })).body.data.quality_rating).toBe(letter);
    }
  });

  describe('a refused submission changes nothing', () => {
    async function expectRefused(body: unknown, errors: Record<string, string[]>, status = 422) {
      const s = await makeSupplier(ctx);
      await recordValues(ctx, s.id, { on_time_delivery: 90 }, monthsAgo(1));
      const before = await getCard(s.id);
      const metricsBefore = await metricRows(s.id);
      const res = await post(s.id, typeof body === 'function' ? await (body as () => Promise<unknown>)() : body);
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual(errors);
      expect(await getCard(s.id)).toEqual(before);
      expect(await metricRows(s.id)).toEqual(metricsBefore);
      expect(await auditRows('supplier', s.id, 'record_metrics')).toHaveLength(1);
    }

    it('a review period in a future month', async () => {
      const next = addDays(monthsAgo(0), 40).slice(0, 7);
      await expectRefused(() => metricsBody({ on_time_delivery: 95 }, next), { 'metrics.0.review_period': ['The review period cannot be in the future.'] });
    });

    it('no entry with an actual value', async () => {
      await expectRefused(
        async () => {
          const body = await metricsBody({ on_time_delivery: 95, complete_shipment_rate: 90 });
          return { metrics: body.metrics.map((m) => ({ ...m, actual_value: null })) };
        },
        { metrics: ['Please enter at least one metric value'] },
      );
      await expectRefused({ metrics: [] }, { metrics: ['Please enter at least one metric value'] });
    });

    it('an unknown category, a metric of another category, an unknown metric type', async () => {
      await expectRefused(
        async () => {
          const body = await metricsBody({ on_time_delivery: 95 });
          return { metrics: [{ ...body.metrics[0], scorecard_category_id: 999999 }] };
        },
        { 'metrics.0.scorecard_category_id': ['The selected category does not exist.'] },
      );
      await expectRefused(
        async () => {
          const body = await metricsBody({ on_time_delivery: 95 });
          return { metrics: [{ ...body.metrics[0], scorecard_category_id: await categoryId('quality') }] };
        },
        { 'metrics.0.metric_type': ['The On-Time Delivery metric belongs to the delivery category, not quality.'] },
      );
      await expectRefused(
        async () => {
          const body = await metricsBody({ on_time_delivery: 95 });
          return { metrics: [{ ...body.metrics[0], metric_type: 'uptime' }] };
        },
        { 'metrics.0.metric_type': [expect.stringMatching(/^The selected metric type is invalid\. Choose defect_rate_ppm, /) as unknown as string] },
      );
    });

    it('values outside a metric\'s range, a non-number, a metric listed twice', async () => {
      await expectRefused(() => metricsBody({ first_pass_yield: 120, defect_rate_ppm: -1 }), {
        'metrics.0.actual_value': ['The actual value may not be greater than 100.'],
        'metrics.1.actual_value': ['The actual value must be at least 0.'],
      });
      await expectRefused(
        async () => {
          const body = await metricsBody({ on_time_delivery: 95 });
          return { metrics: [{ ...body.metrics[0], actual_value: 'ninety' }] };
        },
        { 'metrics.0.actual_value': ['The actual value must be a number.'] },
      );
      await expectRefused(
        async () => {
          const body = await metricsBody({ on_time_delivery: 95 });
          return { metrics: [body.metrics[0], { ...body.metrics[0], actual_value: 90 }] };
        },
        { 'metrics.1.metric_type': ['The On-Time Delivery metric is listed twice for this period.'] },
      );
      await expectRefused({ metrics: 'all of them' }, { metrics: ['The metrics field must be a list of metric entries.'] });
    });
  });

  it('401, 403 for roles without scorecards.write, 404 before 422; Quality and Purchasing may record', async () => {
    const s = await makeSupplier(ctx);
    const body = await metricsBody({ on_time_delivery: 95 });
    expect((await call(postMetrics, 'POST', '/x', { params: { id: String(s.id) }, body })).status).toBe(401);
    for (const role of ['Viewer', 'Sales', 'Production'] as const) {
      const caller = await callerWithRole(role);
      const res = await post(s.id, body, caller.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to record scorecard metrics.');
    }
    expect(await metricRows(s.id)).toHaveLength(0);
    expect((await post(999999999, { metrics: [] })).status).toBe(404);
    for (const role of ['Quality', 'Purchasing'] as const) {
      const caller = await callerWithRole(role);
      expect((await post(s.id, body, caller.token)).status).toBe(201);
    }
  });
});

describe('GET /api/suppliers/{id}/scorecard/history', () => {
  it('the 12 calendar months ending with this month, oldest first, only months with data', async () => {
    const s = await makeSupplier(ctx);
    await recordValues(ctx, s.id, { on_time_delivery: 98 }, monthsAgo(12)); // outside the window
    await recordValues(ctx, s.id, { on_time_delivery: 88.2 }, monthsAgo(11)); // 90
    await recordValues(ctx, s.id, { on_time_delivery: 49, defect_rate_ppm: 100 }, monthsAgo(4));
    await recordValues(ctx, s.id, { on_time_delivery: 78.4 }, monthsAgo(0)); // 80
    const res = await call(history, 'GET', `/api/suppliers/${s.id}/scorecard/history`, { token, params: { id: String(s.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { review_period: monthsAgo(11), average_score: 90, quality_score: null, delivery_score: 90, communication_score: null, cost_score: null, improvement_score: null, rating_category: 'preferred' },
      { review_period: monthsAgo(4), average_score: 50, quality_score: 50, delivery_score: 50, communication_score: null, cost_score: null, improvement_score: null, rating_category: 'at_risk' },
      { review_period: monthsAgo(0), average_score: 80, quality_score: null, delivery_score: 80, communication_score: null, cost_score: null, improvement_score: null, rating_category: 'approved' },
    ]);
    const none = await makeSupplier(ctx);
    expect((await call(history, 'GET', '/x', { token, params: { id: String(none.id) } })).body).toEqual({ success: true, data: [] });
  });

  it('stores one period row per month with data', async () => {
    const s = await makeSupplier(ctx);
    await recordValues(ctx, s.id, { on_time_delivery: 98, invoice_accuracy: 98, improvement_projects: 1 }, monthsAgo(2));
    const [period] = await getDb()
      .select()
      .from(supplierScorecardPeriods)
      .where(and(eq(supplierScorecardPeriods.supplierId, s.id), eq(supplierScorecardPeriods.reviewPeriod, monthsAgo(2))));
    // delivery 100, cost 100, improvement 50: (100 × 30 + 100 × 10 + 50 × 5) ÷ 45
    expect(period).toMatchObject({ deliveryScore: 100, costScore: 100, improvementScore: 50, overallScore: 94.44, ratingCategory: 'preferred', metricCount: 3 });
  });
});
