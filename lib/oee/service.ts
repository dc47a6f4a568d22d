import 'server-only';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { downtimeEvents, machines, type DowntimeEvent } from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { MachineStatus } from '@/lib/machines/constants';
import { changeMachineStatus } from '@/lib/machines/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { DOWNTIME_REASON_LABELS, DOWNTIME_STATUS, downtimeCategoryOf, type DowntimeReason } from './constants';
import { toDowntimeDto, type DowntimeEventDto } from './dto';
import { applyDowntime } from './rollups';
import { createDowntimeSchema, DOWNTIME_OVERLAPS, ENDS_BEFORE_START, EVENT_UNKNOWN, IN_THE_FUTURE, updateDowntimeSchema } from './schemas';

/**
 * Downtime of presses (CONTRACT §13): every write here, reads in ./queries.ts. Each write locks the press row first,
 * so two writes on one press take turns and the overlap check sees every event (no exclusion constraint: PGlite has
 * no btree_gist); the daily rollups change in the same transaction.
 */
export { downtimePareto, getDowntimeEvent, listDowntimeEvents, oeeReport, scrapPareto } from './queries';

/** A clock a little ahead of ours (a tablet's) is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

async function lockMachine(tx: Tx, machineId: number) {
  const [machine] = await tx.select({ id: machines.id, status: machines.status }).from(machines).where(eq(machines.id, machineId)).for('update');
  if (!machine) throw new NotFoundError('Machine');
  return machine;
}

/** 422 on `field` when [start, end) (end null: open, to infinity) meets another event of the press. */
async function assertNoOverlap(tx: Tx, machineId: number, start: Date, end: Date | null, field: string, exceptId?: number) {
  const conditions = [
    eq(downtimeEvents.machineId, machineId),
    or(isNull(downtimeEvents.endedAt), gt(downtimeEvents.endedAt, start)),
    ...(end ? [lt(downtimeEvents.startedAt, end)] : []),
    ...(exceptId !== undefined ? [ne(downtimeEvents.id, exceptId)] : []),
  ];
  const [other] = await tx.select({ id: downtimeEvents.id }).from(downtimeEvents).where(and(...conditions)).limit(1);
  if (other) throw ValidationError.field(field, DOWNTIME_OVERLAPS);
}

function assertTimes(start: Date, end: Date | null, now: Date) {
  if (start.getTime() > now.getTime() + CLOCK_SKEW_MS) throw ValidationError.field('started_at', IN_THE_FUTURE);
  if (end && end.getTime() <= start.getTime()) throw ValidationError.field('ended_at', ENDS_BEFORE_START);
  if (end && end.getTime() > now.getTime() + CLOCK_SKEW_MS) throw ValidationError.field('ended_at', IN_THE_FUTURE);
}

/** An open event takes the press offline (planned) or to error (unplanned); a press in maintenance stays there. */
async function stopPress(tx: Tx, ctx: ServiceContext, machine: { id: number; status: MachineStatus }, reason: DowntimeReason): Promise<MachineStatus | null> {
  if (machine.status === 'maintenance') return null;
  await changeMachineStatus(tx, ctx.user, machine.id, DOWNTIME_STATUS[downtimeCategoryOf(reason)], { reason: DOWNTIME_REASON_LABELS[reason] });
  return machine.status;
}

/** Closing puts the press back where it was, unless something else moved it since (maintenance, a work order). */
async function resumePress(tx: Tx, ctx: ServiceContext, event: DowntimeEvent) {
  const [machine] = await tx.select({ status: machines.status }).from(machines).where(eq(machines.id, event.machineId));
  if (!machine || event.previousStatus == null) return;
  if (machine.status !== DOWNTIME_STATUS[event.category]) return;
  await changeMachineStatus(tx, ctx.user, event.machineId, event.previousStatus, { reason: `${DOWNTIME_REASON_LABELS[event.reasonCode]} ended` });
}

