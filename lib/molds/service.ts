import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { customers, moldMaintenanceRecords, moldUsageRecords, molds, type MoldMaintenanceRecord } from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { todayInPlant } from '@/lib/dates';
import { authorize } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/types';
import { isUniqueViolation } from '@/lib/db/errors';
import { preparedQuery, runLater } from '@/lib/db/prepared';
import { inOrder, mapped } from '@/lib/db/together';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { toMaintenanceRecordDto, toMoldCounters, toUsageRecordDto } from './dto';
import { moldTriggerColumns, raiseForMoldInTx } from '@/lib/maintenance/raise';
import { maintenanceOutcome } from './maintenance-rules';
import { getMoldDto, shotsInMoldWindow } from './queries';
import {
  createMoldSchema,
  CUSTOMER_REQUIRED,
  CUSTOMER_UNKNOWN,
  maintenanceRecordSchema,
  type MaintenanceRecordInput,
  MOLD_CODE_TAKEN,
  normalizeMoldAliases,
  updateMoldSchema,
  usageRecordSchema,
  type UsageRecordInput,
} from './schemas';
import type { MaintenanceRecordDto, MoldCounters, MoldDto, UsageRecordDto } from './types';

export {
  getMold,
  getMoldDto,
  HISTORY_LIMIT,
  listMaintenanceRecords,
  listAllMolds,
  listMolds,
  listMoldsPage,
  listUsageRecords,
  maintenanceExportBatches,
  moldExportBatches,
  moldExists,
  moldHealthSummary,
  usageExportBatches,
  searchMolds,
  shotsInUsageWindow,
} from './queries';
export { CUSTOMER_REQUIRED, CUSTOMER_UNKNOWN, MOLD_CODE_TAKEN } from './schemas';
export type { MoldCounters } from './types';

const ENTITY = 'Mold';
/** The case-insensitive unique index on mold_code (db/schema/molds.ts). */
const MOLD_CODE_INDEX = 'molds_code_lower_unique';

/** Parse with the alias map applied, naming errors the way the client named the fields. */
function parseMoldBody<S extends Parameters<typeof parseInput>[0]>(schema: S, input: unknown, current?: Parameters<typeof normalizeMoldAliases>[1]) {
  const { body, errorKeys } = normalizeMoldAliases(input, current);
  try {
    return parseInput(schema, body) as ReturnType<typeof parseInput<S>>;
  } catch (error) {
    if (error instanceof ValidationError && Object.keys(errorKeys).length) {
      const renamed = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [errorKeys[k] ?? k, v]));
      throw new ValidationError(renamed);
    }
    throw error;
  }
}

/** A write that lost the race for a mold code the check saw free is the same 422 as the check's. */
async function withCodeTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, MOLD_CODE_INDEX)) throw ValidationError.field('mold_code', MOLD_CODE_TAKEN);
    throw error;
  }
}

async function assertCodeAvailable(db: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const conditions = [eq(sql`lower(${molds.moldCode})`, code.toLowerCase())];
  if (exceptId !== undefined) conditions.push(ne(molds.id, exceptId));
  const [taken] = await db
    .select({ id: molds.id })
    .from(molds)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw ValidationError.field('mold_code', MOLD_CODE_TAKEN);
}

/**
 * CONTRACT §3: a customer-owned mold must name an existing customer (422 on customer_id); any other
 * ownership stores null whatever was sent.
 */
async function resolveCustomerId(db: DbOrTx, ownership: string, customerId: number | null | undefined): Promise<number | null> {
  if (ownership !== 'customer_owned') return null;
  if (customerId == null) throw ValidationError.field('customer_id', CUSTOMER_REQUIRED);
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) throw ValidationError.field('customer_id', CUSTOMER_UNKNOWN);
  return customer.id;
}

/** The mold row locked for this transaction (a 404 when there is none). */
async function lockMold(tx: Tx, id: number) {
  const [mold] = await tx.select().from(molds).where(eq(molds.id, id)).for('update');
  if (!mold) throw new NotFoundError(ENTITY);
  return mold;
}

