import 'server-only';
import { and, asc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { machines, molds, productionReportScrap, productionReports, products, workOrderSequences, workOrders } from '@/db/schema';
import { diff, withDeferredAudits, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/types';
import { addDays, todayInPlant } from '@/lib/dates';
import { transactionWithRetry } from '@/lib/db/retry';
import { reuseGenericPlans } from '@/lib/db/plans';
import { preparedQuery, runLater } from '@/lib/db/prepared';
import { inOrder, together } from '@/lib/db/together';
import { nextYearlyNumber } from '@/lib/db/sequences';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { changeMachineStatus } from '@/lib/machines/service';
import { maintenanceHealth } from '@/lib/molds/health';
import { recordUsageInTx } from '@/lib/molds/service';
import { applyReport } from '@/lib/oee/rollups';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { CLOSED_WORK_ORDER_STATUSES, formatWorkOrderNumber, type WorkOrderStatus } from './constants';
import { toReportDto, toWorkOrderDto, type ReportResult, type WorkOrderDto } from './dto';
import { findWorkOrder, lockWorkOrderRow, workOrderCounts } from './queries';
import { canMove, defectRate, illegalMoveMessage } from './rules';
import { moveStockForReport, readForReport } from './stock';
import {
  CANCELLED_LOCKED,
  COMPLETED_LOCKED,
  createWorkOrderSchema,
  MACHINE_IN_MAINTENANCE,
  MACHINE_UNKNOWN,
  moldOverdueByDaysMessage,
  MOLD_NOT_ACTIVE,
  MOLD_UNKNOWN,
  moldOverdueMessage,
  NOT_IN_PROGRESS,
  partsExceedShotsMessage,
  PLANNING_FIELDS,
  PRODUCT_UNKNOWN,
  productionReportSchema,
  startOnPressSchema,
  updateWorkOrderSchema,
} from './schemas';

/** Work orders and their production reports: every write here, every read in ./queries.ts (presses: lib/machines). */
export {
  findWorkOrder,
  getWorkOrder,
  listReports,
  listWorkOrders,
  listWorkOrdersPage,
  productionStats,
  REPORTS_LIMIT,
  reportExportBatches,
  workOrderExists,
  workOrderExportBatches,
} from './queries';
export type { ReportResult } from './dto';

const ENTITY = 'Work order';

/**
 * The next WO-YYYY-NNNNN of the plant's year: one upsert on the year's row (lib/db/sequences.ts), which the database
 * serialises, so concurrent creates never share a number (and a rolled-back create leaves a gap, as invoice numbers do).
 */
export async function nextWorkOrderNumber(tx: Tx, year = Number(todayInPlant().slice(0, 4))): Promise<string> {
  return formatWorkOrderNumber(year, await nextYearlyNumber(tx, workOrderSequences, year));
}

/**
 * Keep the per-status counters (GET /api/production/stats, the list's totals) in the write's transaction
 * (lib/db/status-counts.ts: upserted in the enum's order, so opposite moves cannot deadlock).
 */
export function adjustStatusCounts(tx: Tx, deltas: { status: WorkOrderStatus; count: number; efficiency?: number }[]): Promise<void> {
  return workOrderCounts.adjust(tx, deltas.map((d) => ({ status: d.status, count: d.count, sums: { efficiency: d.efficiency ?? 0 } })));
}

/** Rebuild the counters from the table (seeds and bulk loads that insert orders without the service). */
export function rebuildStatusCounts(tx: Tx): Promise<void> {
  return workOrderCounts.rebuild(tx);
}

const efficiencyOf = (completed: number, planned: number) => (planned > 0 ? completed / planned : 0);

async function lockWorkOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
  if (!row) throw new NotFoundError(ENTITY);
  return row;
}

async function productFor(tx: Tx, id: number) {
  const [row] = await tx.select({ id: products.id, code: products.productCode, cycle: products.cycleTimeSeconds }).from(products).where(eq(products.id, id));
  if (!row) throw ValidationError.field('product_id', PRODUCT_UNKNOWN);
  return row;
}

/** Only active molds can be planned (CONTRACT §7): 422 on mold_id. */
async function plannableMold(tx: Tx, id: number) {
  const [row] = await tx.select().from(molds).where(eq(molds.id, id));
  if (!row) throw ValidationError.field('mold_id', MOLD_UNKNOWN);
  if (row.status !== 'active') throw ValidationError.field('mold_id', MOLD_NOT_ACTIVE);
  return row;
}

/** A press that exists and is not in maintenance (CONTRACT §12): 422 on machine_id. */
async function machineFor(tx: Tx, id: number) {
  const [row] = await tx.select().from(machines).where(eq(machines.id, id));
  if (!row) throw ValidationError.field('machine_id', MACHINE_UNKNOWN);
  if (row.status === 'maintenance') throw ValidationError.field('machine_id', MACHINE_IN_MAINTENANCE);
  return row;
}

/** Overdue for maintenance: by shots (100 % of the interval) or by days (its day interval since the last maintenance passed). */
function overdueMessage(mold: typeof molds.$inferSelect, today: string): string | null {
  if (maintenanceHealth(Number(mold.shotsSinceMaintenance), mold.maintenanceIntervalShots) === 'Overdue') return moldOverdueMessage(mold.moldCode);
  if (mold.maintenanceIntervalDays && mold.maintenanceIntervalDays > 0) {
    const last = mold.lastMaintenanceDate ?? todayInPlant(new Date(mold.createdAt));
    if (addDays(last, mold.maintenanceIntervalDays) < today) return moldOverdueByDaysMessage(mold.moldCode);
  }
  return null;
}

/** An order left in_progress: its press goes idle unless another order is still running on it. */
async function releaseMachine(tx: Tx, user: SessionUser | null, machineId: number | null, workOrderId: number): Promise<void> {
  if (machineId == null) return;
  const [other] = await tx
    .select({ id: workOrders.id })
    .from(workOrders)
    // The status as a literal, not a parameter: so that even a generic plan (a report's transaction, lib/db/plans.ts)
    // can use the partial index of orders in progress; with `$2` it scanned every order of the plant.
    .where(and(eq(workOrders.machineId, machineId), sql`${workOrders.status} = 'in_progress'`, ne(workOrders.id, workOrderId)))
    .limit(1);
  if (other) return;
  const [machine] = await tx.select({ status: machines.status }).from(machines).where(eq(machines.id, machineId));
  if (machine?.status === 'running') await changeMachineStatus(tx, user, machineId, 'idle', { workOrderId });
}

/** POST /api/production/work-orders (CONTRACT §8): 201, status scheduled, a WO-YYYY-NNNNN number. */
export async function createWorkOrder(ctx: ServiceContext, input: unknown): Promise<WorkOrderDto> {
  authorize(ctx, 'work_orders.write');
  const data = parseInput(createWorkOrderSchema, input);
  const id = await ctx.db.transaction(async (tx) => {
    const product = await productFor(tx, data.product_id);
    const mold = await plannableMold(tx, data.mold_id);
    if (data.machine_id != null) await machineFor(tx, data.machine_id);
    const number = await nextWorkOrderNumber(tx);
    const [row] = await tx
      .insert(workOrders)
      .values({
        workOrderNumber: number,
        productId: product.id,
        moldId: mold.id,
        machineId: data.machine_id ?? null,
        quantityPlanned: data.quantity_planned,
        priority: data.priority ?? 'medium',
        targetDate: data.target_date,
        cycleTimeSeconds: data.cycle_time_seconds ?? (product.cycle == null ? null : Number(product.cycle)),
        cavityCount: data.cavity_count ?? mold.cavityCount,
        notes: data.notes ?? null,
        createdBy: ctx.user?.id ?? null,
      })
      .returning();
    await adjustStatusCounts(tx, [{ status: 'scheduled', count: 1 }]);
    await writeAudit(tx, { user: ctx.user, entity: 'work_order', entityId: row.id, action: 'create', changes: { ...data, work_order_number: number } });
    return row.id;
  });
  return findWorkOrder(ctx.db, id);
}

/**
 * A make-to-order work order (CONTRACT §10) inside the sales service's transaction, linked to its sales order line:
 * numbered, counted and audited as `createWorkOrder`'s; the caller has authorized. A mold that is not active → 422
 * on `field`.
 */
export async function createLinkedWorkOrderInTx(
  tx: Tx,
  user: SessionUser | null,
  input: { productId: number; moldId: number; quantityPlanned: number; targetDate: string; salesOrderId: number; salesOrderLineId: number; notes: string },
  field: string,
): Promise<{ id: number; workOrderNumber: string }> {
  const product = await productFor(tx, input.productId);
  let mold: typeof molds.$inferSelect;
  try {
    mold = await plannableMold(tx, input.moldId);
  } catch (error) {
    if (error instanceof ValidationError) throw ValidationError.field(field, Object.values(error.errors)[0][0]);
    throw error;
  }
  const number = await nextWorkOrderNumber(tx);
  const [row] = await tx
    .insert(workOrders)
    .values({
      workOrderNumber: number,
      productId: product.id,
      moldId: mold.id,
      quantityPlanned: input.quantityPlanned,
      priority: 'medium',
      targetDate: input.targetDate,
      cycleTimeSeconds: product.cycle == null ? null : Number(product.cycle),
      cavityCount: mold.cavityCount,
      notes: input.notes,
      salesOrderId: input.salesOrderId,
      salesOrderLineId: input.salesOrderLineId,
      createdBy: user?.id ?? null,
    })
    .returning({ id: workOrders.id });
  await adjustStatusCounts(tx, [{ status: 'scheduled', count: 1 }]);
  await writeAudit(tx, {
    user,
    entity: 'work_order',
    entityId: row.id,
    action: 'create',
    changes: { work_order_number: number, product_id: product.id, mold_id: mold.id, quantity_planned: input.quantityPlanned, target_date: input.targetDate, sales_order_id: input.salesOrderId, sales_order_line_id: input.salesOrderLineId },
  });
  return { id: row.id, workOrderNumber: number };
}

export type SettledWorkOrders = { cancelled: string[]; released: string[] };

/**
 * A sales order cancelled or closed short (CONTRACT §10), inside the sales service's transaction, after it locked the
 * order and before it locks the lines (a production report locks its work order, then the line: the same order).
 * Its open linked work orders:
 * - not started (never in progress: no start time, so no parts, no press) → `cancelled`, counted and audited;
 * - started (in progress, or paused / delayed after starting) → keep running as planned, but their link to the
 *   line (`sales_order_line_id`) is cleared: their good parts are received into free stock, not allocated to a line
 *   that no longer wants them, and they no longer count as the line's production. `sales_order_id` stays, so the
 *   order still lists them and the work order still says what it was made for.
 * Completed and cancelled ones are left as they are. Returns the numbers of both groups.
 */
export async function settleLinkedWorkOrdersInTx(tx: Tx, user: SessionUser | null, salesOrderId: number, reason: string): Promise<SettledWorkOrders> {
  const open = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.salesOrderId, salesOrderId), notInArray(workOrders.status, [...CLOSED_WORK_ORDER_STATUSES])))
    .orderBy(asc(workOrders.id))
    .for('update');
  const settled: SettledWorkOrders = { cancelled: [], released: [] };
  const now = new Date();
  for (const wo of open) {
    if (wo.startedAt == null && wo.status !== 'in_progress') {
      await tx.update(workOrders).set({ status: 'cancelled', version: sql`${workOrders.version} + 1`, updatedAt: now }).where(eq(workOrders.id, wo.id));
      await adjustStatusCounts(tx, [
        { status: wo.status, count: -1 },
        { status: 'cancelled', count: 1 },
      ]);
      await writeAudit(tx, { user, entity: 'work_order', entityId: wo.id, action: 'status', changes: { status: [wo.status, 'cancelled'], reason } });
      settled.cancelled.push(wo.workOrderNumber);
    } else if (wo.salesOrderLineId != null) {
      await tx.update(workOrders).set({ salesOrderLineId: null, version: sql`${workOrders.version} + 1`, updatedAt: now }).where(eq(workOrders.id, wo.id));
      await writeAudit(tx, { user, entity: 'work_order', entityId: wo.id, action: 'unlink', changes: { sales_order_line_id: [wo.salesOrderLineId, null], reason } });
      settled.released.push(wo.workOrderNumber);
    }
  }
  return settled;
}

