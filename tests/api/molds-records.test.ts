import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getMoldRoute } from '@/app/api/molds/[id]/route';
import { GET as listMaintenance, POST as postMaintenance } from '@/app/api/molds/[id]/maintenance/route';
import { GET as listUsage, POST as postUsage } from '@/app/api/molds/[id]/usage/route';
import { GET as listMoldsRoute } from '@/app/api/molds/route';
import { getDb } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';
import { addDays, todayInPlant } from '@/lib/dates';
import { recordUsageInTx } from '@/lib/molds/service';
import { usageRecordSchema } from '@/lib/molds/schemas';
import { expectAudit } from '../audit';
import { makeMold } from '../factories/molds';
import { call, signedIn } from '../helpers';

let token: string;
let user: SessionUser;
const today = () => todayInPlant();
const daysAgo = (n: number) => addDays(todayInPlant(), -n);

beforeAll(async () => {
  ({ token, user } = await signedIn());
});

async function usage(id: number, body: Record<string, unknown>) {
  return call(postUsage, 'POST', `/api/molds/${id}/usage`, { token, params: { id: String(id) }, body });
}

async function maintenance(id: number, body: Record<string, unknown>) {
  return call(postMaintenance, 'POST', `/api/molds/${id}/maintenance`, { token, params: { id: String(id) }, body });
}

async function mold(id: number) {
  return (await call(getMoldRoute, 'GET', `/api/molds/${id}`, { token, params: { id: String(id) } })).body.data;
}

