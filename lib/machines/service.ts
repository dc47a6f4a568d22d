import 'server-only';
import { transactionWithRetry } from '@/lib/db/retry';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { machineStatusChanges, machines } from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/types';
import { recomputeCostSheetsForMachine } from '@/lib/costing/recompute';
import { isUniqueViolation } from '@/lib/db/errors';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import type { MachineStatus } from './constants';
import type { MachineDto } from './dto';
import { getMachine } from './queries';
import { createMachineSchema, MACHINE_NUMBER_TAKEN, updateMachineSchema } from './schemas';

/**
 * The presses and the shop floor (one vertical: work orders run on presses, the board shows both): every write of
 * a press here, every read in ./queries.ts.
 */
export { getMachine, listMachines, machineExists, machineExportBatches, shopFloorJobs, shopFloorMachines, shopFloorPress, shopFloorStats } from './queries';
export { MACHINE_NUMBER_TAKEN } from './schemas';

/** The case-insensitive unique index on machine_number (db/schema/machines.ts). */
const NUMBER_INDEX = 'machines_machine_number_key';

async function withNumberTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NUMBER_INDEX)) throw ValidationError.field('machine_number', MACHINE_NUMBER_TAKEN);
    throw error;
  }
}

async function assertNumberFree(tx: Tx, number: string, exceptId?: number) {
  const conditions = [eq(sql`lower(${machines.machineNumber})`, number.toLowerCase())];
  if (exceptId !== undefined) conditions.push(ne(machines.id, exceptId));
  const [taken] = await tx.select({ id: machines.id }).from(machines).where(and(...conditions)).limit(1);
  if (taken) throw ValidationError.field('machine_number', MACHINE_NUMBER_TAKEN);
}

/** POST /api/machines: a press (number unique, case-insensitive); status idle unless given. */
export async function createMachine(ctx: ServiceContext, input: unknown): Promise<MachineDto> {
  authorize(ctx, 'machines.write');
  const data = parseInput(createMachineSchema, input);
  const id = await withNumberTaken(() =>
    ctx.db.transaction(async (tx) => {
      await assertNumberFree(tx, data.machine_number);
      const [row] = await tx
        .insert(machines)
        .values({
          machineNumber: data.machine_number,
          machineName: data.machine_name,
          tonnage: data.tonnage ?? null,
          status: data.status ?? 'idle',
          hourlyRate: data.hourly_rate ?? 0,
          maintenanceIntervalHours: data.maintenance_interval_hours ?? null,
          maintenanceIntervalDays: data.maintenance_interval_days ?? null,
        })
        .returning({ id: machines.id });
      await writeAudit(tx, { user: ctx.user, entity: 'machine', entityId: row.id, action: 'create', changes: data });
      return row.id;
    }),
  );
  return getMachine(ctx, id);
}

/**
 * PUT/PATCH /api/machines/{id}: any subset of number, name, tonnage, status, hourly rate (+ a `reason` kept with a
 * status change). 401 → 403 → 404 → 422 → 409 (`options.expectedVersion`, CONTRACT §8); a status change is recorded
 * for the uptime; no-op → no version bump.
 */
export async function updateMachine(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<MachineDto> {
  authorize(ctx, 'machines.write');
  await withNumberTaken(() =>
    // Retried whole on a deadlock: a rate change recomputes cost sheets holding the press's row.
    transactionWithRetry(ctx.db, async (tx) => {
      const [current] = await tx.select().from(machines).where(eq(machines.id, id)).for('update');
      if (!current) throw new NotFoundError('Machine');
      const data = parseInput(updateMachineSchema, input && typeof input === 'object' ? input : {});
      const number = data.machine_number ?? current.machineNumber;
      if (number.toLowerCase() !== current.machineNumber.toLowerCase()) await assertNumberFree(tx, number, id);
      assertVersion(options, current.version);
      const next = {
        machineNumber: number,
        machineName: data.machine_name ?? current.machineName,
        tonnage: data.tonnage !== undefined ? data.tonnage : current.tonnage,
        hourlyRate: data.hourly_rate != null ? data.hourly_rate : Number(current.hourlyRate),
        maintenanceIntervalHours: data.maintenance_interval_hours !== undefined ? data.maintenance_interval_hours : current.maintenanceIntervalHours,
        maintenanceIntervalDays: data.maintenance_interval_days !== undefined ? data.maintenance_interval_days : current.maintenanceIntervalDays,
      };
      const status = data.status ?? current.status;
      const changes = diff({ ...current, hourlyRate: Number(current.hourlyRate) } as unknown as Record<string, unknown>, { ...next, status });
      if (Object.keys(changes).length === 0) return;
      await tx
        .update(machines)
        .set({ ...next, version: sql`${machines.version} + 1`, updatedAt: new Date() })
        .where(eq(machines.id, id));
      if (status !== current.status) await changeMachineStatus(tx, ctx.user, id, status, { reason: data.reason ?? null });
      await writeAudit(tx, { user: ctx.user, entity: 'machine', entityId: id, action: 'update', changes });
      // The press's rate prices the machine time of every product costed on it: new cost sheet versions, same transaction.
      if (next.hourlyRate !== Number(current.hourlyRate)) await recomputeCostSheetsForMachine(tx, id, ctx.user);
    }),
  );
  return getMachine(ctx, id);
}

/**
 * A press changes status: the row is locked, the change is kept (uptime is read from these) and audited. Does not
 * bump the machine's version (a consequence of production, not an edit of the machine).
 */
export async function changeMachineStatus(
  tx: Tx,
  user: SessionUser | null,
  machineId: number,
  to: MachineStatus,
  opts: { workOrderId?: number | null; reason?: string | null; bumpVersion?: boolean } = {},
): Promise<void> {
  const [machine] = await tx.select().from(machines).where(eq(machines.id, machineId)).for('update');
  if (!machine || machine.status === to) return;
  await tx
    .update(machines)
    .set({ status: to, updatedAt: new Date(), ...(opts.bumpVersion ? { version: sql`${machines.version} + 1` } : {}) })
    .where(eq(machines.id, machineId));
  await tx.insert(machineStatusChanges).values({
    machineId,
    fromStatus: machine.status,
    toStatus: to,
    workOrderId: opts.workOrderId ?? null,
    reason: opts.reason ?? null,
    changedBy: user?.id ?? null,
  });
  await writeAudit(tx, { user, entity: 'machine', entityId: machineId, action: 'status', changes: { status: [machine.status, to], work_order_id: opts.workOrderId ?? null } });
}

