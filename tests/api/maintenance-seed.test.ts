import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { machines, maintenanceWorkOrders, moldMaintenanceRecords, molds } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { todayInPlant } from '@/lib/dates';
import { maintenanceForecast } from '@/lib/maintenance/service';
import { maintenanceHealth } from '@/lib/molds/health';
import { makeCustomer } from '../factories/customers';

/** PGlite only: on the shared PostgreSQL database other seed tests insert the same demo codes at the same moment. */
const onSharedPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (onSharedPostgres) return;
  const db = getDb();
  await seedDemoUsers(db);
  await makeCustomer();
  for (const step of ['customers', 'molds', 'products', 'production'] as const) await (await import(`@/db/seed/${step}`)).seed(db);
  const { seed } = await import('@/db/seed/maintenance');
  await seed(db);
  expect(await seed(db)).toMatch(/maintenance work orders already present/);
}, 300_000);

describe.skipIf(onSharedPostgres)('demo maintenance', () => {
  it('every Due Soon or Overdue mold has its one open order; those in maintenance have it in progress', async () => {
    const db = getDb();
    const all = await db.select().from(molds).where(sql`${molds.status} <> 'inactive'`);
    const due = all.filter((m) => ['Due Soon', 'Overdue'].includes(maintenanceHealth(Number(m.shotsSinceMaintenance), m.maintenanceIntervalShots)));
    expect(due.length).toBeGreaterThan(5);
    const open = await db
      .select()
      .from(maintenanceWorkOrders)
      .where(and(eq(maintenanceWorkOrders.assetType, 'mold'), inArray(maintenanceWorkOrders.status, ['open', 'in_progress'])));
    const byMold = new Map(open.map((o) => [o.assetId, o]));
    for (const m of due) expect(byMold.has(m.id), m.moldCode).toBe(true);
    for (const m of all.filter((x) => x.status === 'maintenance')) expect(byMold.get(m.id)?.status, m.moldCode).toBe('in_progress');
    expect(open.some((o) => o.dueDate < todayInPlant()), 'overdue orders').toBe(true);
    expect(open.some((o) => o.trigger === 'days'), 'a days-raised order').toBe(true);
  });

  it('a press is being serviced and presses come due by days', async () => {
    const db = getDb();
    const [inMaintenance] = await db.select().from(machines).where(eq(machines.status, 'maintenance'));
    const [order] = await db.select().from(maintenanceWorkOrders).where(and(eq(maintenanceWorkOrders.assetType, 'machine'), eq(maintenanceWorkOrders.assetId, inMaintenance.id)));
    expect(order.status).toBe('in_progress');
    const forecast = await maintenanceForecast({ db, user: null }, { days: 30 });
    expect(forecast.some((r) => r.asset_type === 'machine')).toBe(true);
    expect(forecast.some((r) => r.asset_type === 'mold')).toBe(true);
  });

  it('a history of completed orders with issue and fix codes, each linked to its mold maintenance record', async () => {
    const db = getDb();
    const done = await db.select().from(maintenanceWorkOrders).where(eq(maintenanceWorkOrders.status, 'completed'));
    expect(done.length).toBeGreaterThanOrEqual(40);
    for (const o of done) {
      expect(o.issueCode && o.fixCode).toBeTruthy();
      const [record] = await db.select().from(moldMaintenanceRecords).where(eq(moldMaintenanceRecords.id, o.maintenanceRecordId!));
      expect(record).toMatchObject({ moldId: o.assetId, date: o.completedDate, type: o.type });
    }
    expect(new Set(done.map((o) => o.issueCode)).size).toBeGreaterThanOrEqual(4);
  });
});
