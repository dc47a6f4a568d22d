import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { moldMaintenanceRecords, moldUsageRecords, molds } from '@/db/schema';
import { seed } from '@/db/seed/molds';
import { todayInPlant } from '@/lib/dates';
import { listAllMolds } from '@/lib/molds/service';
import { makeCustomer } from '../factories/customers';
import { withDemoSeedLock } from '../helpers';

const CODES = Array.from({ length: 60 }, (_, i) => `MLD-${1001 + i}`);

describe('demo molds seed', () => {
  it('is idempotent and its counters agree with its records', async () => {
    const db = getDb();
    await makeCustomer();
    await makeCustomer();
    await withDemoSeedLock(() => seed(db));
    expect(await seed(db)).toBe('60 molds already present');

    const seeded = (await listAllMolds({ db, user: null })).filter((m) => CODES.includes(m.mold_code));
    expect(seeded).toHaveLength(60);
    const health = new Set(seeded.map((m) => m.maintenance_health));
    expect([...health].sort()).toEqual(['Due Soon', 'Good', 'Not Set', 'Overdue']);
    expect(new Set(seeded.map((m) => m.status))).toEqual(new Set(['active', 'maintenance', 'inactive']));
    expect(new Set(seeded.map((m) => m.ownership))).toEqual(new Set(['company_owned', 'customer_owned', 'leased']));
    expect(seeded.filter((m) => m.ownership === 'customer_owned').every((m) => m.customer !== null)).toBe(true);
    const today = todayInPlant();
    expect(seeded.some((m) => m.next_maintenance_due && m.next_maintenance_due > today)).toBe(true);
    expect(seeded.some((m) => m.maintenance_interval && m.next_maintenance_due === null)).toBe(true);

    const ids = seeded.map((m) => m.id);
    const runs = await db.select().from(moldUsageRecords).where(inArray(moldUsageRecords.moldId, ids));
    const services = await db.select().from(moldMaintenanceRecords).where(inArray(moldMaintenanceRecords.moldId, ids));
    const rows = await db.select().from(molds).where(inArray(molds.id, ids));
    for (const mold of rows) {
      const mine = runs.filter((r) => r.moldId === mold.id);
      const history = services.filter((s) => s.moldId === mold.id).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
      const shotsFrom = (from: string | null, before?: string) => mine.filter((r) => (from === null || r.date >= from) && (before === undefined || r.date < before)).reduce((a, r) => a + r.shotsProduced, 0);
      expect(mine.every((r) => r.date <= today) && history.every((s) => s.date <= today)).toBe(true);
      expect(mold.lastMaintenanceDate).toBe(history.length ? history[history.length - 1].date : null);
      // Each record's lifetime shots = the previous record's + the runs between them; the mold's = the last record's + the runs since.
      for (let i = 1; i < history.length; i++) {
        expect(history[i].shotsAtMaintenance - history[i - 1].shotsAtMaintenance).toBe(shotsFrom(history[i - 1].date, history[i].date));
      }
      if (history.length) expect(mold.totalShotsLifetime - history[history.length - 1].shotsAtMaintenance).toBe(shotsFrom(history[history.length - 1].date));
      const lastReset = [...history].reverse().find((s) => s.resetsCounter);
      if (lastReset) expect(mold.shotsSinceMaintenance).toBe(shotsFrom(lastReset.date));
      expect(mold.shotsSinceMaintenance).toBeLessThanOrEqual(mold.totalShotsLifetime);
    }
  });
});
