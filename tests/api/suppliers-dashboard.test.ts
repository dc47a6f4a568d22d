import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as dashboard } from '@/app/api/scorecard/dashboard/route';
import { closeDb, getDb, MIGRATIONS_DIR, useDatabase } from '@/db/client';
import { supplierMetrics, supplierScorecards } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import type { ServiceContext } from '@/lib/service-context';
import { updateCorrectiveAction } from '@/lib/suppliers/corrective-actions';
import { backdateAction, makeAction, makeSupplier, recordValues } from '../factories/suppliers';
import { call, signedIn, uid } from '../helpers';

/**
 * The dashboard covers every active supplier, so it is tested on a database of its own: the file's own PGlite
 * copy, or on PostgreSQL a database created for this file (other test files write to the shared one meanwhile).
 */
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const name = `moldline_dashboard_test_${uid()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const isolatedUrl = new URL(url);
  isolatedUrl.pathname = `/${name}`;
  const client = postgres(isolatedUrl.toString(), { max: 4, onnotice: () => {} });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  await closeDb();
  useDatabase({ kind: 'postgres', client });
  dropDatabase = async () => {
    await closeDb();
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.end();
  };
}, 120_000);

afterAll(async () => {
  await dropDatabase?.();
});

let token: string;
let ctx: ServiceContext;

const load = async () => {
  const res = await call(dashboard, 'GET', '/api/scorecard/dashboard', { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /api/scorecard/dashboard', () => {
  beforeAll(async () => {
    ({ token, ctx } = await signedIn());
  });

  it('with no suppliers: zero counts, N/A average, the four categories at 0, empty lists', async () => {
    expect(await load()).toEqual({
      summary: { average_score: null, total_suppliers: 0, total_scorecards: 0, needs_review_count: 0, overdue_actions_count: 0, critical_actions_count: 0 },
      distribution: [
        { rating_category: 'preferred', count: 0 },
        { rating_category: 'approved', count: 0 },
        { rating_category: 'conditional', count: 0 },
        { rating_category: 'at_risk', count: 0 },
      ],
      top_suppliers: [],
      bottom_suppliers: [],
      needs_review: [],
      overdue_actions: [],
      critical_actions: [],
    });
  });

  it('summary, distribution, top and bottom 10, reviews due, overdue and critical actions — active suppliers only', async () => {
    const today = todayInPlant();
    // 12 scored active suppliers: on-time delivery p % of the 98 target scores p/98×100.
    const scores = [100, 98, 95, 91, 90, 89.5, 85, 80, 75, 70, 60, 40];
    const scored = [];
    for (const [i, score] of scores.entries()) {
      const s = await makeSupplier(ctx, { company_name: `Dash ${String(i).padStart(2, '0')} ${score}` });
      await recordValues(ctx, s.id, { on_time_delivery: { actual: score, target: 100 } });
      scored.push({ ...s, score });
    }
    const unrated = await makeSupplier(ctx, { company_name: 'Dash unrated' });
    const inactive = await makeSupplier(ctx, { company_name: 'Dash inactive', status: 'inactive' });
    await recordValues(ctx, inactive.id, { on_time_delivery: { actual: 100, target: 100 } });

    // Reviews: one past due, one due in 7 days, one in 8 days (not yet), the inactive one past due (excluded).
    const setNextReview = (supplierId: number, date: string) => getDb().update(supplierScorecards).set({ nextReviewDate: date }).where(eq(supplierScorecards.supplierId, supplierId));
    await setNextReview(scored[11].id, addDays(today, -3));
    await setNextReview(scored[5].id, addDays(today, 7));
    await setNextReview(scored[2].id, addDays(today, 8));
    await setNextReview(inactive.id, addDays(today, -30));

    // Actions: overdue by 10 and 2 days, a critical due in 5 days, a closed overdue one and one of the inactive supplier.
    const overdue10 = await makeAction(ctx, scored[11].id, { severity: 'major' });
    await backdateAction(overdue10.id, addDays(today, -10));
    const overdue2 = await makeAction(ctx, scored[8].id, { severity: 'critical' });
    await backdateAction(overdue2.id, addDays(today, -2));
    const critical = await makeAction(ctx, scored[3].id, { severity: 'critical', due_date: addDays(today, 5) });
    const closed = await makeAction(ctx, scored[1].id, { severity: 'critical' });
    await backdateAction(closed.id, addDays(today, -20));
    await updateCorrectiveAction(ctx, { supplierId: scored[1].id, actionId: closed.id }, { status: 'closed' });
    const ofInactive = await makeAction(ctx, inactive.id, { severity: 'critical' });
    await backdateAction(ofInactive.id, addDays(today, -40));
    await makeAction(ctx, scored[0].id, { severity: 'minor', due_date: addDays(today, 3) });

    const d = await load();
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(d.summary).toEqual({
      average_score: Math.round(mean * 100) / 100,
      total_suppliers: 13,
      total_scorecards: 12,
      needs_review_count: 2,
      overdue_actions_count: 2,
      critical_actions_count: 2,
    });
    expect(d.distribution).toEqual([
      { rating_category: 'preferred', count: 5 },
      { rating_category: 'approved', count: 3 },
      { rating_category: 'conditional', count: 2 },
      { rating_category: 'at_risk', count: 2 },
    ]);
    expect(d.top_suppliers.map((s: { scorecard: { overall_score: number } }) => s.scorecard.overall_score)).toEqual(scores.slice(0, 10));
    expect(d.bottom_suppliers.map((s: { scorecard: { overall_score: number } }) => s.scorecard.overall_score)).toEqual([...scores].reverse().slice(0, 10));
    expect(d.top_suppliers[0]).toEqual({
      id: scored[0].id,
      supplier_code: scored[0].supplier_code,
      company_name: scored[0].company_name,
      scorecard: { overall_score: 100, rating_category: 'preferred', last_review_date: today, next_review_date: addDays(today, 90), from_receipts: false },
    });
    expect(d.top_suppliers.every((s: { scorecard: { from_receipts: boolean } }) => !s.scorecard.from_receipts)).toBe(true);
    expect(d.top_suppliers.map((s: { id: number }) => s.id)).not.toContain(inactive.id);
    expect(d.top_suppliers.map((s: { id: number }) => s.id)).not.toContain(unrated.id);

    expect(d.needs_review.map((s: { id: number }) => s.id)).toEqual([scored[11].id, scored[5].id]);

    // A supplier whose latest month's metric came from goods receipts is marked (the receipts themselves: purchasing tests).
    await getDb().update(supplierMetrics).set({ source: 'receipts' }).where(eq(supplierMetrics.supplierId, scored[1].id));
    const marked = (await load()).top_suppliers.filter((s: { scorecard: { from_receipts: boolean } }) => s.scorecard.from_receipts);
    expect(marked.map((s: { id: number }) => s.id)).toEqual([scored[1].id]);
    expect(d.needs_review[0].scorecard.next_review_date).toBe(addDays(today, -3));

    expect(d.overdue_actions.map((a: { id: number }) => a.id)).toEqual([overdue10.id, overdue2.id]);
    expect(d.overdue_actions[0]).toMatchObject({ days_overdue: 10, is_overdue: true, supplier: { id: scored[11].id, company_name: scored[11].company_name } });
    expect(d.critical_actions.map((a: { id: number }) => a.id)).toEqual([overdue2.id, critical.id]);
    expect(d.critical_actions[1]).toMatchObject({ severity: 'critical', status: 'open', days_overdue: 0, supplier: { id: scored[3].id } });
  });

  it('requires a signed-in caller', async () => {
    expect((await call(dashboard, 'GET', '/api/scorecard/dashboard')).status).toBe(401);
  });
});