describe('POST /api/molds/{id}/usage', () => {
  it('stores the run and adds its shots to both counters without bumping version', async () => {
    const m = await makeMold({ total_shots_lifetime: 10_000, shots_since_maintenance: 2_000, maintenance_interval: 50_000 });
    const res = await usage(m.id, {
      date: today(),
      work_order: 'WO-2026-00042',
      product: 'Bezel LH',
      shots_produced: 1_500,
      machine: 'Press 07',
      operator: 'J. Ortiz',
      defect_rate: 1.25,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Usage recorded successfully');
    expect(res.body.data).toMatchObject({
      mold_id: m.id,
      date: today(),
      work_order: 'WO-2026-00042',
      product: 'Bezel LH',
      shots_produced: 1_500,
      machine: 'Press 07',
      operator: 'J. Ortiz',
      defect_rate: 1.25,
      mold: { total_shots_lifetime: 11_500, shots_since_maintenance: 3_500, version: 1 },
    });
    const after = await mold(m.id);
    expect(after).toMatchObject({ total_shots_lifetime: 11_500, shots_since_maintenance: 3_500, version: 1, shots_last_30_days: 1_500 });
    await expectAudit('mold', m.id, 'usage', { count: 1, userId: user.id, changes: { date: today(), shots_produced: 1_500 } });
  });

  it.each([
    ['shots_produced', 0, 'The shots produced must be at least 1.'],
    ['shots_produced', -10, 'The shots produced must be at least 1.'],
    ['shots_produced', 12.5, 'The shots produced must be an integer.'],
    ['shots_produced', undefined, 'The shots produced field is required.'],
    ['defect_rate', 100.5, 'The defect rate may not be greater than 100.'],
    ['defect_rate', -0.1, 'The defect rate must be at least 0.'],
    ['defect_rate', 'high', 'The defect rate must be a number.'],
    ['date', undefined, 'The date field is required.'],
    ['date', '2025-13-01', 'The date must be a valid date (YYYY-MM-DD).'],
    ['date', 'FUTURE', 'The date cannot be in the future.'],
  ])('rejects %s = %j with 422 and changes nothing', async (field, value, message) => {
    const m = await makeMold();
    const body: Record<string, unknown> = { date: today(), shots_produced: 100, [field]: value === 'FUTURE' ? addDays(today(), 2) : value };
    if (value === undefined) delete body[field];
    const res = await usage(m.id, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await mold(m.id)).total_shots_lifetime).toBe(0);
  });

  it('accepts 0 and 100 as defect rates and no defect rate at all', async () => {
    const m = await makeMold();
    expect((await usage(m.id, { date: today(), shots_produced: 1, defect_rate: 0 })).body.data.defect_rate).toBe(0);
    expect((await usage(m.id, { date: today(), shots_produced: 1, defect_rate: 100 })).body.data.defect_rate).toBe(100);
    expect((await usage(m.id, { date: today(), shots_produced: 1 })).body.data.defect_rate).toBeNull();
  });

  it('never loses shots when runs arrive at the same time', async () => {
    const m = await makeMold();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => usage(m.id, { date: today(), shots_produced: 100 + i })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const expected = Array.from({ length: 12 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(await mold(m.id)).toMatchObject({ total_shots_lifetime: expected, shots_since_maintenance: expected });
  });

  it('lists the runs newest first, whole or paged', async () => {
    const m = await makeMold();
    await usage(m.id, { date: daysAgo(3), shots_produced: 1 });
    await usage(m.id, { date: daysAgo(1), shots_produced: 2 });
    await usage(m.id, { date: daysAgo(2), shots_produced: 3 });
    const params = { id: String(m.id) };
    const all = await call(listUsage, 'GET', '/x', { token, params });
    expect(all.body.data.map((u: { shots_produced: number }) => u.shots_produced)).toEqual([2, 3, 1]);
    const page = await call(listUsage, 'GET', '/x?page=1&per_page=2', { token, params });
    expect(page.body).toMatchObject({ current_page: 1, last_page: 2, total: 3 });
    expect(page.body.data).toHaveLength(2);
  });

  it("recordUsageInTx writes in the caller's transaction: committed with it, rolled back with it", async () => {
    const m = await makeMold({ total_shots_lifetime: 50, shots_since_maintenance: 50 });
    const input = usageRecordSchema.parse({ date: today(), work_order: 'WO-2026-00077', shots_produced: 250, defect_rate: 0.5 });
    const rolledBack = getDb().transaction(async (tx) => {
      const run = await recordUsageInTx(tx, user, m.id, input);
      expect(run.mold).toMatchObject({ total_shots_lifetime: 300, shots_since_maintenance: 300 });
      throw new Error('the production report failed');
    });
    await expect(rolledBack).rejects.toThrow('the production report failed');
    expect(await mold(m.id)).toMatchObject({ total_shots_lifetime: 50, usage_history: [] });
    await expectAudit('mold', m.id, 'usage', { count: 0 });

    const run = await getDb().transaction((tx) => recordUsageInTx(tx, user, m.id, input));
    expect(run).toMatchObject({ mold_id: m.id, work_order: 'WO-2026-00077', shots_produced: 250, defect_rate: 0.5, mold: { id: m.id, total_shots_lifetime: 300, version: 1 } });
    expect(await mold(m.id)).toMatchObject({ total_shots_lifetime: 300, shots_since_maintenance: 300, usage_history: [{ id: run.id }] });
    await expectAudit('mold', m.id, 'usage', { count: 1, userId: user.id, changes: { record_id: run.id, shots_produced: 250 } });
    await expect(getDb().transaction((tx) => recordUsageInTx(tx, user, 999_999_999, input))).rejects.toThrow('Mold not found');
  });
});

describe('POST /api/molds/{id}/maintenance', () => {
  it('logs preventive maintenance: records lifetime shots, resets the counter, sets the date, keeps version', async () => {
    const m = await makeMold({ total_shots_lifetime: 480_000, shots_since_maintenance: 96_000, maintenance_interval: 100_000 });
    expect(m.maintenance_health).toBe('Due Soon');
    const res = await maintenance(m.id, { date: daysAgo(1), type: 'preventive', description: 'Replaced ejector pins', technician: 'R. Novak', cost: 1250.5 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Maintenance logged successfully');
    expect(res.body.data).toMatchObject({
      date: daysAgo(1),
      type: 'preventive',
      description: 'Replaced ejector pins',
      technician: 'R. Novak',
      cost: 1250.5,
      resets_counter: true,
      shots_at_maintenance: 480_000,
      mold: { shots_since_maintenance: 0, total_shots_lifetime: 480_000, last_maintenance_date: daysAgo(1), maintenance_health: 'Good', version: 1 },
    });
    const after = await mold(m.id);
    expect(after).toMatchObject({ shots_since_maintenance: 0, total_shots_lifetime: 480_000, last_maintenance_date: daysAgo(1), version: 1, maintenance_health: 'Good' });
    expect(after.maintenance_history[0]).toMatchObject({ type: 'preventive', cost: 1250.5, technician: 'R. Novak' });
  });

  it.each([
    ['corrective', true],
    ['repair', true],
    ['cleaning', false],
    ['inspection', false],
  ])('%s resets the counter by default: %s', async (type, resets) => {
    const m = await makeMold({ total_shots_lifetime: 5_000, shots_since_maintenance: 5_000 });
    const res = await maintenance(m.id, { date: today(), type });
    expect(res.body.data.resets_counter).toBe(resets);
    expect((await mold(m.id)).shots_since_maintenance).toBe(resets ? 0 : 5_000);
  });

  it('honours an explicit resets_counter', async () => {
    const m = await makeMold({ total_shots_lifetime: 5_000, shots_since_maintenance: 5_000 });
    await maintenance(m.id, { date: today(), type: 'preventive', resets_counter: false });
    expect((await mold(m.id)).shots_since_maintenance).toBe(5_000);
    await maintenance(m.id, { date: today(), type: 'inspection', resets_counter: true });
    expect((await mold(m.id)).shots_since_maintenance).toBe(0);
  });

  it('keeps a back-dated record as history only', async () => {
    const m = await makeMold({ total_shots_lifetime: 20_000, shots_since_maintenance: 0 });
    await maintenance(m.id, { date: daysAgo(5), type: 'preventive' });
    await usage(m.id, { date: daysAgo(2), shots_produced: 3_000 });
    const late = await maintenance(m.id, { date: daysAgo(20), type: 'repair', cost: 300 });
    expect(late.status).toBe(201);
    expect(late.body.data).toMatchObject({ resets_counter: false, shots_at_maintenance: 23_000 });
    const after = await mold(m.id);
    expect(after).toMatchObject({ shots_since_maintenance: 3_000, last_maintenance_date: daysAgo(5) });
    expect(after.maintenance_history.map((r: { date: string }) => r.date)).toEqual([daysAgo(5), daysAgo(20)]);
    // Same day as the latest record is not back-dated.
    await maintenance(m.id, { date: daysAgo(5), type: 'corrective' });
    expect((await mold(m.id)).shots_since_maintenance).toBe(0);
  });

  it('a record without reset still moves the last maintenance date', async () => {
    const m = await makeMold({ total_shots_lifetime: 100, shots_since_maintenance: 100 });
    await maintenance(m.id, { date: daysAgo(10), type: 'preventive' });
    await maintenance(m.id, { date: daysAgo(3), type: 'cleaning' });
    expect(await mold(m.id)).toMatchObject({ last_maintenance_date: daysAgo(3), shots_since_maintenance: 0 });
  });

  it.each([
    ['date', undefined, 'The date field is required.'],
    ['date', 'FUTURE', 'The date cannot be in the future.'],
    ['date', '03/15/2025', 'The date must be a valid date (YYYY-MM-DD).'],
    ['type', undefined, 'The type field is required.'],
    ['type', 'overhaul', 'The selected type is invalid. Choose preventive, corrective, repair, cleaning or inspection.'],
    ['cost', -0.01, 'The cost must be at least 0.'],
    ['cost', 'cheap', 'The cost must be a number.'],
    ['resets_counter', 'yes', 'The resets counter field must be true or false.'],
  ])('rejects %s = %j with 422 and changes nothing', async (field, value, message) => {
    const m = await makeMold({ total_shots_lifetime: 10, shots_since_maintenance: 10 });
    const body: Record<string, unknown> = { date: today(), type: 'preventive', [field]: value === 'FUTURE' ? addDays(today(), 2) : value };
    if (value === undefined) delete body[field];
    const res = await maintenance(m.id, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    const after = await mold(m.id);
    expect(after).toMatchObject({ shots_since_maintenance: 10, last_maintenance_date: null, maintenance_history: [] });
  });

  it('defaults cost to 0 and lists records newest first', async () => {
    const m = await makeMold();
    await maintenance(m.id, { date: daysAgo(9), type: 'inspection' });
    await maintenance(m.id, { date: daysAgo(2), type: 'cleaning', cost: 45.5 });
    const list = await call(listMaintenance, 'GET', '/x', { token, params: { id: String(m.id) } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { type: string; cost: number }) => [r.type, r.cost])).toEqual([
      ['cleaning', 45.5],
      ['inspection', 0],
    ]);
  });
});

describe('next_maintenance_due', () => {
  it('is today + ceil(remaining ÷ average shots per day over the last 30 days)', async () => {
    const m = await makeMold({ maintenance_interval: 100_000 });
    await usage(m.id, { date: daysAgo(40), shots_produced: 10_000 }); // counts on the counters, not in the window
    await usage(m.id, { date: daysAgo(10), shots_produced: 15_000 });
    await usage(m.id, { date: today(), shots_produced: 15_000 });
    // since = 40,000 → 60,000 left; 30,000 shots in 30 days = 1,000/day → 60 days.
    const after = await mold(m.id);
    expect(after).toMatchObject({ shots_since_maintenance: 40_000, shots_last_30_days: 30_000, avg_daily_shots: 1_000, next_maintenance_due: addDays(today(), 60) });
    // The list computes the same date (one batched query for all molds).
    const list = await call(listMoldsRoute, 'GET', `/api/molds?q=${m.mold_code}`, { token });
    expect(list.body.data[0].next_maintenance_due).toBe(addDays(today(), 60));
    const paged = await call(listMoldsRoute, 'GET', `/api/molds?q=${m.mold_code}&page=1`, { token });
    expect(paged.body.data[0].next_maintenance_due).toBe(addDays(today(), 60));
  });

  it('rounds the days up, counts the record dated 30 days ago, and is recomputed after maintenance', async () => {
    const m = await makeMold({ maintenance_interval: 10_000 });
    await usage(m.id, { date: daysAgo(30), shots_produced: 7_000 }); // 7,000/30 per day
    // 3,000 left ÷ 233.33/day = 12.86 → 13 days.
    expect((await mold(m.id)).next_maintenance_due).toBe(addDays(today(), 13));
    await maintenance(m.id, { date: today(), type: 'preventive' });
    // 10,000 left ÷ 233.33/day = 42.86 → 43 days.
    expect((await mold(m.id)).next_maintenance_due).toBe(addDays(today(), 43));
  });

  it('is today when already due, and null without an interval or without usage in the last 30 days', async () => {
    const due = await makeMold({ maintenance_interval: 1_000 });
    await usage(due.id, { date: today(), shots_produced: 1_000 });
    expect(await mold(due.id)).toMatchObject({ next_maintenance_due: today(), maintenance_health: 'Overdue' });

    const registeredOverdue = await makeMold({ maintenance_interval: 1_000, total_shots_lifetime: 5_000, shots_since_maintenance: 1_200 });
    expect(registeredOverdue.next_maintenance_due).toBe(today());

    const noInterval = await makeMold();
    await usage(noInterval.id, { date: today(), shots_produced: 500 });
    expect((await mold(noInterval.id)).next_maintenance_due).toBeNull();

    const idle = await makeMold({ maintenance_interval: 100_000 });
    await usage(idle.id, { date: daysAgo(31), shots_produced: 500 });
    expect(await mold(idle.id)).toMatchObject({ next_maintenance_due: null, shots_last_30_days: 0, shots_since_maintenance: 500 });
  });

  it('editing the interval changes the prediction at once', async () => {
    const m = await makeMold({ maintenance_interval: 10_000 });
    await usage(m.id, { date: today(), shots_produced: 3_000 }); // 100/day
    expect((await mold(m.id)).next_maintenance_due).toBe(addDays(today(), 70));
    const { PATCH } = await import('@/app/api/molds/[id]/route');
    const res = await call(PATCH, 'PATCH', '/x', { token, params: { id: String(m.id) }, body: { maintenance_interval_shots: 5_000 } });
    expect(res.body.data.next_maintenance_due).toBe(addDays(today(), 20));
  });
});
