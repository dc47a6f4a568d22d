import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { moldUsageRecords, molds } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import { maintenanceForecast } from '@/lib/maintenance/service';
import { shotsInMoldWindow, shotsInUsageWindow } from '@/lib/molds/queries';
import { refreshUsageWindows } from '@/lib/molds/usage-window';
import { makeMold } from '../factories/molds';
import { createTestUser, onSharedDatabase } from '../helpers';

/**
 * molds.usage_window_shots (migration 0021): the stored 30-day usage the forecast reads. It must always equal the
 * usage records summed over [end − 30, end] — after inserts, backdated and future-dated records, edits (shots,
 * date, mold) and deletes, and after the daily refresh moves the window.
 */
const db = () => getDb();
const today = () => todayInPlant();

async function stored(ids: number[]) {
  const rows = await db().select({ id: molds.id, shots: molds.usageWindowShots, end: molds.usageWindowEnd }).from(molds).where(inArray(molds.id, ids));
  return new Map(rows.map((r) => [r.id, { shots: Number(r.shots), end: r.end }]));
}

async function expectStoredEqualsRecount(ids: number[], end = today()) {
  const [kept, counted] = await Promise.all([stored(ids), shotsInUsageWindow(db(), end, ids)]);
  for (const id of ids) {
    expect(kept.get(id)?.end, `mold ${id} window end`).toBe(end);
    expect(kept.get(id)?.shots, `mold ${id} stored shots`).toBe(counted.get(id) ?? 0);
  }
}

const insertUsage = (moldId: number, date: string, shots: number) =>
  db().insert(moldUsageRecords).values({ moldId, date, shotsProduced: shots }).returning({ id: moldUsageRecords.id });

