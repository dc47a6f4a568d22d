import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postCancel } from '@/app/api/maintenance/work-orders/[id]/cancel/route';
import { POST as postComplete } from '@/app/api/maintenance/work-orders/[id]/complete/route';
import { GET as getOne } from '@/app/api/maintenance/work-orders/[id]/route';
import { POST as postStart } from '@/app/api/maintenance/work-orders/[id]/start/route';
import { GET as exportRoute } from '@/app/api/maintenance/work-orders/export/route';
import { GET as listRoute, POST as postOrder } from '@/app/api/maintenance/work-orders/route';
import { GET as forecastRoute } from '@/app/api/maintenance/forecast/route';
import { POST as sweepRoute } from '@/app/api/maintenance/sweep/route';
import { POST as postUsage } from '@/app/api/molds/[id]/usage/route';
import { PATCH as patchWorkOrder } from '@/app/api/production/work-orders/[id]/route';
import { POST as postWorkOrder } from '@/app/api/production/work-orders/route';
import { getDb } from '@/db/client';
import { machineStatusChanges, machines, maintenanceWorkOrders, moldMaintenanceRecords, molds, stockBalances } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import { ASSET_HAS_OPEN_ORDER, ASSET_UNKNOWN } from '@/lib/maintenance/schemas';
import { MACHINE_IN_MAINTENANCE, MOLD_NOT_ACTIVE } from '@/lib/production/schemas';
import { auditRows, expectAudit } from '../audit';
import { makeMachine } from '../factories/machines';
import { makeMaintenanceOrder, makeStartedMaintenanceOrder } from '../factories/maintenance';
import { makeMold } from '../factories/molds';
import { makeReport, makeRunningWorkOrder, makeWorkOrder } from '../factories/production';
import { makeLocation, makeProduct } from '../factories/products';
import { makeReceipt } from '../factories/stock';
import { signedInAs, type SignedIn } from '../factories/users';
import { call } from '../helpers';

const db = () => getDb();
const today = () => todayInPlant();
const base = '/api/maintenance/work-orders';

let admin: SignedIn;
let manager: SignedIn;
let tech: SignedIn;
let production: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
  [admin, manager, tech, production, viewer] = await Promise.all([
    signedInAs('Admin'),
    signedInAs('Manager'),
    signedInAs('Maintenance'),
    signedInAs('Production'),
    signedInAs('Viewer'),
  ]);
});

const ordersOf = (type: 'mold' | 'machine', id: number) =>
  db().select().from(maintenanceWorkOrders).where(and(eq(maintenanceWorkOrders.assetType, type), eq(maintenanceWorkOrders.assetId, id)));
const moldRow = async (id: number) => (await db().select().from(molds).where(eq(molds.id, id)))[0];
const machineRow = async (id: number) => (await db().select().from(machines).where(eq(machines.id, id)))[0];
const onHand = async (productId: number) => Number((await db().select().from(stockBalances).where(eq(stockBalances.productId, productId)))[0]?.quantityOnHand ?? 0);

function act(handler: typeof postStart, action: string, token: string, id: number, body?: unknown) {
  return call(handler, 'POST', `${base}/${id}/${action}`, { token, params: { id: String(id) }, body });
}

