import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getOee } from '@/app/api/oee/route';
import { GET as exportOee } from '@/app/api/oee/export/route';
import { GET as getDowntimePareto } from '@/app/api/reports/downtime-pareto/route';
import { GET as getScrapPareto } from '@/app/api/reports/scrap-pareto/route';
import { POST as postReport } from '@/app/api/production/work-orders/[id]/reports/route';
import { getDb } from '@/db/client';
import { oeeDowntimeDaily, oeePressDaily, oeeProductionDaily, oeeScrapDaily, productionReportScrap } from '@/db/schema';
import { addDays, startOfPlantDay, todayInPlant } from '@/lib/dates';
import { computeOee } from '@/lib/oee/formulas';
import { recomputedRollups, splitByPlantDay } from '@/lib/oee/rollups';
import { updateDowntime } from '@/lib/oee/service';
import { SCRAP_REASON_TWICE, scrapReasonsSumMessage } from '@/lib/production/schemas';
import { makeMachine } from '../factories/machines';
import { makeMold } from '../factories/molds';
import { backdateReports, makeDowntime } from '../factories/oee';
import { makeReport, makeRunningWorkOrder } from '../factories/production';
import { makeProduct } from '../factories/products';
import { signedInAs, type SignedIn } from '../factories/users';
import { call } from '../helpers';

/**
 * OEE (CONTRACT §13) against hand-computed cases, on a plant zone with DST (America/Chicago), and the daily rollups
 * against a recomputation from the raw rows after a random burst of reports and events.
 */
const ZONE = 'America/Chicago';
const previousZone = process.env.PLANT_TIME_ZONE;
let admin: SignedIn;
let viewer: SignedIn;

beforeAll(async () => {
  process.env.PLANT_TIME_ZONE = ZONE;
  [admin, viewer] = await Promise.all([signedInAs('Admin'), signedInAs('Viewer')]);
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.PLANT_TIME_ZONE;
  else process.env.PLANT_TIME_ZONE = previousZone;
});

/** An instant on plant day `day` at hh:mm (plant time). */
const at = (day: string, hh: number, mm = 0) => new Date(startOfPlantDay(day).getTime() + (hh * 60 + mm) * 60_000);

