import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { machineStatusChanges, machines, moldUsageRecords, molds, productionReports, products, workOrderSequences, workOrders } from '@/db/schema';
import { addDays, startOfPlantDay, todayInPlant } from '@/lib/dates';
import type { MachineStatus } from '@/lib/machines/constants';
import { updateMachine } from '@/lib/machines/service';
import { maintenanceHealth } from '@/lib/molds/health';
import { createWorkOrder, rebuildStatusCounts, reportProduction, updateWorkOrder } from '@/lib/production/service';
import { seedContext } from './context';

/**
 * Demo production: 12 presses and the plant's work orders, consistent with the molds' usage history.
 *   - Every run in the molds' usage history (db/seed/molds.ts: one run = one work order, `WO-YYYY-NNNNN`) becomes a
 *     completed work order with one production report of exactly those shots on that press, good and scrap parts
 *     from the mold's cavities and the run's defect rate: the mold counters already include them.
 *   - Today: seven orders in progress, started and reported through the production service (so their shots reach
 *     the molds through the molds service), presses running since the morning; others idle, in maintenance,
 *     offline or in error; and a queue of scheduled, pending and delayed orders.
 * Idempotent: when the presses and any work order exist, nothing is added.
 */

const PRESSES: { number: string; name: string; tonnage: number; rate: number }[] = [
  { number: 'PRESS-01', name: 'Press 01 (110T)', tonnage: 110, rate: 38 },
  { number: 'PRESS-02', name: 'Press 02 (50T)', tonnage: 50, rate: 28 },
  { number: 'PRESS-03', name: 'Press 03 (180T)', tonnage: 180, rate: 45 },
  { number: 'PRESS-04', name: 'Press 04 (250T)', tonnage: 250, rate: 52 },
  { number: 'PRESS-05', name: 'Press 05 (150T)', tonnage: 150, rate: 42 },
  { number: 'PRESS-06', name: 'Press 06 (220T)', tonnage: 220, rate: 48 },
  { number: 'PRESS-07', name: 'Press 07 (350T)', tonnage: 350, rate: 61 },
  { number: 'PRESS-08', name: 'Press 08 (300T)', tonnage: 300, rate: 57 },
  { number: 'PRESS-09', name: 'Press 09 (500T)', tonnage: 500, rate: 78 },
  { number: 'PRESS-10', name: 'Press 10 (400T)', tonnage: 400, rate: 69 },
  { number: 'PRESS-11', name: 'Press 11 (90T)', tonnage: 90, rate: 34 },
  { number: 'PRESS-12', name: 'Press 12 (800T)', tonnage: 800, rate: 110 },
];
const OPERATORS = ['J. Ortiz', 'S. Kowalski', 'T. Nguyen', 'P. Haddad', 'K. Brennan', 'E. Rossi', 'M. Osei'];
const PRIORITIES = ['high', 'medium', 'medium', 'low'] as const;

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `day` at `hour` o'clock in the plant. */
const at = (day: string, hour: number) => new Date(startOfPlantDay(day).getTime() + hour * 3_600_000);

