import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postPlace } from '@/app/api/purchase-orders/[id]/place/route';
import { getDb } from '@/db/client';
import { purchaseOrders, supplierMetrics, suppliers } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { getSuggestions } from '@/lib/purchasing/service';
import { getScorecard, getScorecardHistory } from '@/lib/suppliers/scorecard';
import { signedInAs, type SignedIn } from '../factories/users';
import { call, withDemoSeedLock } from '../helpers';

let buyer: SignedIn;
let ids: Record<string, number>;
let first: string;

beforeAll(async () => {
  buyer = await signedInAs('Purchasing');
  const db = getDb();
  await seedDemoUsers(db);
  first = await withDemoSeedLock(async () => {
    for (const name of ['customers', 'molds', 'products', 'suppliers', 'stock'] as const) await (await import(`@/db/seed/${name}`)).seed(db);
    const { seed } = await import('@/db/seed/purchasing');
    const result = await seed(db);
    // Idempotent: a second run adds nothing.
    expect(await seed(db)).toBe('already there');
    return result;
  });
  const rows = await db.select({ id: suppliers.id, code: suppliers.supplierCode }).from(suppliers).where(inArray(suppliers.supplierCode, ['RES-001', 'RES-002', 'RES-003', 'INS-002']));
  ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
}, 300_000);

describe('demo purchasing', () => {
  it('a year of received orders whose receipt metrics replace the typed-in ones', async () => {
    expect(first === 'already there' || /^\d+ purchase orders/.test(first)).toBe(true);
    for (const code of ['RES-001', 'RES-002', 'RES-003', 'INS-002']) {
      const orders = await getDb().select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.supplierId, ids[code]));
      expect(orders.filter((o) => o.status === 'received' || o.status === 'closed').length, code).toBeGreaterThanOrEqual(30);
      const computed = await getDb()
        .select()
        .from(supplierMetrics)
        .where(and(eq(supplierMetrics.supplierId, ids[code]), eq(supplierMetrics.source, 'receipts')));
      expect(computed.length, code).toBeGreaterThanOrEqual(12 * 4);
    }
  });

  it('the computed scorecards still tell the stories: improving, declining into at risk, at risk and blocked', async () => {
    const ctx = buyer.ctx;
    const improving = await getScorecardHistory(ctx, ids['RES-002']);
    expect(improving[improving.length - 1].average_score! - improving[0].average_score!).toBeGreaterThan(10);
    const declining = await getScorecardHistory(ctx, ids['RES-003']);
    expect(declining[0].average_score! - declining[declining.length - 1].average_score!).toBeGreaterThan(10);
    expect((await getScorecard(ctx, ids['RES-003'])).rating_category).toBe('at_risk');
    expect((await getScorecard(ctx, ids['INS-002'])).rating_category).toBe('at_risk');
    expect(['preferred', 'approved']).toContain((await getScorecard(ctx, ids['RES-001'])).rating_category);
    const [draft] = await getDb().select().from(purchaseOrders).where(and(eq(purchaseOrders.supplierId, ids['INS-002']), eq(purchaseOrders.status, 'draft')));
    const res = await call(postPlace, 'POST', `/api/purchase-orders/${draft.id}/place`, { token: buyer.token, params: { id: String(draft.id) } });
    expect(res.status).toBe(422);
    expect(res.body.errors.supplier_id[0]).toMatch(/at risk/);
  });

  it('leaves consumables to reorder from their preferred supplier', async () => {
    const suggestions = await getSuggestions(buyer.ctx);
    const spray = suggestions.find((s) => s.product_code === 'CS-MR-400');
    expect(spray).toMatchObject({ quantity_available: 0, reorder_level: 24, suggested_quantity: 48, unit_price: 6.85, preferred_supplier: { supplier_code: 'TL-005' } });
  });
});