async function oee(query: Record<string, string | number>, token = viewer.token) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call(getOee, 'GET', `/api/oee?${qs}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, number | string | null>[];
}

/** A press running a work order of a product with a 30 s ideal cycle on a 4-cavity mold; `reports` backdated to `day`. */
async function pressWithProduction(day: string, reports: { hh: number; shots: number; good: number; scrap: number; reasons?: { reason_code: string; quantity: number }[] }[], opts: { moldId?: number; machineId?: number; cycle?: number } = {}) {
  const machine = opts.machineId ? { id: opts.machineId } : await makeMachine();
  const product = await makeProduct({ cycleTimeSeconds: opts.cycle ?? 30 });
  const order = await makeRunningWorkOrder({ machine_id: machine.id, product_id: product.id, quantity_planned: 100_000_000, ...(opts.moldId ? { mold_id: opts.moldId } : {}) });
  const moves = [];
  for (const r of reports) {
    const report = await makeReport(order.id, { shots: r.shots, good_parts: r.good, scrap_parts: r.scrap, ...(r.reasons ? { scrap_reasons: r.reasons } : {}) });
    moves.push({ reportId: report.id, at: at(day, r.hh) });
  }
  await backdateReports(machine.id, moves);
  return { machineId: machine.id, order };
}

describe('the OEE formulas (hand-computed)', () => {
  it('a plain day: 60 min planned and 30 min unplanned downtime, 1000 shots of 30 s, 5 % scrap', async () => {
    const day = '2025-06-11';
    const { machineId } = await pressWithProduction(day, [{ hh: 14, shots: 1000, good: 3800, scrap: 200 }]);
    await makeDowntime(machineId, { started_at: at(day, 6), ended_at: at(day, 7), reason_code: 'mold_change' });
    await makeDowntime(machineId, { started_at: at(day, 10), ended_at: at(day, 10, 30), reason_code: 'machine_failure' });
    const [row] = await oee({ machine_id: machineId, from: day, to: day, group_by: 'machine' });
    // window 1440; planned 1440 − 60 = 1380; run 1380 − 30 = 1350; ideal 1000 × 30 s = 500 min
    expect(row).toMatchObject({
      key: String(machineId),
      window_minutes: 1440,
      planned_downtime_minutes: 60,
      unplanned_downtime_minutes: 30,
      planned_minutes: 1380,
      run_minutes: 1350,
      ideal_minutes: 500,
      shots: 1000,
      good_parts: 3800,
      scrap_parts: 200,
      total_parts: 4000,
      availability: 0.9783, // 1350 / 1380
      performance: 0.3704, // 500 / 1350
      performance_raw: 0.3704,
      quality: 0.95,
      oee: 0.3442, // 500 / 1380 × 0.95 = 0.344203
    });
  });

  it('a window cut through an event: 22:00–02:00 counts 120 min on each plant day; the day group splits too', async () => {
    const day = '2025-06-18';
    const next = addDays(day, 1);
    const machine = await makeMachine();
    await makeDowntime(machine.id, { started_at: at(day, 22), ended_at: at(next, 2), reason_code: 'machine_failure' });
    const [first] = await oee({ machine_id: machine.id, from: day, to: day });
    const [second] = await oee({ machine_id: machine.id, from: next, to: next });
    expect(first).toMatchObject({ unplanned_downtime_minutes: 120, planned_minutes: 1440, run_minutes: 1320, availability: 0.9167, performance: 0, quality: null, oee: 0 });
    expect(second).toMatchObject({ unplanned_downtime_minutes: 120, run_minutes: 1320 });
    const both = await oee({ machine_id: machine.id, from: day, to: next, group_by: 'day' });
    expect(both.map((r) => [r.key, r.unplanned_downtime_minutes])).toEqual([
      [day, 120],
      [next, 120],
    ]);
    const [whole] = await oee({ machine_id: machine.id, from: day, to: next });
    expect(whole).toMatchObject({ window_minutes: 2880, unplanned_downtime_minutes: 240, availability: 0.9167 });
  });

  it('a DST day is 25 hours long (window 1500 min in America/Chicago on 2025-11-02)', async () => {
    const machine = await makeMachine();
    const [row] = await oee({ machine_id: machine.id, from: '2025-11-02', to: '2025-11-02' });
    expect(row).toMatchObject({ window_minutes: 1500, planned_minutes: 1500, availability: 1 });
    expect(splitByPlantDay(at('2025-11-01', 23), at('2025-11-03', 1)).map((p) => p.ms / 60_000)).toEqual([60, 1500, 60]);
  });

  it('a press with no planned time: availability, performance and OEE are null, not a division by zero', async () => {
    const day = '2025-06-25';
    const machine = await makeMachine();
    await makeDowntime(machine.id, { started_at: at(day, 0), ended_at: at(addDays(day, 1), 0), reason_code: 'no_order' });
    const [row] = await oee({ machine_id: machine.id, from: day, to: day });
    expect(row).toMatchObject({ window_minutes: 1440, planned_downtime_minutes: 1440, planned_minutes: 0, run_minutes: 0, availability: null, performance: null, performance_raw: null, oee: null });
  });

  it('performance above 100 %: capped at 1 in the total, the raw value returned beside it', async () => {
    const day = '2025-07-02';
    const { machineId } = await pressWithProduction(day, [{ hh: 23, shots: 200, good: 800, scrap: 0 }]);
    // planned time: only 23:00–24:00 (no order before) = 60 min; ideal 200 × 30 s = 100 min
    await makeDowntime(machineId, { started_at: at(day, 0), ended_at: at(day, 23), reason_code: 'no_order' });
    const [row] = await oee({ machine_id: machineId, from: day, to: day });
    expect(row).toMatchObject({ planned_minutes: 60, run_minutes: 60, ideal_minutes: 100, availability: 1, performance: 1, performance_raw: 1.6667, quality: 1, oee: 1 });
  });

  it('an open event counts up to now and cuts today’s window at now', async () => {
    const machine = await makeMachine();
    const started = new Date(Date.now() - 30 * 60_000);
    await makeDowntime(machine.id, { started_at: started, reason_code: 'material_shortage' });
    const today = todayInPlant();
    const [row] = await oee({ machine_id: machine.id, from: today, to: today });
    const sinceMidnight = (Date.now() - startOfPlantDay(today).getTime()) / 60_000;
    expect(Number(row.window_minutes)).toBeGreaterThan(sinceMidnight - 1);
    expect(Number(row.window_minutes)).toBeLessThanOrEqual(sinceMidnight + 1);
    const expectedDown = Math.min(30, sinceMidnight);
    expect(Number(row.unplanned_downtime_minutes)).toBeGreaterThan(expectedDown - 1);
    expect(Number(row.unplanned_downtime_minutes)).toBeLessThan(expectedDown + 1);
  });

  it('by mold: two molds on one press-day share the day by their ideal time; by day sums the presses', async () => {
    const day = '2025-07-09';
    const [moldA, moldB] = await Promise.all([makeMold(), makeMold()]);
    const { machineId } = await pressWithProduction(day, [{ hh: 8, shots: 600, good: 2400, scrap: 0 }], { moldId: moldA.id }); // 300 min ideal
    await pressWithProduction(day, [{ hh: 16, shots: 200, good: 700, scrap: 100 }], { moldId: moldB.id, machineId }); // 100 min ideal
    await makeDowntime(machineId, { started_at: at(day, 12), ended_at: at(day, 14), reason_code: 'mold_change' }); // 120 planned
    const rows = await oee({ machine_id: machineId, from: day, to: day, group_by: 'mold' });
    const a = rows.find((r) => r.key === String(moldA.id))!;
    const b = rows.find((r) => r.key === String(moldB.id))!;
    // A: share 3/4 → window 1080, planned dt 90, planned 990; B: share 1/4 → window 360, planned dt 30, planned 330
    expect(a).toMatchObject({ window_minutes: 1080, planned_minutes: 990, run_minutes: 990, ideal_minutes: 300, availability: 1, performance: 0.303, quality: 1 });
    expect(b).toMatchObject({ window_minutes: 360, planned_minutes: 330, ideal_minutes: 100, performance: 0.303, quality: 0.875, oee: 0.2652 });
    const [press] = await oee({ machine_id: machineId, from: day, to: day });
    expect(press).toMatchObject({ planned_minutes: 1320, ideal_minutes: 400, good_parts: 3100, scrap_parts: 100 });
    // An event still open since 20:00 that day: its 240 minutes on that day are shared the same way (180 / 60).
    await makeDowntime(machineId, { started_at: at(day, 20), reason_code: 'utilities' });
    const withOpen = await oee({ machine_id: machineId, from: day, to: day, group_by: 'mold' });
    expect(withOpen.find((r) => r.key === String(moldA.id))).toMatchObject({ unplanned_downtime_minutes: 180, run_minutes: 810 });
    expect(withOpen.find((r) => r.key === String(moldB.id))).toMatchObject({ unplanned_downtime_minutes: 60, run_minutes: 270 });
  });

  it('computeOee: OEE from the unrounded factors; no parts and no run → 0', () => {
    expect(computeOee({ windowMs: 60_000 * 100, plannedDowntimeMs: 0, unplannedDowntimeMs: 100 * 60_000, idealSeconds: 0, shots: 0, goodParts: 0, scrapParts: 0 })).toMatchObject({ availability: 0, performance: null, oee: null });
    expect(computeOee({ windowMs: 60_000 * 3, plannedDowntimeMs: 0, unplannedDowntimeMs: 60_000, idealSeconds: 60, shots: 1, goodParts: 2, scrapParts: 1 })).toMatchObject({ availability: 0.6667, performance: 0.5, quality: 0.6667, oee: 0.2222 });
  });
});

describe('GET /api/oee input', () => {
  it('422 for a bad group, a reversed or too long window, an unknown press; 401 without a token', async () => {
    const bad = async (qs: string, field: string) => {
      const res = await call(getOee, 'GET', `/api/oee?${qs}`, { token: viewer.token });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty(field);
    };
    await bad('group_by=week', 'group_by');
    await bad('from=2025-02-10&to=2025-02-01', 'to');
    await bad('from=2020-01-01&to=2025-01-01', 'from');
    await bad('from=2025-02-30', 'from');
    await bad('machine_id=999999999', 'machine_id');
    expect((await call(getOee, 'GET', '/api/oee')).status).toBe(401);
  });

  it('exports the same rows as CSV', async () => {
    const machine = await makeMachine();
    const res = await fetchCsv(`/api/oee/export?machine_id=${machine.id}&from=2025-06-11&to=2025-06-11`);
    expect(res.split('\r\n')[0]).toContain('key,label,window_minutes');
    expect(res).toContain(`${machine.id},`);
  });
});

async function fetchCsv(path: string) {
  const res = await exportOee(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${viewer.token}` } }));
  expect(res.status).toBe(200);
  return (await res.text()).replace(/^\uFEFF/, '');
}