/** POST /api/molds. Counters may be given for a mold that already ran elsewhere; status defaults to active. */
export async function createMold(ctx: ServiceContext, input: unknown): Promise<MoldDto> {
  authorize(ctx, 'molds.write');
  const data = parseMoldBody(createMoldSchema, input);
  const id = await withCodeTaken(() =>
    ctx.db.transaction(async (tx) => {
      await assertCodeAvailable(tx, data.mold_code);
      const customerId = await resolveCustomerId(tx, data.ownership, data.customer_id);
      const [row] = await tx
        .insert(molds)
        .values({
          moldCode: data.mold_code,
          moldName: data.mold_name,
          description: data.description ?? null,
          ownership: data.ownership,
          cavityCount: data.cavity_count,
          status: data.status ?? 'active',
          customerId,
          storageLocation: data.storage_location ?? null,
          maintenanceIntervalShots: data.maintenance_interval_shots ?? null,
          maintenanceIntervalDays: data.maintenance_interval_days ?? null,
          purchaseDate: data.purchase_date ?? null,
          totalShotsLifetime: data.total_shots_lifetime ?? 0,
          shotsSinceMaintenance: data.shots_since_maintenance ?? 0,
          // A new mold has no usage: its stored 30-day window (lib/molds/usage-window.ts) is 0 as of today.
          usageWindowShots: 0,
          usageWindowEnd: todayInPlant(),
        })
        .returning({ id: molds.id });
      await writeAudit(tx, { user: ctx.user, entity: 'mold', entityId: row.id, action: 'create', changes: { ...data, customer_id: customerId } });
      return row.id;
    }),
  );
  return getMoldDto(ctx.db, id);
}

/**
 * PUT/PATCH /api/molds/{id}: any subset of the mold's own fields (counters and maintenance dates are
 * ignored). Answers in the order of CONTRACT §8: 401 → 403 → 404 (unknown mold) → 422 (input) → 409 (stale
 * `version` / If-Match). The row is locked for the check-and-write; an update that changes nothing answers
 * the mold as it is, keeps `version` and writes no audit row.
 */
