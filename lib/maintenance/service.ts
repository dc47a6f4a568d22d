import 'server-only';
import { refreshUsageWindows } from '@/lib/molds/usage-window';
import { and, eq, inArray, isNotNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { machines, maintenanceWorkOrders, molds, users, workOrders } from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/types';
import { addDays, todayInPlant } from '@/lib/dates';
import { isUniqueViolation } from '@/lib/db/errors';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { issueStockInTx } from '@/lib/inventory/service';
import { changeMachineStatus } from '@/lib/machines/service';
import { DUE_SOON_PERCENT } from '@/lib/molds/health';
import { logMaintenanceInTx } from '@/lib/molds/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { DAYS_LEAD, MWO_OPEN_STATUSES, type MwoAssetType, type MwoStatus } from './constants';
import type { CompletedMaintenanceDto, MaintenanceWorkOrderDto, SweepResult } from './dto';
import { findMaintenanceWorkOrder } from './queries';
import { nextMaintenanceNumber, openWorkOrderOf, raiseForMachineInTx, raiseForMoldInTx } from './raise';
import { canMoveMwo } from './rules';
import {
  ASSET_HAS_OPEN_ORDER,
  ASSET_IN_PRODUCTION,
  ASSET_UNKNOWN,
  ASSIGNEE_UNKNOWN,
  cancelMaintenanceSchema,
  completeMaintenanceSchema,
  createMaintenanceSchema,
  illegalMwoMove,
  startMaintenanceSchema,
} from './schemas';

/** Maintenance work orders (CONTRACT §12): every write here, every read in ./queries.ts, the system's raise in ./raise.ts. */
export {
  getMaintenanceWorkOrder,
  listMaintenanceWorkOrders,
  maintenanceExportBatches,
  maintenanceForecast,
  maintenanceSummary,
  maintenanceWorkOrderExists,
  openMaintenanceOf,
  pressMaintenanceStatus,
} from './queries';

const ENTITY = 'Maintenance work order';
const AUDIT_ENTITY = 'maintenance_work_order';
const ONE_OPEN_INDEX = 'maintenance_work_orders_one_open_per_asset';

async function lockOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(maintenanceWorkOrders).where(eq(maintenanceWorkOrders.id, id)).for('update');
  if (!row) throw new NotFoundError(ENTITY);
  return row;
}

/** The mold or press (422 on asset_id when unknown), locked. */
async function lockAsset(tx: Tx, type: MwoAssetType, id: number, field = 'asset_id') {
  if (type === 'mold') {
    const [m] = await tx.select({ id: molds.id, code: molds.moldCode, status: molds.status }).from(molds).where(eq(molds.id, id)).for('update');
    if (!m) throw ValidationError.field(field, ASSET_UNKNOWN);
    return { id: m.id, code: m.code, status: m.status as string };
  }
  const [p] = await tx.select({ id: machines.id, code: machines.machineNumber, status: machines.status }).from(machines).where(eq(machines.id, id)).for('update');
  if (!p) throw ValidationError.field(field, ASSET_UNKNOWN);
  return { id: p.id, code: p.code, status: p.status as string };
}

async function assertAssignee(tx: Tx, userId: number | null | undefined) {
  if (userId == null) return;
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw ValidationError.field('assigned_to_user_id', ASSIGNEE_UNKNOWN);
}

/** A second open order for an asset (a race the check saw free) is the same 422 as the check's. */
async function withOneOpen<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, ONE_OPEN_INDEX)) throw ValidationError.field('asset_id', ASSET_HAS_OPEN_ORDER);
    throw error;
  }
}

/** POST /api/maintenance/work-orders → 201, status open, trigger manual (breakdown when `breakdown: true`). */
export async function createMaintenanceWorkOrder(ctx: ServiceContext, input: unknown): Promise<MaintenanceWorkOrderDto> {
  authorize(ctx, 'maintenance.write');
  const data = parseInput(createMaintenanceSchema, input);
  const id = await withOneOpen(() =>
    ctx.db.transaction(async (tx) => {
      await lockAsset(tx, data.asset_type, data.asset_id);
      await assertAssignee(tx, data.assigned_to_user_id);
      if (await openWorkOrderOf(tx, data.asset_type, data.asset_id)) throw ValidationError.field('asset_id', ASSET_HAS_OPEN_ORDER);
      const number = await nextMaintenanceNumber(tx);
      const [row] = await tx
        .insert(maintenanceWorkOrders)
        .values({
          maintenanceNumber: number,
          assetType: data.asset_type,
          assetId: data.asset_id,
          type: data.type,
          priority: data.priority ?? 'medium',
          status: 'open',
          trigger: data.breakdown ? 'breakdown' : 'manual',
          dueDate: data.due_date,
          description: data.description ?? null,
          assignedToUserId: data.assigned_to_user_id ?? null,
          createdBy: ctx.user?.id ?? null,
        })
        .returning({ id: maintenanceWorkOrders.id });
      await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: row.id, action: 'create', changes: { ...data, maintenance_number: number } });
      return row.id;
    }),
  );
  return findMaintenanceWorkOrder(ctx.db, id);
}