describe('scrap reasons on production reports', () => {
  it('stores reasons that sum to the scrap, feeds the scrap Pareto; 422 when they do not sum or repeat', async () => {
    const machine = await makeMachine();
    const order = await makeRunningWorkOrder({ machine_id: machine.id, quantity_planned: 100_000 });
    const post = (body: Record<string, unknown>) => call(postReport, 'POST', `/api/production/work-orders/${order.id}/reports`, { token: admin.token, params: { id: String(order.id) }, body });
    const wrong = await post({ shots: 10, good_parts: 30, scrap_parts: 5, scrap_reasons: [{ reason_code: 'flash', quantity: 3 }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.scrap_reasons).toEqual([scrapReasonsSumMessage(5)]);
    const twice = await post({ shots: 10, good_parts: 30, scrap_parts: 5, scrap_reasons: [{ reason_code: 'flash', quantity: 3 }, { reason_code: 'flash', quantity: 2 }] });
    expect(twice.body.errors.scrap_reasons).toEqual([SCRAP_REASON_TWICE]);
    const unknown = await post({ shots: 10, good_parts: 30, scrap_parts: 5, scrap_reasons: [{ reason_code: 'ugly', quantity: 5 }] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['scrap_reasons.0.reason_code']);

    const ok = await post({ shots: 10, good_parts: 30, scrap_parts: 5, scrap_reasons: [{ reason_code: 'flash', quantity: 3 }, { reason_code: 'short_shot', quantity: 2 }] });
    expect(ok.status).toBe(201);
    expect(ok.body.data.scrap_reasons).toEqual([{ reason_code: 'flash', quantity: 3 }, { reason_code: 'short_shot', quantity: 2 }]);
    const stored = await getDb().select().from(productionReportScrap).where(eq(productionReportScrap.reportId, ok.body.data.id));
    expect(stored.map((s) => [s.reasonCode, s.quantity]).sort()).toEqual([['flash', 3], ['short_shot', 2]]);
    await post({ shots: 10, good_parts: 36, scrap_parts: 4 }); // no reasons: unspecified

    const today = todayInPlant();
    const pareto = await call(getScrapPareto, 'GET', `/api/reports/scrap-pareto?machine_id=${machine.id}&from=${today}&to=${today}`, { token: viewer.token });
    expect(pareto.body.data).toEqual([
      { reason_code: 'unspecified', reason_label: 'Unspecified', quantity: 4, share: 0.4444, cumulative_share: 0.4444 },
      { reason_code: 'flash', reason_label: 'Flash', quantity: 3, share: 0.3333, cumulative_share: 0.7778 },
      { reason_code: 'short_shot', reason_label: 'Short shot', quantity: 2, share: 0.2222, cumulative_share: 1 },
    ]);
  });
});

describe('the downtime Pareto', () => {
  it('minutes and events per reason, most first, with the cumulative share', async () => {
    const day = '2025-08-06';
    const machine = await makeMachine();
    await makeDowntime(machine.id, { started_at: at(day, 1), ended_at: at(day, 2), reason_code: 'mold_change' });
    await makeDowntime(machine.id, { started_at: at(day, 3), ended_at: at(day, 4, 30), reason_code: 'mold_change' });
    await makeDowntime(machine.id, { started_at: at(day, 23), ended_at: at(addDays(day, 1), 0, 30), reason_code: 'utilities' });
    const res = await call(getDowntimePareto, 'GET', `/api/reports/downtime-pareto?machine_id=${machine.id}&from=${day}&to=${day}`, { token: viewer.token });
    expect(res.body.data).toEqual([
      { reason_code: 'mold_change', reason_label: 'Mold change', category: 'planned', minutes: 150, events: 2, share: 0.7143, cumulative_share: 0.7143 },
      { reason_code: 'utilities', reason_label: 'Utilities', category: 'unplanned', minutes: 60, events: 1, share: 0.2857, cumulative_share: 1 },
    ]);
  });
});

describe('the rollups', () => {
  it('equal a recomputation from the raw rows after a random burst of reports, events and corrections', async () => {
    let seed = 20261127;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const presses = await Promise.all([makeMachine(), makeMachine(), makeMachine()]);
    const ids = presses.map((p) => p.id);
    const reasons = ['mold_change', 'break', 'machine_failure', 'no_operator', 'color_change'] as const;
    const scrapCodes = ['flash', 'short_shot', 'warp'] as const;
    const base = startOfPlantDay('2025-10-28').getTime(); // across the DST change of 2025-11-02
    for (const press of presses) {
      const orders = await Promise.all([makeRunningWorkOrder({ machine_id: press.id, quantity_planned: 10_000_000 }), makeRunningWorkOrder({ quantity_planned: 10_000_000 })]);
      // production goes through the service (today); the second order has no press: no rollup
      for (let i = 0; i < 6; i++) {
        const scrap = Math.floor(rand() * 6);
        const split = Math.floor(rand() * (scrap + 1));
        const reasonsOf = scrap && rand() < 0.7 ? [{ reason_code: scrapCodes[i % 3], quantity: split }, { reason_code: scrapCodes[(i + 1) % 3], quantity: scrap - split }].filter((r) => r.quantity > 0) : undefined;
        const shots = 2 + Math.floor(rand() * 50);
        await makeReport(orders[i % 2].id, { shots, good_parts: Math.floor(rand() * shots * 3), scrap_parts: scrap, ...(reasonsOf ? { scrap_reasons: reasonsOf } : {}) });
      }
      // downtime: consecutive events of random lengths (some across midnights), some corrected afterwards
      let t = base + Math.floor(rand() * 3_600_000);
      const events = [];
      for (let i = 0; i < 12; i++) {
        const start = t + Math.floor(rand() * 6 * 3_600_000);
        const end = start + 60_000 + Math.floor(rand() * 20 * 3_600_000);
        events.push(await makeDowntime(press.id, { started_at: new Date(start), ended_at: new Date(end), reason_code: reasons[Math.floor(rand() * reasons.length)] }));
        t = end;
      }
      for (const e of events.filter((_, i) => i % 4 === 1)) {
        const shorter = new Date(new Date(e.ended_at!).getTime() - Math.floor(rand() * (e.duration_minutes * 60_000 - 1000)));
        await updateDowntime(admin.ctx, press.id, e.id, { ended_at: shorter.toISOString(), reason_code: reasons[Math.floor(rand() * reasons.length)] });
      }
      // an open event at the end: not in the rollups until it closes
      const open = await makeDowntime(press.id, { started_at: new Date(Math.min(t + 60_000, Date.now() - 60_000)), reason_code: 'utilities' });
      if (press.id === ids[0]) await updateDowntime(admin.ctx, press.id, open.id, {});
    }

    const db = getDb();
    const recomputed = await recomputedRollups(db, ids);
    const [downtime, production, scrap, press] = await Promise.all([
      db.select().from(oeeDowntimeDaily).where(inArray(oeeDowntimeDaily.machineId, ids)),
      db.select().from(oeeProductionDaily).where(inArray(oeeProductionDaily.machineId, ids)),
      db.select().from(oeeScrapDaily).where(inArray(oeeScrapDaily.machineId, ids)),
      db.select().from(oeePressDaily).where(inArray(oeePressDaily.machineId, ids)),
    ]);
    const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(sorted(downtime.filter((r) => r.durationMs !== 0 || r.events !== 0).map((r) => ({ m: r.machineId, d: r.day, r: r.reasonCode, c: r.category, ms: Number(r.durationMs), e: r.events })))).toEqual(
      sorted(recomputed.downtime.map((r) => ({ m: r.machine_id, d: r.day, r: r.reason_code, c: r.category, ms: r.duration_ms, e: r.events }))),
    );
    expect(downtime.length).toBeGreaterThan(10);
    expect(sorted(press.filter((r) => Number(r.plannedMs) !== 0 || Number(r.unplannedMs) !== 0).map((r) => ({ m: r.machineId, d: r.day, p: Number(r.plannedMs), u: Number(r.unplannedMs) })))).toEqual(
      sorted(recomputed.press.map((r) => ({ m: r.machine_id, d: r.day, p: r.planned_ms, u: r.unplanned_ms }))),
    );
    expect(press.length).toBeGreaterThan(5);
    expect(sorted(production.map((r) => ({ m: r.machineId, d: r.day, mold: r.moldId, s: Number(r.shots), i: Number(r.idealSeconds), g: Number(r.goodParts), x: Number(r.scrapParts), n: r.reports })))).toEqual(
      sorted(recomputed.production.map((r) => ({ m: r.machine_id, d: r.day, mold: r.mold_id, s: r.shots, i: r.ideal_seconds, g: r.good_parts, x: r.scrap_parts, n: r.reports }))),
    );
    expect(production.reduce((a, r) => a + r.reports, 0)).toBe(9);
    expect(sorted(scrap.filter((r) => Number(r.quantity) !== 0).map((r) => ({ m: r.machineId, d: r.day, mold: r.moldId, r: r.reasonCode, q: Number(r.quantity) })))).toEqual(
      sorted(recomputed.scrap.map((r) => ({ m: r.machine_id, d: r.day, mold: r.mold_id, r: r.reason_code, q: r.quantity }))),
    );
  });
});
