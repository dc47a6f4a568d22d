/**
 * What POST /api/production/work-orders/{id}/reports answers and audits is what the stored rows say (issue 30,
 * item 3): the report path builds its answer and its audit rows from what it wrote instead of reading them back, so
 * this pins them to the reads — the answer's work order equals GET of the order, each movement's audit row equals
 * the movement as GET …/movements answers it, the answer's movement ids are those movements, and the report writes
 * exactly its audit rows, in order: the mold's usage, the receipt, the issues, the order's report.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getMovements } from '@/app/api/inventory/product/[id]/movements/route';
import { GET as getOrder } from '@/app/api/production/work-orders/[id]/route';
import { POST as postReport } from '@/app/api/production/work-orders/[id]/reports/route';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { makeMold } from '../factories/molds';
import { makeRunningWorkOrder } from '../factories/production';
import { makeBom, makeLocation, makeLot, makeProduct } from '../factories/products';
import { call, signedIn } from '../helpers';

let token: string;
let user: SessionUser;
beforeAll(async () => {
  ({ token, user } = await signedIn());
});

const report = (orderId: number, body: Record<string, unknown>) =>
  call(postReport, 'POST', `/api/production/work-orders/${orderId}/reports`, { token, body, params: { id: String(orderId) } });

/** The audit rows this test's user wrote after `afterId`, oldest first. */
const auditsAfter = async (afterId: number) =>
  (
    await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), gt(auditLog.id, afterId)))
      .orderBy(asc(auditLog.id))
  ).map((a) => ({ id: a.id, entity: a.entity, entity_id: a.entityId, action: a.action, changes: a.changes }));

const lastAuditId = async () => (await auditsAfter(0)).reduce((max, a) => Math.max(max, a.id), 0);

const movementsOf = async (productId: number) =>
  (await call(getMovements, 'GET', `/api/inventory/product/${productId}/movements?per_page=100`, { token, params: { id: String(productId) } })).body.data as { id: number }[];

async function setup(opts: { ownLocation: boolean; planned: number }) {
  const warehouse = await makeLocation({ locationType: 'warehouse' });
  const line = await makeLocation({ locationType: 'production_floor' });
  const resin = await makeProduct({ productType: 'raw_material', unit: 'kg' });
  const insert = await makeProduct({ productType: 'component', unit: 'pcs' });
  const part = await makeProduct({ productType: 'finished_good', storageLocation: opts.ownLocation ? line.locationCode : null });
  await makeBom(part.id, [
    { itemId: resin.id, quantity: 12.5, unit: 'g', scrapPercentage: 4 },
    { itemId: insert.id, quantity: 1, unit: 'pcs' },
  ]);
  // Two resin lots, so one report's issue takes from both (a movement with two lot lines).
  await makeLot(resin.id, warehouse.id, { quantityOnHand: 3, receivedDate: '2026-01-05', unitCost: 2 });
  await makeLot(resin.id, warehouse.id, { quantityOnHand: 50, receivedDate: '2026-01-06', unitCost: 2.5 });
  await makeLot(insert.id, warehouse.id, { quantityOnHand: 1000, receivedDate: '2026-01-05' });
  const mold = await makeMold({ cavity_count: 4 });
  const order = await makeRunningWorkOrder({ product_id: part.id, mold_id: mold.id, quantity_planned: opts.planned }, user);
  return { resin, insert, part, mold, order };
}

async function expectAnswerEqualsReads(opts: { ownLocation: boolean; planned: number }, body: Record<string, unknown>) {
  const { resin, insert, part, mold, order } = await setup(opts);
  const since = await lastAuditId();
  const res = await report(order.id, body);
  expect(res.status).toBe(201);
  const answer = res.body.data;

  // The order as GET answers it (without the detail's extra fields).
  const detail = (await call(getOrder, 'GET', `/api/production/work-orders/${order.id}`, { token, params: { id: String(order.id) } })).body.data;
  const { mold_health: _health, reports: _reports, reports_total: _total, ...orderRead } = detail;
  expect(answer.work_order).toEqual(orderRead);

  // The movements the answer names, as GET answers them.
  const [received] = await movementsOf(part.id);
  const [resinIssue] = await movementsOf(resin.id);
  const [insertIssue] = await movementsOf(insert.id);
  expect(answer.stock.received.movement_id).toBe(received.id);
  expect(answer.stock.issued.map((i: { movement_id: number }) => i.movement_id)).toEqual([resinIssue.id, insertIssue.id]);

  // Exactly the report's audit rows, in order; each movement's is the movement as read.
  const audits = await auditsAfter(since);
  expect(audits.map((a) => [a.entity, a.action])).toEqual([
    ['mold', 'usage'],
    ['stock_movement', 'receipt'],
    ['stock_movement', 'issue'],
    ['stock_movement', 'issue'],
    ['work_order', 'report'],
  ]);
  expect(audits[0].entity_id).toBe(String(mold.id));
  expect(audits.slice(1, 4).map((a) => a.changes)).toEqual([received, resinIssue, insertIssue]);
  expect(audits.slice(1, 4).map((a) => a.entity_id)).toEqual([received, resinIssue, insertIssue].map((m) => String(m.id)));
  expect(audits[4]).toMatchObject({ entity_id: String(order.id) });
  return { answer, audits };
}

describe('a production report answers and audits what it stored', () => {
  it('into the product’s own location, with scrap reasons', async () => {
    const { answer, audits } = await expectAnswerEqualsReads(
      { ownLocation: true, planned: 10_000 },
      { shots: 100, good_parts: 380, scrap_parts: 20, operator: 'Ana', notes: 'first run', scrap_reasons: [{ reason_code: 'short_shot', quantity: 20 }] },
    );
    expect(answer.stock.note).toBeNull();
    expect(audits[4].changes).toEqual({ report_id: answer.id, shots: 100, good_parts: 380, scrap_parts: 20, scrap_reasons: [{ reason_code: 'short_shot', quantity: 20 }] });
  });

  it('into the first warehouse, reaching the plan (the order completes)', async () => {
    const { answer, audits } = await expectAnswerEqualsReads({ ownLocation: false, planned: 300 }, { shots: 100, good_parts: 380, scrap_parts: 20 });
    expect(answer.work_order.status).toBe('completed');
    expect(audits[4].changes).toEqual({ report_id: answer.id, shots: 100, good_parts: 380, scrap_parts: 20, status: ['in_progress', 'completed'] });
  });
});