function assertMove(from: MwoStatus, to: MwoStatus) {
  if (!canMoveMwo(from, to)) throw ValidationError.field('status', illegalMwoMove(from, to));
}

type LockedAsset = Awaited<ReturnType<typeof lockAsset>>;

/**
 * The locked asset into `maintenance` (start), or out of it back to service (complete, cancel: a mold → active, a
 * press → idle); an asset already there stays as it is. A mold's status change is audited; a press's goes through
 * its status history (its uptime and running hours are read from it).
 */
async function moveAsset(tx: Tx, user: SessionUser | null, type: MwoAssetType, asset: LockedAsset, orderId: number, to: 'maintenance' | 'service') {
  if ((to === 'maintenance') === (asset.status === 'maintenance')) return;
  if (type === 'machine') {
    await changeMachineStatus(tx, user, asset.id, to === 'maintenance' ? 'maintenance' : 'idle', { reason: `Maintenance work order ${orderId}${to === 'service' ? ' closed' : ''}` });
    return;
  }
  const next = to === 'maintenance' ? 'maintenance' : 'active';
  await tx.update(molds).set({ status: next, updatedAt: new Date() }).where(eq(molds.id, asset.id));
  await writeAudit(tx, { user, entity: 'mold', entityId: asset.id, action: 'status', changes: { status: [asset.status, next], maintenance_work_order_id: orderId } });
}

/**
 * POST /api/maintenance/work-orders/{id}/start → in_progress: the mold (or press) goes to `maintenance`, so it cannot
 * be planned for production or go in progress until the order is completed or cancelled. 422 while a production work
 * order runs on it.
 */
export async function startMaintenanceWorkOrder(ctx: ServiceContext, id: number, input: unknown = {}, options: WriteOptions = {}): Promise<MaintenanceWorkOrderDto> {
  authorize(ctx, 'maintenance.write');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(startMaintenanceSchema, input ?? {});
    assertMove(current.status, 'in_progress');
    await assertAssignee(tx, data.assigned_to_user_id);
    const asset = await lockAsset(tx, current.assetType, current.assetId);
    const column = current.assetType === 'mold' ? workOrders.moldId : workOrders.machineId;
    const [running] = await tx.select({ id: workOrders.id }).from(workOrders).where(and(eq(column, current.assetId), eq(workOrders.status, 'in_progress'))).limit(1);
    if (running) throw ValidationError.field('status', ASSET_IN_PRODUCTION);
    assertVersion(options, current.version);
    const assignee = data.assigned_to_user_id ?? current.assignedToUserId;
    await tx
      .update(maintenanceWorkOrders)
      .set({ status: 'in_progress', startedAt: new Date(), assignedToUserId: assignee, version: sql`${maintenanceWorkOrders.version} + 1`, updatedAt: new Date() })
      .where(eq(maintenanceWorkOrders.id, id));
    await moveAsset(tx, ctx.user, current.assetType, asset, id, 'maintenance');
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'start', changes: { status: [current.status, 'in_progress'], ...(assignee !== current.assignedToUserId ? { assigned_to_user_id: [current.assignedToUserId, assignee] } : {}) } });
  });
  return findMaintenanceWorkOrder(ctx.db, id);
}

/**
 * POST /api/maintenance/work-orders/{id}/complete → completed, in one transaction: for a mold the maintenance record
 * of §3 through the molds service (its counter rules), the parts issued FIFO through the stock service (a part short
 * → 422 on `parts.N.quantity` and nothing changes), the asset back to active/idle (a press's last maintenance date
 * set), the codes and cost kept on the order.
 */