export async function seed(db: Db): Promise<string> {
  const ctx = await seedContext(db);
  const today = todayInPlant();
  const rnd = prng(4242);

  // Presses
  const existing = await db.select().from(machines);
  const byNumber = new Map(existing.map((m) => [m.machineNumber.toLowerCase(), m]));
  const missing = PRESSES.filter((p) => !byNumber.has(p.number.toLowerCase()));
  if (missing.length) {
    const rows = await db
      .insert(machines)
      .values(missing.map((p) => ({ machineNumber: p.number, machineName: p.name, tonnage: p.tonnage, hourlyRate: p.rate, status: 'idle' as const })))
      .returning();
    for (const m of rows) byNumber.set(m.machineNumber.toLowerCase(), m);
  }
  const pressIds = PRESSES.map((p) => byNumber.get(p.number.toLowerCase())!.id);
  const [{ n: orderCount }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(workOrders).where(inArray(workOrders.machineId, pressIds));
  if (orderCount > 0) return `${PRESSES.length} presses and their work orders already present`;
  const pressByName = new Map(PRESSES.map((p) => [p.name, byNumber.get(p.number.toLowerCase())!]));

  // The product each mold makes (lowest id), and the molds' usage history.
  const made = await db
    .select({ id: products.id, moldId: products.moldId, cycle: products.cycleTimeSeconds })
    .from(products)
    .where(isNotNull(products.moldId))
    .orderBy(asc(products.id));
  const productOfMold = new Map<number, { id: number; cycle: number | null }>();
  for (const p of made) if (p.moldId != null && !productOfMold.has(p.moldId)) productOfMold.set(p.moldId, { id: p.id, cycle: p.cycle == null ? null : Number(p.cycle) });
  const moldRows = await db.select().from(molds).where(inArray(molds.id, [...productOfMold.keys(), -1]));
  const moldById = new Map(moldRows.map((m) => [m.id, m]));
  const runs = await db
    .select()
    .from(moldUsageRecords)
    .where(and(inArray(moldUsageRecords.moldId, [...productOfMold.keys(), -1]), sql`${moldUsageRecords.workOrder} ~ '^WO-[0-9]{4}-[0-9]{5}$'`))
    .orderBy(asc(moldUsageRecords.date), asc(moldUsageRecords.id));

  // 1. History: one completed order and one report per run.
  const seedStarted = Date.now();
  /** A time of today's runs that has not come yet: `minutes` ago instead. */
  const past = (t: Date, minutes: number) => (t.getTime() > seedStarted ? new Date(seedStarted - minutes * 60_000) : t);
  const seen = new Set<string>();
  const lastNumber = new Map<number, number>();
  let history = 0;
  for (let i = 0; i < runs.length; i += 500) {
    const slice = runs.slice(i, i + 500);
    // A number the plant already used (orders created before the seed ran) stays with that order.
    const taken = new Set(
      (await db.select({ n: workOrders.workOrderNumber }).from(workOrders).where(inArray(workOrders.workOrderNumber, slice.map((r) => r.workOrder!)))).map((r) => r.n),
    );
    const batch = slice.filter((r) => !taken.has(r.workOrder!) && !seen.has(r.workOrder!) && seen.add(r.workOrder!));
    if (!batch.length) continue;
    await db.transaction(async (tx) => {
      const values = batch.map((r) => {
        const mold = moldById.get(r.moldId)!;
        const product = productOfMold.get(r.moldId)!;
        const parts = r.shotsProduced * mold.cavityCount;
        const scrap = Math.round((parts * Number(r.defectRate ?? 0)) / 100);
        const good = parts - scrap;
        // Most runs met their plan; some stopped a little short (the tool was needed elsewhere).
        const planned = Math.max(100, Math.round(good / (0.93 + rnd() * 0.08) / 100) * 100);
        const [, y, n] = /^WO-(\d{4})-(\d{5})$/.exec(r.workOrder!)!.map(Number);
        lastNumber.set(y, Math.max(lastNumber.get(y) ?? 0, n));
        return {
          order: {
            workOrderNumber: r.workOrder!,
            productId: product.id,
            moldId: r.moldId,
            machineId: r.machine ? (pressByName.get(r.machine)?.id ?? null) : null,
            quantityPlanned: planned,
            quantityCompleted: good,
            quantityScrap: scrap,
            shotsTotal: r.shotsProduced,
            status: 'completed' as const,
            priority: PRIORITIES[Math.floor(rnd() * PRIORITIES.length)],
            targetDate: addDays(r.date, 2),
            cycleTimeSeconds: product.cycle,
            cavityCount: mold.cavityCount,
            startedAt: past(at(r.date, 6), 180),
            completedAt: past(at(r.date, 21), 10),
            createdBy: ctx.user!.id,
            createdAt: at(addDays(r.date, -4), 9),
            updatedAt: past(at(r.date, 21), 10),
          },
          report: { shots: r.shotsProduced, goodParts: good, scrapParts: scrap, operator: r.operator, reportedAt: past(at(r.date, 20), 15) },
        };
      });
      const inserted = await tx.insert(workOrders).values(values.map((v) => v.order)).returning({ id: workOrders.id, machineId: workOrders.machineId });
      await tx.insert(productionReports).values(inserted.map((o, k) => ({ ...values[k].report, workOrderId: o.id, machineId: o.machineId, createdBy: ctx.user!.id })));
      history += inserted.length;
    });
  }
  for (const [year, n] of lastNumber) {
    await db
      .insert(workOrderSequences)
      .values({ year, lastNumber: n })
      .onConflictDoUpdate({ target: workOrderSequences.year, set: { lastNumber: sql`greatest(${workOrderSequences.lastNumber}, ${n})` } });
  }
  await db.transaction((tx) => rebuildStatusCounts(tx));

  // 2. Today: orders in progress on seven presses, through the services.
  const healthy = moldRows
    .filter((m) => m.status === 'active' && maintenanceHealth(Number(m.shotsSinceMaintenance), m.maintenanceIntervalShots) !== 'Overdue')
    .sort((a, b) => Number(a.shotsSinceMaintenance) - Number(b.shotsSinceMaintenance));
  const now = new Date();
  const dayStart = startOfPlantDay(today);
  const runningPresses = ['PRESS-01', 'PRESS-03', 'PRESS-04', 'PRESS-06', 'PRESS-07', 'PRESS-09', 'PRESS-10'];
  let running = 0;
  for (let i = 0; i < runningPresses.length && i < healthy.length; i++) {
    const mold = healthy[i];
    const press = byNumber.get(runningPresses[i].toLowerCase())!;
    // Started 3–8 hours ago (not before the plant's midnight).
    const since = new Date(Math.max(dayStart.getTime(), now.getTime() - (3 + ((i * 5) % 11) * 0.5) * 3_600_000));
    const planned = mold.cavityCount * (1500 + Math.floor(rnd() * 6) * 500);
    const order = await createWorkOrder(ctx, {
      product_id: productOfMold.get(mold.id)!.id,
      mold_id: mold.id,
      machine_id: press.id,
      quantity_planned: planned,
      priority: PRIORITIES[i % PRIORITIES.length],
      target_date: addDays(today, 1 + (i % 4)),
    });
    await updateWorkOrder(ctx, order.id, { status: 'in_progress' });
    const reports = 2 + (i % 3);
    for (let k = 0; k < reports; k++) {
      const shots = Math.round((planned / mold.cavityCount) * (0.06 + rnd() * 0.05));
      const scrap = Math.round(shots * mold.cavityCount * (0.005 + rnd() * 0.03));
      await reportProduction(ctx, order.id, { shots, good_parts: shots * mold.cavityCount - scrap, scrap_parts: scrap, operator: OPERATORS[(i + k) % OPERATORS.length] });
    }
    // Spread the day's reports and the start over the shift so far.
    const span = now.getTime() - since.getTime();
    await db.update(workOrders).set({ startedAt: since }).where(eq(workOrders.id, order.id));
    const mine = await db.select({ id: productionReports.id }).from(productionReports).where(eq(productionReports.workOrderId, order.id)).orderBy(asc(productionReports.id));
    for (let k = 0; k < mine.length; k++) {
      await db.update(productionReports).set({ reportedAt: new Date(since.getTime() + (span * (k + 1)) / (mine.length + 1)) }).where(eq(productionReports.id, mine[k].id));
    }
    await db.update(machineStatusChanges).set({ changedAt: since }).where(and(eq(machineStatusChanges.machineId, press.id), eq(machineStatusChanges.workOrderId, order.id)));
    running++;
  }

  // 3. The other presses: idle, maintenance, offline, error (changed an hour ago).
  const others: [string, MachineStatus, string][] = [
    ['PRESS-05', 'maintenance', 'Screw and barrel inspection'],
    ['PRESS-08', 'error', 'Hydraulic pressure alarm'],
    ['PRESS-12', 'offline', 'No orders for 800T this week'],
  ];
  for (const [number, status, reason] of others) {
    const press = byNumber.get(number.toLowerCase())!;
    await updateMachine(ctx, press.id, { status, reason });
    await db
      .update(machineStatusChanges)
      .set({ changedAt: new Date(Math.max(dayStart.getTime(), now.getTime() - 3_600_000)) })
      .where(and(eq(machineStatusChanges.machineId, press.id), eq(machineStatusChanges.toStatus, status)));
  }

  // 4. The queue: scheduled, pending and delayed orders.
  const plannable = moldRows.filter((m) => m.status === 'active');
  let queued = 0;
  for (let i = 0; i < 24 && plannable.length; i++) {
    const mold = plannable[(i * 5 + Math.floor(i / plannable.length)) % plannable.length];
    const late = i % 6 === 5;
    const order = await createWorkOrder(ctx, {
      product_id: productOfMold.get(mold.id)!.id,
      mold_id: mold.id,
      machine_id: i % 3 === 0 ? byNumber.get(PRESSES[i % PRESSES.length].number.toLowerCase())!.id : null,
      quantity_planned: Math.min(50_000, mold.cavityCount * (400 + (i % 5) * 300)),
      priority: PRIORITIES[i % PRIORITIES.length],
      target_date: late ? addDays(today, -(1 + (i % 3))) : addDays(today, 3 + i),
    });
    if (late) await updateWorkOrder(ctx, order.id, { status: 'delayed' });
    else if (i % 5 === 4) await updateWorkOrder(ctx, order.id, { status: 'pending' });
    queued++;
  }
  return `${PRESSES.length} presses, ${history} completed orders from the molds' runs, ${running} in progress, ${queued} queued`;
}