describe('POST /api/maintenance/work-orders', () => {
  it('creates an open, manual order numbered MWO-YYYY-NNNNN, priority medium by default, audited', async () => {
    const mold = await makeMold();
    const res = await call(postOrder, 'POST', base, {
      token: tech.token,
      body: { asset_type: 'mold', asset_id: mold.id, type: 'corrective', due_date: addDays(today(), 3), description: 'Flash on cavity 2', assigned_to_user_id: tech.user.id },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${base}/${res.body.data.id}`);
    expect(res.body.data).toMatchObject({
      status: 'open',
      trigger: 'manual',
      priority: 'medium',
      type: 'corrective',
      asset_type: 'mold',
      asset_id: mold.id,
      asset: { id: mold.id, code: mold.mold_code, status: 'active' },
      assigned_to: { id: tech.user.id },
      overdue: false,
      version: 1,
    });
    expect(res.body.data.maintenance_number).toMatch(new RegExp(`^MWO-${today().slice(0, 4)}-\\d{5}$`));
    await expectAudit('maintenance_work_order', res.body.data.id, 'create', { userId: tech.user.id });
  });

  it('takes a press, and a breakdown is its trigger', async () => {
    const press = await makeMachine();
    const res = await call(postOrder, 'POST', base, { token: production.token, body: { asset_type: 'machine', asset_id: press.id, type: 'repair', priority: 'high', due_date: today(), breakdown: true } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ trigger: 'breakdown', priority: 'high', asset: { code: press.machine_number } });
  });

  it('refuses roles without maintenance.write (403) and bad input (422 with the errors map)', async () => {
    const mold = await makeMold();
    const body = { asset_type: 'mold', asset_id: mold.id, type: 'preventive', due_date: today() };
    for (const who of [viewer, await signedInAs('Quality'), await signedInAs('Sales')]) {
      expect((await call(postOrder, 'POST', base, { token: who.token, body })).status).toBe(403);
    }
    const bad = await call(postOrder, 'POST', base, { token: admin.token, body: { ...body, type: 'polishing', priority: 'urgent', due_date: 'soon' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['due_date', 'priority', 'type']);
    const unknown = await call(postOrder, 'POST', base, { token: admin.token, body: { ...body, asset_id: 99_999_999 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.asset_id).toEqual([ASSET_UNKNOWN]);
    expect(await ordersOf('mold', mold.id)).toHaveLength(0);
  });

  it('never two open orders for one asset (422 on asset_id); after completion or cancellation a new one is fine', async () => {
    const order = await makeMaintenanceOrder();
    const again = await call(postOrder, 'POST', base, { token: admin.token, body: { asset_type: 'mold', asset_id: order.asset_id, type: 'cleaning', due_date: today() } });
    expect(again.status).toBe(422);
    expect(again.body.errors.asset_id).toEqual([ASSET_HAS_OPEN_ORDER]);
    expect((await act(postCancel, 'cancel', admin.token, order.id)).status).toBe(200);
    const after = await call(postOrder, 'POST', base, { token: admin.token, body: { asset_type: 'mold', asset_id: order.asset_id, type: 'cleaning', due_date: today() } });
    expect(after.status).toBe(201);
  });

  it('20 parallel creates for one asset make exactly one', async () => {
    const mold = await makeMold();
    const body = { asset_type: 'mold', asset_id: mold.id, type: 'preventive', due_date: today() };
    const results = await Promise.all(Array.from({ length: 20 }, () => call(postOrder, 'POST', base, { token: admin.token, body })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(19);
    expect(await ordersOf('mold', mold.id)).toHaveLength(1);
  });
});

describe('raised by the system', () => {
  it('a usage record that takes a mold to Due Soon raises one preventive order (trigger shots); 20 parallel records raise exactly one', async () => {
    const mold = await makeMold({ maintenance_interval_shots: 10_000, total_shots_lifetime: 8_000, shots_since_maintenance: 8_000 });
    const before = await call(postUsage, 'POST', `/api/molds/${mold.id}/usage`, { token: production.token, params: { id: String(mold.id) }, body: { date: today(), shots_produced: 500 } });
    expect(before.status).toBe(201);
    expect(await ordersOf('mold', mold.id)).toHaveLength(0); // 85 %: still Good
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(postUsage, 'POST', `/api/molds/${mold.id}/usage`, { token: production.token, params: { id: String(mold.id) }, body: { date: today(), shots_produced: 50 } })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const orders = await ordersOf('mold', mold.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'open', trigger: 'shots', type: 'preventive' });
    expect(orders[0].dueDate >= today()).toBe(true);
    await expectAudit('maintenance_work_order', orders[0].id, 'raise');
  });

  it('a production report that reaches Due Soon raises the order in its transaction', async () => {
    const mold = await makeMold({ maintenance_interval_shots: 1_000, total_shots_lifetime: 880, shots_since_maintenance: 880 });
    const order = await makeRunningWorkOrder({ mold_id: mold.id });
    await makeReport(order.id, { shots: 30, good_parts: 100, scrap_parts: 0 });
    const [raised] = await ordersOf('mold', mold.id);
    expect(raised).toMatchObject({ trigger: 'shots', status: 'open' });
  });

  it('a mold whose days since maintenance reach its day interval less 7 days raises one (trigger days), due at the interval', async () => {
    const mold = await makeMold({ maintenance_interval_days: 30 });
    const last = addDays(today(), -25);
    await db().update(molds).set({ lastMaintenanceDate: last }).where(eq(molds.id, mold.id));
    await call(postUsage, 'POST', `/api/molds/${mold.id}/usage`, { token: production.token, params: { id: String(mold.id) }, body: { date: today(), shots_produced: 10 } });
    const [raised] = await ordersOf('mold', mold.id);
    expect(raised).toMatchObject({ trigger: 'days', dueDate: addDays(last, 30) });
  });

  it('the sweep is Admin only (a Manager gets 403) and raises for molds and presses that came due, once', async () => {
    const mold = await makeMold({ maintenance_interval_days: 60 });
    await db().update(molds).set({ lastMaintenanceDate: addDays(today(), -70) }).where(eq(molds.id, mold.id));
    const press = await makeMachine({ maintenance_interval_days: 30 });
    await db().update(machines).set({ lastMaintenanceDate: addDays(today(), -28) }).where(eq(machines.id, press.id));
    const dueSoon = await makeMold({ maintenance_interval_shots: 1000, total_shots_lifetime: 950, shots_since_maintenance: 950 });

    expect((await call(sweepRoute, 'POST', '/api/maintenance/sweep', { token: manager.token })).status).toBe(403);
    expect((await call(sweepRoute, 'POST', '/api/maintenance/sweep', { token: tech.token })).status).toBe(403);
    expect(await ordersOf('mold', mold.id)).toHaveLength(0);

    const res = await call(sweepRoute, 'POST', '/api/maintenance/sweep', { token: admin.token });
    expect(res.status).toBe(200);
    const [m] = await ordersOf('mold', mold.id);
    const [p] = await ordersOf('machine', press.id);
    const [s] = await ordersOf('mold', dueSoon.id);
    expect(m).toMatchObject({ trigger: 'days', dueDate: addDays(today(), -10), priority: 'high' });
    expect(p).toMatchObject({ trigger: 'days', dueDate: addDays(today(), 2) });
    expect(s).toMatchObject({ trigger: 'shots' });
    expect(res.body.data.ids).toEqual(expect.arrayContaining([m.id, p.id, s.id]));

    await call(sweepRoute, 'POST', '/api/maintenance/sweep', { token: admin.token });
    expect(await ordersOf('mold', mold.id)).toHaveLength(1);
    expect(await ordersOf('machine', press.id)).toHaveLength(1);
  });
});

describe('presses count running hours from their status history', () => {
  it('90 % of the hours interval raises (trigger hours) in the sweep; the forecast shows it', async () => {
    const press = await makeMachine({ maintenance_interval_hours: 10 });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await db().insert(machineStatusChanges).values([
      { machineId: press.id, fromStatus: 'idle', toStatus: 'running', changedAt: hoursAgo(20) },
      { machineId: press.id, fromStatus: 'running', toStatus: 'idle', changedAt: hoursAgo(15) }, // 5 h
      { machineId: press.id, fromStatus: 'idle', toStatus: 'running', changedAt: hoursAgo(8) }, // 8 h so far
    ]);
    await db().update(machines).set({ lastMaintenanceDate: addDays(today(), -3) }).where(eq(machines.id, press.id));
    const forecast = await call(forecastRoute, 'GET', '/api/maintenance/forecast', { token: viewer.token });
    expect(forecast.body.data.find((r: { asset_type: string; asset_id: number }) => r.asset_type === 'machine' && r.asset_id === press.id)).toMatchObject({ trigger: 'hours', predicted_due_date: today() });
    await call(sweepRoute, 'POST', '/api/maintenance/sweep', { token: admin.token });
    const [raised] = await ordersOf('machine', press.id);
    expect(raised).toMatchObject({ trigger: 'hours', status: 'open', priority: 'high' });
  });
});

describe('start, complete, cancel', () => {
  it('start puts the mold in maintenance: it cannot be planned (422 mold_id) or go in progress (422) until completed', async () => {
    const mold = await makeMold({ maintenance_interval_shots: 100_000 });
    const planned = await makeWorkOrder({ mold_id: mold.id });
    const order = await makeMaintenanceOrder({ asset_id: mold.id });
    const res = await act(postStart, 'start', tech.token, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'in_progress', version: 2 });
    expect(res.body.data.started_at).toBeTruthy();
    expect((await moldRow(mold.id)).status).toBe('maintenance');
    await expectAudit('maintenance_work_order', order.id, 'start');

    const product = await makeProduct();
    const create = await call(postWorkOrder, 'POST', '/api/production/work-orders', {
      token: admin.token,
      body: { product_id: product.id, mold_id: mold.id, quantity_planned: 10, target_date: addDays(today(), 5) },
    });
    expect(create.status).toBe(422);
    expect(create.body.errors.mold_id).toEqual([MOLD_NOT_ACTIVE]);
    const go = await call(patchWorkOrder, 'PATCH', `/api/production/work-orders/${planned.id}`, { token: production.token, params: { id: String(planned.id) }, body: { status: 'in_progress' } });
    expect(go.status).toBe(422);

    // A second start is an illegal move.
    const twice = await act(postStart, 'start', tech.token, order.id);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.status).toBeDefined();
  });

  it('start on a press puts it in maintenance: it cannot be chosen for a work order (422 machine_id)', async () => {
    const press = await makeMachine();
    await makeStartedMaintenanceOrder({ asset_type: 'machine', asset_id: press.id, type: 'repair' });
    expect((await machineRow(press.id)).status).toBe('maintenance');
    const product = await makeProduct();
    const mold = await makeMold();
    const create = await call(postWorkOrder, 'POST', '/api/production/work-orders', {
      token: admin.token,
      body: { product_id: product.id, mold_id: mold.id, machine_id: press.id, quantity_planned: 10, target_date: addDays(today(), 5) },
    });
    expect(create.status).toBe(422);
    expect(create.body.errors.machine_id).toEqual([MACHINE_IN_MAINTENANCE]);
  });

  it('refuses to start while a production work order runs on the mold', async () => {
    const mold = await makeMold();
    await makeRunningWorkOrder({ mold_id: mold.id });
    const order = await makeMaintenanceOrder({ asset_id: mold.id });
    const res = await act(postStart, 'start', tech.token, order.id);
    expect(res.status).toBe(422);
    expect((await moldRow(mold.id)).status).toBe('active');
  });

  it('complete: the mold maintenance record (counter reset), parts issued FIFO, the mold active again — one transaction', async () => {
    const mold = await makeMold({ maintenance_interval_shots: 10_000, total_shots_lifetime: 50_000, shots_since_maintenance: 9_500 });
    const order = await makeStartedMaintenanceOrder({ asset_id: mold.id });
    const part = await makeProduct();
    const location = await makeLocation();
    await makeReceipt(part.id, location.id, 3, { received_date: addDays(today(), -10), lot_number: 'OLD' });
    await makeReceipt(part.id, location.id, 5, { received_date: addDays(today(), -1), lot_number: 'NEW' });

    const res = await act(postComplete, 'complete', tech.token, order.id, {
      completed_date: today(),
      technician: 'R. Novak',
      cost: 240,
      notes: 'Pins 3 and 4 replaced',
      issue_code: 'worn_ejector_pin',
      fix_code: 'replace_pin',
      parts: [{ product_id: part.id, quantity: 4 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'completed', issue_code: 'worn_ejector_pin', fix_code: 'replace_pin', technician: 'R. Novak', cost: 240, completed_date: today() });
    expect(res.body.data.parts_issued).toHaveLength(1);
    const m = await moldRow(mold.id);
    expect(m).toMatchObject({ status: 'active', lastMaintenanceDate: today() });
    expect(Number(m.shotsSinceMaintenance)).toBe(0);
    const [record] = await db().select().from(moldMaintenanceRecords).where(eq(moldMaintenanceRecords.id, res.body.data.maintenance_record_id));
    expect(record).toMatchObject({ moldId: mold.id, type: 'preventive', resetsCounter: true, technician: 'R. Novak' });
    expect(Number(record.shotsAtMaintenance)).toBe(50_000);
    expect(await onHand(part.id)).toBe(4);
    await expectAudit('maintenance_work_order', order.id, 'complete');
    await expectAudit('mold', mold.id, 'maintenance');
  });

  it('complete with a part short of stock → 422 on parts.N.quantity and nothing changes', async () => {
    const mold = await makeMold({ maintenance_interval_shots: 10_000, total_shots_lifetime: 9_800, shots_since_maintenance: 9_800 });
    const order = await makeStartedMaintenanceOrder({ asset_id: mold.id });
    const [plenty, scarce] = [await makeProduct(), await makeProduct()];
    const location = await makeLocation();
    await makeReceipt(plenty.id, location.id, 10);
    await makeReceipt(scarce.id, location.id, 1);
    const res = await act(postComplete, 'complete', tech.token, order.id, {
      completed_date: today(),
      technician: 'M. Chen',
      parts: [
        { product_id: plenty.id, quantity: 2 },
        { product_id: scarce.id, quantity: 5 },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['parts.1.quantity']);
    const [after] = await ordersOf('mold', mold.id);
    expect(after.status).toBe('in_progress');
    const m = await moldRow(mold.id);
    expect(m.status).toBe('maintenance');
    expect(Number(m.shotsSinceMaintenance)).toBe(9_800);
    expect(await db().select().from(moldMaintenanceRecords).where(eq(moldMaintenanceRecords.moldId, mold.id))).toHaveLength(0);
    expect(await onHand(plenty.id)).toBe(10);
    expect(await onHand(scarce.id)).toBe(1);
  });

  it('complete needs an order in progress and a technician; a press completes to idle with its last maintenance date', async () => {
    const open = await makeMaintenanceOrder();
    const early = await act(postComplete, 'complete', tech.token, open.id, { completed_date: today(), technician: 'A' });
    expect(early.status).toBe(422);
    const started = await makeStartedMaintenanceOrder();
    const bad = await act(postComplete, 'complete', tech.token, started.id, { completed_date: addDays(today(), 3), issue_code: 'gremlins' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['completed_date', 'issue_code', 'technician']);

    const press = await makeMachine();
    const pressOrder = await makeStartedMaintenanceOrder({ asset_type: 'machine', asset_id: press.id });
    const done = await act(postComplete, 'complete', tech.token, pressOrder.id, { completed_date: today(), technician: 'D. Patel', issue_code: 'hydraulic_leak', fix_code: 'replace_seal' });
    expect(done.status).toBe(200);
    expect(done.body.data.maintenance_record_id).toBeNull();
    expect(await machineRow(press.id)).toMatchObject({ status: 'idle', lastMaintenanceDate: today() });
  });

  it('cancel gives an in-progress asset back; a completed or cancelled order cannot move; Viewer 403; stale version 409', async () => {
    const order = await makeStartedMaintenanceOrder();
    expect((await act(postCancel, 'cancel', viewer.token, order.id)).status).toBe(403);
    expect((await act(postCancel, 'cancel', tech.token, order.id, { version: 1 })).status).toBe(409);
    const res = await act(postCancel, 'cancel', tech.token, order.id, { reason: 'Raised by mistake' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', notes: 'Raised by mistake' });
    expect((await moldRow(order.asset_id)).status).toBe('active');
    expect((await act(postCancel, 'cancel', tech.token, order.id)).status).toBe(422);
    expect((await act(postStart, 'start', tech.token, order.id)).status).toBe(422);
  });

  it('unknown or non-numeric ids are 404 naming the entity', async () => {
    for (const id of ['99999999', 'abc']) {
      const res = await call(getOne, 'GET', `${base}/${id}`, { token: viewer.token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/Maintenance work order not found/);
      expect((await act(postStart, 'start', tech.token, id as never)).status).toBe(404);
    }
  });
});

describe('overdue override on a production work order going in progress', () => {
  async function overdueOrder() {
    const mold = await makeMold({ maintenance_interval_shots: 1000, total_shots_lifetime: 1200, shots_since_maintenance: 1200 });
    return makeWorkOrder({ mold_id: mold.id });
  }
  const patch = (token: string, id: number, body: unknown) => call(patchWorkOrder, 'PATCH', `/api/production/work-orders/${id}`, { token, params: { id: String(id) }, body });

  it('stays refused (422 on status) without a reason', async () => {
    const order = await overdueOrder();
    const res = await patch(production.token, order.id, { status: 'in_progress' });
    expect(res.status).toBe(422);
    expect(res.body.errors.status).toBeDefined();
  });

  it('any role but Manager/Admin sending override_reason → 403 and nothing changes', async () => {
    const order = await overdueOrder();
    const res = await patch(production.token, order.id, { status: 'in_progress', override_reason: 'Customer line down' });
    expect(res.status).toBe(403);
    const after = await patch(admin.token, order.id, {});
    expect(after.body.data?.status ?? 'scheduled').toBe('scheduled');
  });

  it('a Manager with a reason moves it, audited', async () => {
    const order = await overdueOrder();
    const res = await patch(manager.token, order.id, { status: 'in_progress', override_reason: 'Customer line down, PM booked for Saturday' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('in_progress');
    await expectAudit('work_order', order.id, 'override', { userId: manager.user.id, changes: { override_reason: 'Customer line down, PM booked for Saturday' } });
  });

  it('a mold whose day interval has passed is overdue too', async () => {
    const mold = await makeMold({ maintenance_interval_days: 10 });
    await db().update(molds).set({ lastMaintenanceDate: addDays(today(), -11) }).where(eq(molds.id, mold.id));
    const order = await makeWorkOrder({ mold_id: mold.id });
    expect((await patch(production.token, order.id, { status: 'in_progress' })).status).toBe(422);
    expect((await patch(admin.token, order.id, { status: 'in_progress', override_reason: 'ok' })).status).toBe(200);
  });
});

describe('GET /api/maintenance/work-orders and the forecast', () => {
  it('filters by status, asset, overdue; sorts; answers the paginator; a bad filter is a 422', async () => {
    const mold = await makeMold();
    const late = await makeMaintenanceOrder({ asset_id: mold.id, due_date: addDays(today(), -3) });
    const press = await makeMachine();
    const pressOrder = await makeStartedMaintenanceOrder({ asset_type: 'machine', asset_id: press.id, due_date: addDays(today(), 2) });

    const one = await call(listRoute, 'GET', `${base}?asset_type=mold&asset_id=${mold.id}`, { token: viewer.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ success: true, total: 1, current_page: 1 });
    expect(one.body.data[0]).toMatchObject({ id: late.id, overdue: true });

    const overdue = await call(listRoute, 'GET', `${base}?overdue=true&per_page=100`, { token: viewer.token });
    const ids = overdue.body.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(pressOrder.id);
    expect(overdue.body.data.every((r: { overdue: boolean }) => r.overdue)).toBe(true);

    const running = await call(listRoute, 'GET', `${base}?status=in_progress&asset_type=machine&per_page=100`, { token: viewer.token });
    expect(running.body.data.map((r: { id: number }) => r.id)).toContain(pressOrder.id);
    expect(running.body.data.every((r: { status: string; asset_type: string }) => r.status === 'in_progress' && r.asset_type === 'machine')).toBe(true);

    const sorted = await call(listRoute, 'GET', `${base}?sort=due_date&dir=desc&per_page=50`, { token: viewer.token });
    const dates = sorted.body.data.map((r: { due_date: string }) => r.due_date);
    expect(dates).toEqual([...dates].sort().reverse());

    for (const q of ['status=late', 'asset_type=robot', 'overdue=maybe', 'sort=nope', 'asset_id=x']) {
      expect((await call(listRoute, 'GET', `${base}?${q}`, { token: viewer.token })).status).toBe(422);
    }
    for (const q of [mold.mold_code.toLowerCase(), late.maintenance_number, press.machine_number]) {
      const found = await call(listRoute, 'GET', `${base}?q=${encodeURIComponent(q)}&per_page=100`, { token: viewer.token });
      expect(found.body.data.map((r: { id: number }) => r.id)).toContain(q === press.machine_number ? pressOrder.id : late.id);
    }
    const csv = await call(exportRoute, 'GET', `${base}/export?asset_type=mold&asset_id=${mold.id}`, { token: viewer.token });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(late.maintenance_number);
  });

  it('forecast: molds and presses predicted due within the window, soonest first, with their open order', async () => {
    const mold = await makeMold({ maintenance_interval_shots: 10_000, total_shots_lifetime: 3_000, shots_since_maintenance: 3_000 });
    // 3,000 shots in the last 30 days → 100 a day; 4,000 shots left after them → due in 40 days.
    await call(postUsage, 'POST', `/api/molds/${mold.id}/usage`, { token: production.token, params: { id: String(mold.id) }, body: { date: addDays(today(), -1), shots_produced: 3_000 } });
    const far = await call(forecastRoute, 'GET', '/api/maintenance/forecast?days=30', { token: viewer.token });
    expect(far.body.data.find((r: { asset_id: number; asset_type: string }) => r.asset_type === 'mold' && r.asset_id === mold.id)).toBeUndefined();
    const wide = await call(forecastRoute, 'GET', '/api/maintenance/forecast?days=60', { token: viewer.token });
    const row = wide.body.data.find((r: { asset_id: number; asset_type: string }) => r.asset_type === 'mold' && r.asset_id === mold.id);
    expect(row).toMatchObject({ asset_code: mold.mold_code, trigger: 'shots', predicted_due_date: addDays(today(), 40), open_work_order_id: null });

    const press = await makeMachine({ maintenance_interval_days: 20 });
    const order = await makeMaintenanceOrder({ asset_type: 'machine', asset_id: press.id });
    const res = await call(forecastRoute, 'GET', '/api/maintenance/forecast', { token: viewer.token });
    expect(res.status).toBe(200);
    const pressRow = res.body.data.find((r: { asset_id: number; asset_type: string }) => r.asset_type === 'machine' && r.asset_id === press.id);
    expect(pressRow).toMatchObject({ trigger: 'days', predicted_due_date: addDays(today(), 20), open_work_order_id: order.id });
    const dates = res.body.data.map((r: { predicted_due_date: string }) => r.predicted_due_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d: string) => d <= addDays(today(), 30))).toBe(true);
  });
});

describe('audit of refusals', () => {
  it('a refused write leaves no order', async () => {
    const mold = await makeMold();
    await call(postOrder, 'POST', base, { token: viewer.token, body: { asset_type: 'mold', asset_id: mold.id, type: 'preventive', due_date: today() } });
    expect(await ordersOf('mold', mold.id)).toHaveLength(0);
    expect((await auditRows('permission', 'maintenance.write')).length).toBeGreaterThan(0);
    void sql;
  });
});