export async function completeMaintenanceWorkOrder(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<CompletedMaintenanceDto> {
  authorize(ctx, 'maintenance.write');
  const parts = await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(completeMaintenanceSchema, input);
    assertMove(current.status, 'completed');
    assertVersion(options, current.version);
    const asset = await lockAsset(tx, current.assetType, current.assetId);

    let recordId: number | null = null;
    if (current.assetType === 'mold') {
      const record = await logMaintenanceInTx(tx, ctx.user, current.assetId, {
        date: data.completed_date,
        type: current.type,
        description: [current.description, data.notes].filter(Boolean).join(' — ') || null,
        technician: data.technician,
        cost: data.cost ?? 0,
        resets_counter: data.resets_counter ?? null,
      });
      recordId = record.id;
    } else {
      await tx.update(machines).set({ lastMaintenanceDate: data.completed_date, updatedAt: new Date() }).where(eq(machines.id, current.assetId));
    }

    const issued: CompletedMaintenanceDto['parts_issued'] = [];
    for (const [index, part] of (data.parts ?? []).entries()) {
      try {
        const movement = await issueStockInTx(tx, ctx, { product_id: part.product_id, quantity: part.quantity, reference: current.maintenanceNumber, notes: 'Spare part for maintenance' });
        issued.push({ product_id: part.product_id, quantity: part.quantity, movement_id: movement.id });
      } catch (error) {
        if (error instanceof ValidationError) {
          const [[field, messages]] = Object.entries(error.errors);
          throw ValidationError.field(`parts.${index}.${field}`, messages[0]);
        }
        throw error;
      }
    }

    await tx
      .update(maintenanceWorkOrders)
      .set({
        status: 'completed',
        completedAt: new Date(),
        completedDate: data.completed_date,
        technician: data.technician,
        cost: data.cost ?? null,
        notes: data.notes ?? null,
        issueCode: data.issue_code ?? null,
        fixCode: data.fix_code ?? null,
        maintenanceRecordId: recordId,
        version: sql`${maintenanceWorkOrders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(maintenanceWorkOrders.id, id));
    await moveAsset(tx, ctx.user, current.assetType, asset, id, 'service');
    await writeAudit(tx, {
      user: ctx.user,
      entity: AUDIT_ENTITY,
      entityId: id,
      action: 'complete',
      changes: { status: [current.status, 'completed'], completed_date: data.completed_date, issue_code: data.issue_code ?? null, fix_code: data.fix_code ?? null, maintenance_record_id: recordId, parts: issued },
    });
    return issued;
  });
  return { ...(await findMaintenanceWorkOrder(ctx.db, id)), parts_issued: parts };
}

/** POST /api/maintenance/work-orders/{id}/cancel → cancelled (an order in progress gives its asset back to service). */
export async function cancelMaintenanceWorkOrder(ctx: ServiceContext, id: number, input: unknown = {}, options: WriteOptions = {}): Promise<MaintenanceWorkOrderDto> {
  authorize(ctx, 'maintenance.write');
  await ctx.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const data = parseInput(cancelMaintenanceSchema, input ?? {});
    assertMove(current.status, 'cancelled');
    assertVersion(options, current.version);
    await tx
      .update(maintenanceWorkOrders)
      .set({ status: 'cancelled', cancelledAt: new Date(), notes: data.reason ?? current.notes, version: sql`${maintenanceWorkOrders.version} + 1`, updatedAt: new Date() })
      .where(eq(maintenanceWorkOrders.id, id));
    if (current.status === 'in_progress') await moveAsset(tx, ctx.user, current.assetType, await lockAsset(tx, current.assetType, current.assetId), id, 'service');
    await writeAudit(tx, { user: ctx.user, entity: AUDIT_ENTITY, entityId: id, action: 'cancel', changes: diff({ status: current.status }, { status: 'cancelled' }) });
  });
  return findMaintenanceWorkOrder(ctx.db, id);
}

/**
 * The sweep (CONTRACT §12): every mold and press a trigger has fired for and that has no open order gets one. Each
 * asset in its own short transaction under its row lock, as the usage records' raise. `POST /api/maintenance/sweep`
 * (Admin only) and once a day by the server (`runMaintenanceSweep(db, null)`).
 */
export async function sweepMaintenance(ctx: ServiceContext): Promise<SweepResult> {
  authorize(ctx, 'maintenance.sweep');
  return runMaintenanceSweep(ctx.db, ctx.user);
}

export async function runMaintenanceSweep(db: Db, user: SessionUser | null, today = todayInPlant()): Promise<SweepResult> {
  // The molds' 30-day usage windows move to the new day first (the forecast reads them).
  await refreshUsageWindows(db, today);
  const noOpen = (type: MwoAssetType, id: typeof molds.id | typeof machines.id) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(maintenanceWorkOrders)
        .where(and(eq(maintenanceWorkOrders.assetType, type), eq(maintenanceWorkOrders.assetId, id), inArray(maintenanceWorkOrders.status, [...MWO_OPEN_STATUSES]))),
    );
  const lead = addDays(today, DAYS_LEAD);
  const moldCandidates = await db
    .select({ id: molds.id })
    .from(molds)
    .where(
      and(
        sql`${molds.status} <> 'inactive'`,
        noOpen('mold', molds.id),
        or(
          sql`${molds.maintenanceIntervalShots} > 0 and ${molds.shotsSinceMaintenance} * 100 >= ${molds.maintenanceIntervalShots}::bigint * ${DUE_SOON_PERCENT}`,
          sql`${molds.maintenanceIntervalDays} > 0 and coalesce(${molds.lastMaintenanceDate}, ${molds.createdAt}::date) + ${molds.maintenanceIntervalDays} <= ${lead}::date`,
        ),
      ),
    );
  const pressCandidates = await db
    .select({ id: machines.id })
    .from(machines)
    .where(and(noOpen('machine', machines.id), or(isNotNull(machines.maintenanceIntervalHours), lte(sql`coalesce(${machines.lastMaintenanceDate}, ${machines.createdAt}::date) + ${machines.maintenanceIntervalDays}`, sql`${lead}::date`))));
  const ids: number[] = [];
  for (const m of moldCandidates) {
    const id = await db.transaction(async (tx) => {
      await tx.select({ id: molds.id }).from(molds).where(eq(molds.id, m.id)).for('update');
      return raiseForMoldInTx(tx, user, m.id, today);
    });
    if (id) ids.push(id);
  }
  for (const p of pressCandidates) {
    const id = await db.transaction((tx) => raiseForMachineInTx(tx, user, p.id, today));
    if (id) ids.push(id);
  }
  return { raised: ids.length, ids };
}