export async function updateMold(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<MoldDto> {
  authorize(ctx, 'molds.write');
  await withCodeTaken(() =>
    ctx.db.transaction(async (tx) => {
      const current = await lockMold(tx, id);
      const data = parseMoldBody(updateMoldSchema, input, {
        storage_location: current.storageLocation,
        maintenance_interval_shots: current.maintenanceIntervalShots,
      });

      const ownership = data.ownership ?? current.ownership;
      const code = data.mold_code ?? current.moldCode;
      if (code.toLowerCase() !== current.moldCode.toLowerCase()) await assertCodeAvailable(tx, code, id);
      const customerId = await resolveCustomerId(tx, ownership, data.customer_id !== undefined ? data.customer_id : current.customerId);
      assertVersion(options, current.version);

      const next = {
        moldCode: code,
        moldName: data.mold_name ?? current.moldName,
        description: data.description !== undefined ? data.description : current.description,
        ownership,
        cavityCount: data.cavity_count ?? current.cavityCount,
        status: data.status ?? current.status,
        customerId,
        storageLocation: data.storage_location !== undefined ? data.storage_location : current.storageLocation,
        maintenanceIntervalShots: data.maintenance_interval_shots !== undefined ? data.maintenance_interval_shots : current.maintenanceIntervalShots,
        maintenanceIntervalDays: data.maintenance_interval_days !== undefined ? data.maintenance_interval_days : current.maintenanceIntervalDays,
        purchaseDate: data.purchase_date !== undefined ? data.purchase_date : current.purchaseDate,
      };
      const changes = diff(current as unknown as Record<string, unknown>, next);
      if (Object.keys(changes).length === 0) return;
      await tx
        .update(molds)
        .set({ ...next, version: sql`${molds.version} + 1`, updatedAt: new Date() })
        .where(and(eq(molds.id, id), eq(molds.version, current.version)));
      await writeAudit(tx, { user: ctx.user, entity: 'mold', entityId: id, action: 'update', changes });
    }),
  );
  return getMoldDto(ctx.db, id);
}

function countersOf(mold: MoldDto): MoldCounters {
  return {
    id: mold.id,
    total_shots_lifetime: mold.total_shots_lifetime,
    shots_since_maintenance: mold.shots_since_maintenance,
    last_maintenance_date: mold.last_maintenance_date,
    next_maintenance_due: mold.next_maintenance_due,
    maintenance_health: mold.maintenance_health,
    version: mold.version,
  };
}

/**
 * POST /api/molds/{id}/maintenance (Log Maintenance). The mold row is locked so a usage run arriving at the
 * same moment is counted either before the reset or after it, never lost. Records the lifetime shots at
 * the time of logging; a back-dated record is history only. Does not bump the mold's version.
 */
export async function logMaintenance(ctx: ServiceContext, id: number, input: unknown): Promise<MaintenanceRecordDto & { mold: MoldCounters }> {
  authorize(ctx, 'mold_maintenance.write');
  const record = await ctx.db.transaction(async (tx) => {
    await lockMold(tx, id); // an unknown mold is a 404 before the body is judged
    return logMaintenanceInTx(tx, ctx.user, id, parseInput(maintenanceRecordSchema, input));
  });
  return { ...toMaintenanceRecordDto(record), mold: countersOf(await getMoldDto(ctx.db, id)) };
}

/**
 * A maintenance record inside the caller's transaction — for modules that log it as part of their own write
 * (completing a maintenance work order) and have checked their own permission. `data` is already parsed by
 * `maintenanceRecordSchema`. Locks the mold (404), stores the record, applies the counter rules
 * (./maintenance-rules.ts) and writes the audit row.
 */
export async function logMaintenanceInTx(tx: Tx, user: SessionUser | null, id: number, data: MaintenanceRecordInput): Promise<MoldMaintenanceRecord> {
  const mold = await lockMold(tx, id);
  const outcome = maintenanceOutcome({ date: data.date, type: data.type, resetsCounter: data.resets_counter, currentLastMaintenanceDate: mold.lastMaintenanceDate });
  const [row] = await tx
    .insert(moldMaintenanceRecords)
    .values({
      moldId: id,
      date: data.date,
      type: data.type,
      description: data.description ?? null,
      technician: data.technician ?? null,
      cost: data.cost ?? 0,
      resetsCounter: outcome.resetsCounter,
      shotsAtMaintenance: Number(mold.totalShotsLifetime),
      createdBy: user?.id ?? null,
    })
    .returning();
  await tx
    .update(molds)
    .set({
      lastMaintenanceDate: outcome.lastMaintenanceDate,
      ...(outcome.resetsCounter ? { shotsSinceMaintenance: 0 } : {}),
      updatedAt: new Date(),
    })
    .where(eq(molds.id, id));
  await writeAudit(tx, {
    user,
    entity: 'mold',
    entityId: id,
    action: 'maintenance',
    changes: { record_id: row.id, date: row.date, type: row.type, resets_counter: outcome.resetsCounter, backdated: outcome.backdated },
  });
  return row;
}

/** A usage record's count on its mold's counters, returning what its answer, the raise check and the audit need (prepared). */
const countedMold = preparedQuery((db) =>
  db
    .update(molds)
    .set({
      totalShotsLifetime: sql`${molds.totalShotsLifetime} + ${sql.placeholder('shots')}`,
      shotsSinceMaintenance: sql`${molds.shotsSinceMaintenance} + ${sql.placeholder('shots')}`,
      updatedAt: sql`${sql.placeholder('now')}`,
    })
    .where(eq(molds.id, sql.placeholder('id')))
    .returning({
      id: molds.id,
      version: molds.version,
      totalShotsLifetime: molds.totalShotsLifetime,
      shotsSinceMaintenance: molds.shotsSinceMaintenance,
      lastMaintenanceDate: molds.lastMaintenanceDate,
      maintenanceIntervalShots: molds.maintenanceIntervalShots,
      ...moldTriggerColumns,
    })
    .prepare('count_mold_usage'),
);

/** A usage record (prepared). The defect rate may be null: a numeric column's encoder would make that "null". */
const insertedUsage = preparedQuery((db) =>
  db
    .insert(moldUsageRecords)
    .values({
      moldId: sql.placeholder('moldId'),
      date: sql.placeholder('date'),
      workOrder: sql.placeholder('workOrder'),
      product: sql.placeholder('product'),
      shotsProduced: sql.placeholder('shotsProduced'),
      machine: sql.placeholder('machine'),
      operator: sql.placeholder('operator'),
      defectRate: sql`${sql.placeholder('defectRate')}`,
      createdBy: sql.placeholder('createdBy'),
    })
    .returning()
    .prepare('insert_mold_usage'),
);

/**
 * A production run on a mold inside the caller's transaction — for modules that write usage as part of their
 * own record (production reporting) and have checked their own permission. `input` is already parsed by
 * `usageRecordSchema`. Locks the mold row (404 when there is none), stores the record, adds its shots to both
 * counters and writes the audit row. Does not bump the mold's version.
 */
export async function recordUsageInTx(tx: Tx, user: SessionUser | null, moldId: number, input: UsageRecordInput): Promise<UsageRecordDto & { mold: MoldCounters }> {
  const shots = input.shots_produced;
  const today = todayInPlant();
  // One round trip (`inOrder`: the server runs them in this order): the counters first — the update locks the mold's
  // row (404 when there is none) and returns what the answer, the raise check and the audit need, nothing is read
  // back — then the usage record, then the 30-day window's shots, which count it (the stored window, kept by the
  // insert's trigger: not 30 days of records summed).
  const [mold, row, shotsInWindow] = await inOrder([
    mapped(runLater(countedMold(tx), { id: moldId, shots, now: new Date().toISOString() }), ([updated]) => {
      if (!updated) throw new NotFoundError(ENTITY);
      return updated;
    }),
    mapped(
      runLater(insertedUsage(tx), {
        moldId,
        date: input.date,
        workOrder: input.work_order ?? null,
        product: input.product ?? null,
        shotsProduced: shots,
        machine: input.machine ?? null,
        operator: input.operator ?? null,
        defectRate: input.defect_rate ?? null,
        createdBy: user?.id ?? null,
      }),
      ([inserted]) => inserted,
    ),
    shotsInMoldWindow(tx, today, moldId),
  ]);
  await writeAudit(tx, { user, entity: 'mold', entityId: moldId, action: 'usage', changes: { record_id: row.id, date: row.date, shots_produced: shots } });
  // Due Soon (or its days interval less a week) reached: one preventive maintenance work order, in this transaction.
  await raiseForMoldInTx(tx, user, moldId, today, { mold: mold, shotsInWindow });
  return { ...toUsageRecordDto(row), mold: toMoldCounters(mold, shotsInWindow, today) };
}

/**
 * POST /api/molds/{id}/usage: a production run entered by hand or sent by a press-counter integration
 * (production reporting writes through `recordUsageInTx`). 401 → 403 → 404 → 422, then one transaction.
 */
export async function recordUsage(ctx: ServiceContext, id: number, input: unknown): Promise<UsageRecordDto & { mold: MoldCounters }> {
  authorize(ctx, 'mold_usage.write');
  return ctx.db.transaction(async (tx) => {
    await lockMold(tx, id); // an unknown mold is a 404 before the body is judged
    return recordUsageInTx(tx, ctx.user, id, parseInput(usageRecordSchema, input));
  });
}