/** POST /api/machines/{id}/downtime: 201; open (no `ended_at`) or closed; overlapping → 422. */
export async function recordDowntime(ctx: ServiceContext, machineId: number, input: unknown): Promise<DowntimeEventDto> {
  authorize(ctx, 'downtime.write');
  const row = await ctx.db.transaction(async (tx) => {
    const machine = await lockMachine(tx, machineId);
    const data = parseInput(createDowntimeSchema, input);
    const now = new Date();
    const start = new Date(data.started_at);
    const end = data.ended_at ? new Date(data.ended_at) : null;
    assertTimes(start, end, now);
    await assertNoOverlap(tx, machineId, start, end, 'started_at');
    const category = downtimeCategoryOf(data.reason_code);
    const previousStatus = end ? null : await stopPress(tx, ctx, machine, data.reason_code);
    const [event] = await tx
      .insert(downtimeEvents)
      .values({
        machineId,
        reasonCode: data.reason_code,
        category,
        startedAt: start,
        endedAt: end,
        notes: data.notes ?? null,
        previousStatus,
        createdBy: ctx.user?.id ?? null,
        closedBy: end ? (ctx.user?.id ?? null) : null,
      })
      .returning();
    await applyDowntime(tx, event, 1);
    await writeAudit(tx, {
      user: ctx.user,
      entity: 'downtime_event',
      entityId: event.id,
      action: 'create',
      changes: { machine_id: machineId, reason_code: data.reason_code, category, started_at: event.startedAt, ended_at: event.endedAt, notes: event.notes },
    });
    return event;
  });
  return toDowntimeDto(row);
}

/**
 * PATCH /api/machines/{id}/downtime/{eventId}: closes an open event (`ended_at`, now when left out) — the press goes
 * back to its status before the event — or corrects a closed one's end, reason or notes. 404 for an event of another
 * press; 422 (input, end before start, overlap) before 409 (stale `version`).
 */
export async function updateDowntime(ctx: ServiceContext, machineId: number, eventId: number, input: unknown, options: WriteOptions = {}): Promise<DowntimeEventDto> {
  authorize(ctx, 'downtime.write');
  const row = await ctx.db.transaction(async (tx) => {
    await lockMachine(tx, machineId);
    const [current] = await tx
      .select()
      .from(downtimeEvents)
      .where(and(eq(downtimeEvents.id, eventId), eq(downtimeEvents.machineId, machineId)))
      .for('update');
    if (!current) throw new NotFoundError(EVENT_UNKNOWN);
    const data = parseInput(updateDowntimeSchema, input && typeof input === 'object' ? input : {});
    const now = new Date();
    const start = new Date(current.startedAt);
    const end = data.ended_at ? new Date(data.ended_at) : current.endedAt ? new Date(current.endedAt) : now;
    if (!data.ended_at && !current.endedAt && end.getTime() <= start.getTime()) throw ValidationError.field('ended_at', ENDS_BEFORE_START);
    assertTimes(start, end, now);
    if (!current.endedAt || end.getTime() !== new Date(current.endedAt).getTime()) await assertNoOverlap(tx, machineId, start, end, 'ended_at', eventId);
    assertVersion(options, current.version);
    const reasonCode = data.reason_code ?? current.reasonCode;
    const next = { reasonCode, category: downtimeCategoryOf(reasonCode), endedAt: end, notes: data.notes !== undefined ? data.notes : current.notes };
    const changes = diff(
      { reason_code: current.reasonCode, category: current.category, ended_at: current.endedAt ? new Date(current.endedAt).toISOString() : null, notes: current.notes },
      { reason_code: next.reasonCode, category: next.category, ended_at: end.toISOString(), notes: next.notes },
    );
    if (Object.keys(changes).length === 0) return current;
    await applyDowntime(tx, current, -1);
    const [updated] = await tx
      .update(downtimeEvents)
      .set({ ...next, closedBy: current.endedAt ? current.closedBy : (ctx.user?.id ?? null), version: sql`${downtimeEvents.version} + 1`, updatedAt: now })
      .where(eq(downtimeEvents.id, eventId))
      .returning();
    await applyDowntime(tx, updated, 1);
    if (!current.endedAt) await resumePress(tx, ctx, current);
    await writeAudit(tx, { user: ctx.user, entity: 'downtime_event', entityId: eventId, action: current.endedAt ? 'update' : 'close', changes });
    return updated;
  });
  return toDowntimeDto(row);
}
