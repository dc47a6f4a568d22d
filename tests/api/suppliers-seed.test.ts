import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { suppliers } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { addDays, todayInPlant } from '@/lib/dates';
import { listCorrectiveActions } from '@/lib/suppliers/corrective-actions';
import { getScorecard, getScorecardHistory } from '@/lib/suppliers/scorecard';
import { signedIn, withDemoSeedLock } from '../helpers';
import type { ServiceContext } from '@/lib/service-context';

let ctx: ServiceContext;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ ctx } = await signedIn());
  await seedDemoUsers(getDb());
  const { seed, DEMO_SUPPLIERS } = await import('@/db/seed/suppliers');
  // Alone among the seeding files (purchasing-seed seeds the same suppliers on the shared database).
  await withDemoSeedLock(async () => {
    await seed(getDb());
    // Idempotent: a second run creates nothing.
    expect(await seed(getDb())).toMatch(/^0 created, 25 already there/);
  });
  const rows = await getDb()
    .select({ id: suppliers.id, code: suppliers.supplierCode })
    .from(suppliers)
    .where(inArray(suppliers.supplierCode, DEMO_SUPPLIERS.map((s) => s.code)));
  ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
}, 120_000);

describe('demo suppliers', () => {
  it('25 suppliers, two of them new and not scored', async () => {
    expect(Object.keys(ids)).toHaveLength(25);
    expect((await getScorecard(ctx, ids['RES-006'])).overall_score).toBeNull();
    expect((await getScorecard(ctx, ids['PKG-005'])).overall_score).toBeNull();
  });

  it('tell their stories: one improving, one declining into at risk, reviews overdue', async () => {
    const improving = await getScorecardHistory(ctx, ids['RES-002']);
    expect(improving.length).toBeGreaterThanOrEqual(11);
    expect(improving[improving.length - 1].average_score! - improving[0].average_score!).toBeGreaterThan(10);
    const declining = await getScorecardHistory(ctx, ids['RES-003']);
    expect(declining[0].average_score! - declining[declining.length - 1].average_score!).toBeGreaterThan(5);
    expect((await getScorecard(ctx, ids['RES-003'])).rating_category).toBe('at_risk');
    const soon = addDays(todayInPlant(), 7);
    expect((await getScorecard(ctx, ids['PKG-003'])).next_review_date! <= soon).toBe(true);
    expect((await getScorecard(ctx, ids['COL-003'])).next_review_date! <= soon).toBe(true);
    expect((await getScorecard(ctx, ids['RES-001'])).next_review_date! > soon).toBe(true);
  });

  it('have open, overdue and critical corrective actions', async () => {
    const badger = await listCorrectiveActions(ctx, ids['INS-002'], {});
    expect(badger.data.map((a) => [a.severity, a.status])).toEqual(
      expect.arrayContaining([
        ['critical', 'in_progress'],
        ['major', 'open'],
        ['minor', 'cancelled'],
      ]),
    );
    expect(badger.data.some((a) => a.is_overdue)).toBe(true);
    for (const a of badger.data) expect(a.action_number).toMatch(/^CA-\d{4}-\d{4,}$/);
  });
});