describe('the stored 30-day usage window of molds', () => {
  it('gives one mold’s window with a record its transaction just wrote: the stored sum when it ends today, else the records summed', async () => {
    // What a production report reads (shotsInMoldWindow): the stored window, which the insert's trigger has just
    // counted the record into, instead of summing 30 days of records on every report.
    const m = await makeMold({ maintenance_interval_shots: 100_000 });
    await insertUsage(m.id, addDays(today(), -2), 100);
    await insertUsage(m.id, addDays(today(), -40), 900); // before the window
    await db().transaction(async (tx) => {
      await tx.insert(moldUsageRecords).values({ moldId: m.id, date: today(), shotsProduced: 5 });
      expect(await shotsInMoldWindow(tx, today(), m.id)).toBe(105);
    });
    await refreshUsageWindows(db(), today());
    await db().transaction(async (tx) => {
      await tx.insert(moldUsageRecords).values({ moldId: m.id, date: addDays(today(), -1), shotsProduced: 7 });
      await tx.insert(moldUsageRecords).values({ moldId: m.id, date: addDays(today(), -31), shotsProduced: 1_000 }); // out
      expect(await shotsInMoldWindow(tx, today(), m.id)).toBe(112);
    });
    await expectStoredEqualsRecount([m.id]);
    // The stored sum is what it reads while the window ends today; the records once it does not.
    await db().update(molds).set({ usageWindowShots: 999_999 }).where(eq(molds.id, m.id));
    expect(await shotsInMoldWindow(db(), today(), m.id)).toBe(999_999);
    await db().update(molds).set({ usageWindowEnd: addDays(today(), -1) }).where(eq(molds.id, m.id));
    expect(await shotsInMoldWindow(db(), today(), m.id)).toBe(112);
    expect(await shotsInMoldWindow(db(), today(), 2_000_000_000)).toBe(0); // no such mold
  });

  it('is computed by the refresh and then kept by the trigger through inserts, edits and deletes', async () => {
    const a = await makeMold({ maintenance_interval_shots: 100_000 });
    const b = await makeMold({ maintenance_interval_shots: 100_000 });
    const ids = [a.id, b.id];
    await insertUsage(a.id, addDays(today(), -3), 1_000);
    await insertUsage(a.id, addDays(today(), -45), 7_000); // before the window
    await refreshUsageWindows(db(), today());
    expect((await stored(ids)).get(a.id)).toEqual({ shots: 1_000, end: today() });
    expect((await stored(ids)).get(b.id)).toEqual({ shots: 0, end: today() });

    // The window's edges: today − 30 is in, today − 31 is out.
    await insertUsage(b.id, addDays(today(), -30), 11);
    await insertUsage(b.id, addDays(today(), -31), 13);
    await expectStoredEqualsRecount(ids);
    expect((await stored(ids)).get(b.id)?.shots).toBe(11);

    // A multi-row statement, an edit moving a record out of the window, one moving it to the other mold, a delete.
    const [r1, r2] = await db()
      .insert(moldUsageRecords)
      .values([
        { moldId: a.id, date: today(), shotsProduced: 500 },
        { moldId: b.id, date: addDays(today(), -10), shotsProduced: 250 },
        { moldId: a.id, date: addDays(today(), -1), shotsProduced: 40 },
      ])
      .returning({ id: moldUsageRecords.id });
    await expectStoredEqualsRecount(ids);
    await db().update(moldUsageRecords).set({ date: addDays(today(), -60) }).where(eq(moldUsageRecords.id, r1.id));
    await expectStoredEqualsRecount(ids);
    await db().update(moldUsageRecords).set({ moldId: a.id, shotsProduced: 260 }).where(eq(moldUsageRecords.id, r2.id));
    await expectStoredEqualsRecount(ids);
    await db().delete(moldUsageRecords).where(inArray(moldUsageRecords.moldId, ids));
    await expectStoredEqualsRecount(ids);
    expect([...(await stored(ids)).values()].map((v) => v.shots)).toEqual([0, 0]);
  });

  it('equals a recount after a random burst of writes, and again after the window moves a day', async () => {
    const made = await Promise.all([0, 1, 2, 3].map(() => makeMold({ maintenance_interval_shots: 200_000 })));
    const ids = made.map((m) => m.id);
    await refreshUsageWindows(db(), today());
    let seed = 7;
    // A small LCG, its high bits (the low bits of an LCG cycle with a short period).
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const written: number[] = [];
    for (let i = 0; i < 60; i++) {
      const op = rnd(10);
      if (op < 6 || written.length === 0) {
        const [row] = await insertUsage(ids[rnd(ids.length)], addDays(today(), -rnd(40)), 1 + rnd(5_000));
        written.push(row.id);
      } else if (op < 8) {
        const id = written[rnd(written.length)];
        await db().update(moldUsageRecords).set({ date: addDays(today(), -rnd(40)), shotsProduced: 1 + rnd(5_000), moldId: ids[rnd(ids.length)] }).where(eq(moldUsageRecords.id, id));
      } else {
        const id = written.splice(rnd(written.length), 1)[0];
        await db().delete(moldUsageRecords).where(eq(moldUsageRecords.id, id));
      }
    }
    await expectStoredEqualsRecount(ids);

    // As if the day's refresh had not run yet: the window still ends yesterday, and the forecast sums live for these.
    await db().update(molds).set({ usageWindowEnd: addDays(today(), -1), usageWindowShots: sql`usage_window_shots + 999999` }).where(inArray(molds.id, ids));
    // Shots since maintenance from far off to nearly due, so the forecast's SQL pre-filter keeps some and drops some.
    for (const [i, id] of ids.entries()) await db().update(molds).set({ shotsSinceMaintenance: [0, 150_000, 190_000, 199_900][i] }).where(eq(molds.id, id));
    const user = await createTestUser({ role: 'Viewer' });
    const forecastOf = async (days: number) => (await maintenanceForecast({ db: db(), user }, { days })).filter((r) => r.asset_type === 'mold' && ids.includes(r.asset_id));
    const stale = [await forecastOf(7), await forecastOf(35), await forecastOf(365)];
    await refreshUsageWindows(db(), today());
    await expectStoredEqualsRecount(ids);
    const fresh = [await forecastOf(7), await forecastOf(35), await forecastOf(365)];
    expect(fresh).toEqual(stale);
    expect(fresh.map((f) => f.length)).toEqual([1, 2, 3]);
  });

  it.runIf(onSharedDatabase)('counts usage written while the refresh moves the window (PostgreSQL, concurrent)', async () => {
    const made = await Promise.all([0, 1, 2].map(() => makeMold({ maintenance_interval_shots: 300_000 })));
    const ids = made.map((m) => m.id);
    await db().update(molds).set({ usageWindowEnd: addDays(today(), -1) }).where(inArray(molds.id, ids));
    const writes = Array.from({ length: 30 }, (_, i) => insertUsage(ids[i % ids.length], i % 2 ? today() : addDays(today(), -5), 100 + i));
    await Promise.all([refreshUsageWindows(db(), today()), ...writes]);
    await expectStoredEqualsRecount(ids);
  });
});
