/**
 * What POST /api/production/work-orders/{id}/reports answers and audits is what the stored rows say (issue 30,
 * item 3): the report path builds its answer and its audit rows from what it wrote instead of reading them back, so
 * this pins them to the reads — the answer's work order equals GET of the order, each movement's audit row equals
 * the movement as GET …/movements answers it, the answer's movement ids are those movements, and the report writes
 * its audit rows in order, at one time: the mold's usage, the receipt, the issues, the order's report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getMovements } from '@/app/api/inventory/product/[id]/movements/route';
import { GET as getOrder } from '@/app/api/production/work-orders/[id]/route';
import { POST as postReport } from '@/app/api/production/work-orders/[id]/reports/route';
import type { SessionUser } from '@/lib/auth/types';
import { auditRows } from '../audit';
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

/** The record's one audit row of `action` (the test's user wrote it). */
const onlyAudit = async (entity: string, id: number, action: string) => {
  const rows = await auditRows(entity, id, action);
  expect(rows, `${entity} ${id} ${action}`).toHaveLength(1);
  expect(rows[0].userId).toBe(user.id);
  return rows[0];
};

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

  // The report's audit rows, in the order of its steps, at one time; each movement's is the movement as read.
  const movements = [received, resinIssue, insertIssue];
  const usages = await auditRows('mold', mold.id, 'usage');
  expect(usages.map((a) => a.userId)).toEqual([user.id]);
  const audits = [
    usages[0],
    await onlyAudit('stock_movement', received.id, 'receipt'),
    await onlyAudit('stock_movement', resinIssue.id, 'issue'),
    await onlyAudit('stock_movement', insertIssue.id, 'issue'),
    await onlyAudit('work_order', order.id, 'report'),
  ];
  expect(audits.map((a) => a.id)).toEqual([...audits.map((a) => a.id)].sort((x, y) => x - y));
  expect(audits.slice(1, 4).map((a) => a.changes)).toEqual(movements);
  expect(new Set(audits.map((a) => new Date(a.at).getTime())).size).toBe(1);
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