/**
 * PUT/PATCH /api/production/work-orders/{id}: planning fields (work_orders.write) and/or a status move
 * (work_orders.status). 401 → 403 → 404 → 422 (input, references, the move's rules) → 409 (stale
 * `options.expectedVersion`). Going in progress needs an active mold whose maintenance is not Overdue; it sets the
 * start time and puts the press in `running`; leaving it frees the press. Completed is final.
 */
export async function updateWorkOrder(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<WorkOrderDto> {
  const body = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const planning = PLANNING_FIELDS.some((f) => body[f] !== undefined);
  if (planning || body.status === undefined) authorize(ctx, 'work_orders.write');
  // Overriding the overdue-mold block is a Manager's (or Admin's) call: anyone else sending a reason → 403.
  const overriding = typeof body.override_reason === 'string' && body.override_reason.trim() !== '';
  if (overriding) authorize(ctx, 'overrides.approve');
  // A status is a move only when it differs: a planner's PUT of the whole order with its current status is fine.
  // (Checked again under the row lock below, in case the order moved in between.)
  if (body.status !== undefined) {
    const [row] = await ctx.db.select({ status: workOrders.status }).from(workOrders).where(eq(workOrders.id, id));
    if (!row || row.status !== body.status) authorize(ctx, 'work_orders.status');
  }
  return applyWorkOrderUpdate(ctx, id, body, options);
}

/**
 * POST /api/production/work-orders/{id}/start {machine_id}: the shop floor's start, for whoever may move work
 * orders (work_orders.status) — an operator scans the traveler, then the press (issue 31). Choosing the press a job
 * starts on is part of starting it; everything else is the status move's rules (mold active and not Overdue, the
 * press not in maintenance, the press set running) and its errors.
 */
export async function startWorkOrderOnPress(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<WorkOrderDto> {
  authorize(ctx, 'work_orders.status');
  const { machine_id } = parseInput(startOnPressSchema, input);
  return applyWorkOrderUpdate(ctx, id, { machine_id, status: 'in_progress' }, options);
}

async function applyWorkOrderUpdate(ctx: ServiceContext, id: number, body: Record<string, unknown>, options: WriteOptions): Promise<WorkOrderDto> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockWorkOrder(tx, id);
    const data = parseInput(updateWorkOrderSchema, body);

    const next = {
      productId: data.product_id ?? current.productId,
      moldId: data.mold_id ?? current.moldId,
      machineId: data.machine_id !== undefined ? data.machine_id : current.machineId,
      quantityPlanned: data.quantity_planned ?? current.quantityPlanned,
      priority: data.priority ?? current.priority,
      targetDate: data.target_date ?? current.targetDate,
      cycleTimeSeconds: data.cycle_time_seconds !== undefined ? data.cycle_time_seconds : current.cycleTimeSeconds == null ? null : Number(current.cycleTimeSeconds),
      cavityCount: data.cavity_count != null ? data.cavity_count : current.cavityCount,
      notes: data.notes !== undefined ? data.notes : current.notes,
      status: data.status ?? current.status,
    };
    const before = { ...current, cycleTimeSeconds: current.cycleTimeSeconds == null ? null : Number(current.cycleTimeSeconds) };
    const changes = diff(before as unknown as Record<string, unknown>, next);
    if (Object.keys(changes).length === 0) {
      assertVersion(options, current.version);
      return;
    }
    const moving = next.status !== current.status;
    if (moving) authorize(ctx, 'work_orders.status');
    if (moving && !canMove(current.status, next.status)) throw ValidationError.field('status', illegalMoveMessage(current.status, next.status));
    if (current.status === 'completed') throw ValidationError.field(snake(Object.keys(changes)[0]), COMPLETED_LOCKED);
    if (current.status === 'cancelled') throw ValidationError.field(snake(Object.keys(changes)[0]), CANCELLED_LOCKED);
    if (next.productId !== current.productId) await productFor(tx, next.productId);
    const mold = next.moldId !== current.moldId ? await plannableMold(tx, next.moldId) : (await tx.select().from(molds).where(eq(molds.id, next.moldId)))[0];
    if (next.machineId != null && next.machineId !== current.machineId) await machineFor(tx, next.machineId);

    let overridden: string | null = null;
    if (moving && next.status === 'in_progress') {
      if (mold.status !== 'active') throw ValidationError.field('mold_id', MOLD_NOT_ACTIVE);
      if (next.machineId != null) {
        const [press] = await tx.select({ status: machines.status }).from(machines).where(eq(machines.id, next.machineId));
        if (press?.status === 'maintenance') throw ValidationError.field('machine_id', MACHINE_IN_MAINTENANCE);
      }
      const overdue = overdueMessage(mold, todayInPlant());
      if (overdue && !data.override_reason) throw ValidationError.field('status', overdue);
      if (overdue) overridden = data.override_reason ?? null;
    }
    assertVersion(options, current.version);

    const now = new Date();
    await tx
      .update(workOrders)
      .set({
        ...next,
        ...(moving && next.status === 'in_progress' && !current.startedAt ? { startedAt: now } : {}),
        ...(moving && next.status === 'completed' ? { completedAt: now } : {}),
        version: sql`${workOrders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(workOrders.id, id));
    if (moving) {
      await adjustStatusCounts(tx, [
        { status: current.status, count: -1 },
        { status: next.status, count: 1, efficiency: next.status === 'completed' ? efficiencyOf(current.quantityCompleted, next.quantityPlanned) : 0 },
      ]);
      if (next.status === 'in_progress' && next.machineId != null) await changeMachineStatus(tx, ctx.user, next.machineId, 'running', { workOrderId: id });
      if (current.status === 'in_progress') await releaseMachine(tx, ctx.user, current.machineId, id);
    }
    await writeAudit(tx, { user: ctx.user, entity: 'work_order', entityId: id, action: moving ? 'status' : 'update', changes });
    if (overridden) {
      await writeAudit(tx, { user: ctx.user, entity: 'work_order', entityId: id, action: 'override', changes: { block: 'mold_overdue', mold_id: mold.id, override_reason: overridden } });
    }
  });
  return findWorkOrder(ctx.db, id);
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A report's update of its order (prepared: built once); `completingOrder` when it reaches the planned quantity. */
const reportedOrder = (completes: boolean) =>
  preparedQuery((db) =>
    db
      .update(workOrders)
      .set({
        quantityCompleted: sql`${workOrders.quantityCompleted} + ${sql.placeholder('good')}`,
        quantityScrap: sql`${workOrders.quantityScrap} + ${sql.placeholder('scrap')}`,
        shotsTotal: sql`${workOrders.shotsTotal} + ${sql.placeholder('shots')}`,
        ...(completes ? { status: 'completed' as const, completedAt: sql`${sql.placeholder('now')}` } : {}),
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(eq(workOrders.id, sql.placeholder('id')))
      .returning()
      .prepare(completes ? 'report_completes_order' : 'report_order'),
  );
const progressingOrder = reportedOrder(false);
const completingOrder = reportedOrder(true);

/** A report's row (prepared: built once). */
const insertedReport = preparedQuery((db) =>
  db
    .insert(productionReports)
    .values({
      workOrderId: sql.placeholder('workOrderId'),
      machineId: sql.placeholder('machineId'),
      shots: sql.placeholder('shots'),
      goodParts: sql.placeholder('goodParts'),
      scrapParts: sql.placeholder('scrapParts'),
      operator: sql.placeholder('operator'),
      notes: sql.placeholder('notes'),
      createdBy: sql.placeholder('createdBy'),
    })
    .returning()
    .prepare('insert_report'),
);

/**
 * POST /api/production/work-orders/{id}/reports: what the press made. One transaction, in this order:
 *   1. lock the order (404), judge the report (422: input, order in progress, parts ≤ shots × cavities);
 *   2. store the report and add good parts, scrap and shots to the order;
 *   3. record the mold's usage through the molds service (both shot counters, defect rate = scrap ÷ (good + scrap));
 *   4. stock through the stock service (./stock.ts): the BOM's materials issued FIFO for every part
 *      made, the good parts received as a lot (422 and nothing changes when a material is short);
 *   5. complete the order when the planned quantity is reached (counters, the press goes idle);
 *   6. audit.
 * The order row lock serialises concurrent reports on one order, so none is lost. Shared rows (the materials'
 * balances) are locked last and by id (./stock.ts); a deadlock with another kind of write is retried whole.
 */
export async function reportProduction(ctx: ServiceContext, id: number, input: unknown): Promise<ReportResult> {
  authorize(ctx, 'production_reports.write');
  // Every step's audit rows (the mold's usage, the receipt, the issues, the order's) go in as one insert at the end.
  const result = await transactionWithRetry(ctx.db, (tx) => withDeferredAudits(tx, async () => {
    // 1. The order locked, read with what the answer names and the product's cycle time (one statement), behind
    // the transaction's leave to reuse generic plans (its statements are lookups by key).
    const [, locked] = await inOrder([reuseGenericPlans(tx), lockWorkOrderRow(tx, id)]);
    const order = locked.wo;
    const data = parseInput(productionReportSchema, input);
    if (order.status !== 'in_progress') throw ValidationError.field('status', NOT_IN_PROGRESS);
    const maxParts = data.shots * order.cavityCount;
    if (data.good_parts + data.scrap_parts > maxParts) throw ValidationError.field('good_parts', partsExceedShotsMessage(maxParts));

    // 2. The report (with its scrap lines), the order's update, the mold's usage, OEE's daily rollup and step 4's
    // reads (the BOM, the receiving location): independent steps sent together (`together`: pipelined on the
    // transaction's connection, one round trip). The rollup's plant day is the transaction's (the report row's
    // `reported_at` default), so it needs nothing from the report's insert.
    const scrapReasons = data.scrap_reasons ?? [];
    const completed = order.quantityCompleted + data.good_parts;
    const reachesPlan = completed >= order.quantityPlanned;
    const now = new Date();
    const storeReport = async () => {
      const [row] = await insertedReport(tx).execute({
        workOrderId: id,
        machineId: order.machineId,
        shots: data.shots,
        goodParts: data.good_parts,
        scrapParts: data.scrap_parts,
        operator: data.operator ?? null,
        notes: data.notes ?? null,
        createdBy: ctx.user?.id ?? null,
      });
      if (scrapReasons.length) await tx.insert(productionReportScrap).values(scrapReasons.map((r) => ({ reportId: row.id, reasonCode: r.reason_code, quantity: r.quantity })));
      return row;
    };
    // The order as it is now: the answer's (nothing later in the report changes it).
    const updateOrder = runLater((reachesPlan ? completingOrder : progressingOrder)(tx), { id, good: data.good_parts, scrap: data.scrap_parts, shots: data.shots, now: now.toISOString() });
    // 3. The mold's usage (the press's number goes on its usage record) and OEE's daily rollup: the ideal cycle time
    // of the order's product (else the order's own).
    const parts = { good: data.good_parts, scrap: data.scrap_parts };
    const [report, [updated], usage, , stockReads] = await together([
      storeReport(),
      updateOrder,
      recordUsageInTx(tx, ctx.user, order.moldId, {
        date: todayInPlant(),
        work_order: order.workOrderNumber,
        product: locked.productCode,
        shots_produced: data.shots,
        machine: locked.machineNumber,
        operator: data.operator ?? null,
        defect_rate: defectRate(data.good_parts, data.scrap_parts),
      }),
      applyReport(tx, {
        machineId: order.machineId,
        moldId: order.moldId,
        shots: data.shots,
        idealCycleSeconds: Number(locked.productCycleSeconds ?? order.cycleTimeSeconds ?? 0),
        goodParts: data.good_parts,
        scrapParts: data.scrap_parts,
        scrapReasons,
      }),
      readForReport(tx, order, parts),
    ]);

    // 4.
    const stock = await moveStockForReport(tx, ctx, order, parts, stockReads);

    // 5.
    if (reachesPlan) {
      await adjustStatusCounts(tx, [
        { status: 'in_progress', count: -1 },
        { status: 'completed', count: 1, efficiency: efficiencyOf(completed, order.quantityPlanned) },
      ]);
      await releaseMachine(tx, ctx.user, order.machineId, id);
    }

    // 6.
    await writeAudit(tx, {
      user: ctx.user,
      entity: 'work_order',
      entityId: id,
      action: 'report',
      changes: {
        report_id: report.id,
        shots: data.shots,
        good_parts: data.good_parts,
        scrap_parts: data.scrap_parts,
        ...(scrapReasons.length ? { scrap_reasons: scrapReasons } : {}),
        ...(reachesPlan ? { status: ['in_progress', 'completed'] } : {}),
      },
    });
    return { report, workOrder: toWorkOrderDto({ ...locked, wo: updated }), mold: usage.mold, stock, scrapReasons };
  }));
  return { ...toReportDto(result.report), scrap_reasons: result.scrapReasons, work_order: result.workOrder, mold: result.mold, stock: result.stock };
}
