import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { machines, moldUsageRecords, productionReports, workOrders } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { shopFloorMachines } from '@/lib/machines/service';
import { productionStats } from '@/lib/production/service';
import { makeCustomer } from '../factories/customers';
import { withDemoSeedLock } from '../helpers';

const PRESSES = Array.from({ length: 12 }, (_, i) => `PRESS-${String(i + 1).padStart(2, '0')}`);

beforeAll(async () => {
  const db = getDb();
  await seedDemoUsers(db);
  await makeCustomer();
  const { seed } = await import('@/db/seed/production');
  await withDemoSeedLock(async () => {
    for (const step of ['customers', 'molds', 'products'] as const) await (await import(`@/db/seed/${step}`)).seed(db);
    await seed(db);
  });
  expect(await seed(db)).toBe('12 presses and their work orders already present');
}, 240_000);

describe('demo production', () => {
  it('12 presses: seven running their order in progress, the others idle, in maintenance, offline or in error', async () => {
    const ctx = { db: getDb(), user: null };
    const board = (await shopFloorMachines(ctx)).filter((m) => PRESSES.includes(m.machine_number));
    expect(board).toHaveLength(12);
    const runningPresses = board.filter((m) => m.status === 'running');
    expect(runningPresses).toHaveLength(7);
    for (const m of runningPresses) {
      expect(m.current_work_order).not.toBeNull();
      expect(m.operator).not.toBeNull();
      expect(m.efficiency).toBeGreaterThan(90);
    }
    expect(new Set(board.map((m) => m.status))).toEqual(new Set(['running', 'idle', 'maintenance', 'offline', 'error']));
    const stats = await productionStats(ctx);
    expect(stats.total_work_orders).toBeGreaterThan(300);
    expect(stats.avg_efficiency).toBeGreaterThan(90);
  });

  it('each completed order from the history has one report of exactly its mold run’s shots', async () => {
    const db = getDb();
    const pressIds = (await db.select({ id: machines.id }).from(machines).where(inArray(machines.machineNumber, PRESSES))).map((m) => m.id);
    const rows = await db
      .select({ number: workOrders.workOrderNumber, moldId: workOrders.moldId, shots: productionReports.shots, usageShots: moldUsageRecords.shotsProduced })
      .from(workOrders)
      .innerJoin(productionReports, eq(productionReports.workOrderId, workOrders.id))
      .innerJoin(moldUsageRecords, and(eq(moldUsageRecords.workOrder, workOrders.workOrderNumber), eq(moldUsageRecords.moldId, workOrders.moldId)))
      .where(and(eq(workOrders.status, 'completed'), inArray(workOrders.machineId, pressIds)));
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.every((r) => r.shots === r.usageShots)).toBe(true);
  });
});
