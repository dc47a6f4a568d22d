import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { machines, oeeDowntimeDaily } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { addDays, todayInPlant } from '@/lib/dates';
import { recomputedRollups } from '@/lib/oee/rollups';
import { downtimePareto, oeeReport, scrapPareto } from '@/lib/oee/service';
import { makeCustomer } from '../factories/customers';
import { withDemoSeedLock } from '../helpers';

const PRESSES = Array.from({ length: 12 }, (_, i) => `PRESS-${String(i + 1).padStart(2, '0')}`);
let pressIds = new Map<string, number>();

beforeAll(async () => {
  const db = getDb();
  await seedDemoUsers(db);
  await makeCustomer();
  const { seed } = await import('@/db/seed/oee');
  await withDemoSeedLock(async () => {
    for (const step of ['customers', 'molds', 'products', 'production'] as const) await (await import(`@/db/seed/${step}`)).seed(db);
    await seed(db);
  });
  expect(await seed(db)).toBe('downtime of the demo presses already present');
  pressIds = new Map((await db.select({ id: machines.id, n: machines.machineNumber }).from(machines).where(inArray(machines.machineNumber, PRESSES))).map((m) => [m.n, m.id]));
}, 300_000);

const ctx = () => ({ db: getDb(), user: null });
const lastMonth = () => ({ from: addDays(todayInPlant(), -30), to: todayInPlant() });

describe('demo downtime, scrap and OEE', () => {
  it('PRESS-04 loses the most time to mold changes; mold change leads its Pareto', async () => {
    const minutesOf = async (number: string) => (await downtimePareto(ctx(), { ...lastMonth(), machine_id: pressIds.get(number)! })).find((r) => r.reason_code === 'mold_change')?.minutes ?? 0;
    const press04 = await minutesOf('PRESS-04');
    const [top] = (await downtimePareto(ctx(), { ...lastMonth(), machine_id: pressIds.get('PRESS-04')! })).filter((r) => r.reason_code !== 'no_order');
    expect(top.reason_code).toBe('mold_change');
    for (const other of PRESSES.filter((p) => p !== 'PRESS-04')) expect(press04).toBeGreaterThan(2 * (await minutesOf(other)));
  });

  it('flash leads the plant’s scrap Pareto; every report’s reasons sum to its scrap', async () => {
    const pareto = await scrapPareto(ctx(), lastMonth());
    expect(pareto[0].reason_code).toBe('flash');
    for (const id of pressIds.values()) expect((await scrapPareto(ctx(), { ...lastMonth(), machine_id: id })).find((r) => r.reason_code === 'unspecified')).toBeUndefined();
  });

  it('OEE by press over the month is a plausible fraction for each press; PRESS-04 loses the most planned time', async () => {
    const rows = (await oeeReport(ctx(), { ...lastMonth(), group_by: 'machine' })).filter((r) => PRESSES.includes(r.label.split(' ')[0]));
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      expect(r.availability).toBeGreaterThan(0.5);
      expect(r.availability).toBeLessThanOrEqual(1);
    }
    // Mold changes are planned downtime: they eat PRESS-04's planned time (availability counts the unplanned stops).
    const press04 = rows.find((r) => r.label.startsWith('PRESS-04'))!;
    for (const r of rows.filter((x) => x !== press04)) expect(press04.planned_downtime_minutes).toBeGreaterThan(r.planned_downtime_minutes + 1000);
    const byDay = await oeeReport(ctx(), { ...lastMonth(), group_by: 'day' });
    expect(byDay.length).toBe(31);
  });

  it('the rollups equal a recomputation from the raw rows', async () => {
    const ids = [...pressIds.values()];
    const recomputed = await recomputedRollups(getDb(), ids);
    const stored = await getDb().select().from(oeeDowntimeDaily).where(inArray(oeeDowntimeDaily.machineId, ids));
    const total = (rows: { ms: number }[]) => rows.reduce((a, r) => a + r.ms, 0);
    expect(total(stored.map((r) => ({ ms: Number(r.durationMs) })))).toBe(total(recomputed.downtime.map((r) => ({ ms: r.duration_ms }))));
    expect(stored.length).toBe(recomputed.downtime.length);
  });
});
