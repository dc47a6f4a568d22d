import 'server-only';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { correctiveActionCounters, correctiveActions, suppliers, users } from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { resolveSort } from '@/lib/list/sort';
import { orderBySort } from '@/lib/list/sort-sql';
import type { ServiceContext } from '@/lib/service-context';
import { messages } from '@/lib/validation/fields';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { CA_OPEN_STATUSES, isResolvedStatus } from './constants';
import { toCorrectiveActionDto, type CorrectiveActionDto, type CorrectiveActionRow } from './dto';
import { CORRECTIVE_ACTION_SORT, type CorrectiveActionListQuery } from './list-state';
import { createCorrectiveActionSchema, updateCorrectiveActionSchema, type CorrectiveActionInput } from './schemas';
import type { SessionUser } from '@/lib/auth/types';

const ENTITY = 'Corrective action';

/** An action with the names it is shown with (assignee, supplier): one join, no per-row reads. */
export function selectActions(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(correctiveActions),
      assignedUserName: users.name,
      supplierCode: suppliers.supplierCode,
      supplierName: suppliers.companyName,
    })
    .from(correctiveActions)
    .innerJoin(suppliers, eq(suppliers.id, correctiveActions.supplierId))
    .leftJoin(users, eq(users.id, correctiveActions.assignedUserId));
}

/** `CA-2026-0007`: the year and its sequence number, at least four digits (never truncated). */
export function formatActionNumber(year: number, n: number): string {
  return `CA-${year}-${String(n).padStart(4, '0')}`;
}

/**
 * The next number of the year: the upsert takes the year's counter row lock until the transaction ends, so
 * concurrent creates are numbered one after the other, without gaps or duplicates.
 */
async function nextActionNumber(tx: DbOrTx, year: number): Promise<string> {
  const [{ lastNumber }] = await tx
    .insert(correctiveActionCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: correctiveActionCounters.year, set: { lastNumber: sql`${correctiveActionCounters.lastNumber} + 1` } })
    .returning({ lastNumber: correctiveActionCounters.lastNumber });
  return formatActionNumber(year, lastNumber);
}

async function assertAssignableUser(tx: DbOrTx, userId: number | null | undefined): Promise<void> {
  if (userId == null) return;
  const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.active, true)));
  if (!user) throw ValidationError.field('assigned_user_id', messages.reference('assigned user'));
}

/**
 * A supplier's actions as filtered and sorted (`status`, where `open` means open or in progress; `sort`/`dir`),
 * as a PageQuery for the page and the CSV export. By default open ones first (earliest due first), then the rest
 * newest first. A supplier has tens or hundreds of actions: found through (supplier_id, id), sorted without an
 * index of their own. Two statements: the supplier's existence with the count, then the rows.
 */
function actionListQuery(supplierId: number, { status, sort, dir }: Omit<CorrectiveActionListQuery, 'page' | 'per_page'>): PageQuery<CorrectiveActionRow, CorrectiveActionDto> {
  const conditions: SQL[] = [eq(correctiveActions.supplierId, supplierId)];
  if (status === 'open') conditions.push(inArray(correctiveActions.status, [...CA_OPEN_STATUSES]));
  else if (status) conditions.push(eq(correctiveActions.status, status));
  const where = and(...conditions)!;
  const today = todayInPlant();
  const isOpen = sql`${correctiveActions.status} in ('open', 'in_progress')`;
  const state = resolveSort(CORRECTIVE_ACTION_SORT, sort, dir);
  const group = sql`case when ${isOpen} then 0 else 1 end`;
  const due = sql`case when ${isOpen} then ${correctiveActions.dueDate} end`;
  // The default order, and its exact reverse (dir=desc).
  const openFirst = [sql`${group} asc`, sql`${due} asc nulls last`, sql`${correctiveActions.id} desc`];
  const openLast = [sql`${group} desc`, sql`${due} desc nulls first`, sql`${correctiveActions.id} asc`];
  const order =
    state.sort === 'open_first'
      ? state.dir === 'asc'
        ? openFirst
        : openLast
      : orderBySort(
          CORRECTIVE_ACTION_SORT,
          {
            open_first: group,
            action_number: correctiveActions.actionNumber,
            category: sql`${correctiveActions.category}::text`,
            severity: correctiveActions.severity,
            status: correctiveActions.status,
            date_opened: correctiveActions.dateOpened,
            due_date: correctiveActions.dueDate,
            assigned_to: sql`lower(${users.name})`,
          },
          state,
          correctiveActions.id,
        );
  return {
    count: async (tx) => {
      const [row] = await executeRows<{ found: boolean; total: number | string }>(
        tx,
        sql`select exists (select 1 from ${suppliers} where ${suppliers.id} = ${supplierId}) as found,
                   (select count(*) from ${correctiveActions} where ${where}) as total`,
      );
      if (!row.found) throw new NotFoundError('Supplier');
      return Number(row.total);
    },
    rows: (tx, p) =>
      selectActions(tx)
        .where(where)
        .orderBy(...order)
        .limit(p.perPage)
        .offset(p.offset),
    map: (row) => toCorrectiveActionDto(row, today),
  };
}

/** GET /api/suppliers/{id}/scorecard/corrective-actions: paged (15 by default); `status`, `sort`, `dir`. */
export async function listCorrectiveActions(ctx: ServiceContext, supplierId: number, query: CorrectiveActionListQuery = {}): Promise<Paginated<CorrectiveActionDto>> {
  return pageOf(ctx.db, pageRequest(query), actionListQuery(supplierId, query));
}

/** GET /api/suppliers/{id}/scorecard/corrective-actions/export: every action as filtered and sorted, batch by batch. */
export function correctiveActionExportBatches(ctx: ServiceContext, supplierId: number, query: Omit<CorrectiveActionListQuery, 'page' | 'per_page'> = {}): AsyncGenerator<CorrectiveActionDto[]> {
  return listBatches(ctx.db, actionListQuery(supplierId, query));
}


async function readAction(db: DbOrTx, id: { supplierId: number; actionId: number }): Promise<CorrectiveActionDto | undefined> {
  const [row] = await selectActions(db)
    .where(and(eq(correctiveActions.id, id.actionId), eq(correctiveActions.supplierId, id.supplierId)))
    .limit(1);
  return row ? toCorrectiveActionDto(row, todayInPlant()) : undefined;
}

/** GET …/corrective-actions/{actionId}; an action reached through another supplier's path is not found. */
export async function getCorrectiveAction(ctx: ServiceContext, id: { supplierId: number; actionId: number }): Promise<CorrectiveActionDto> {
  const action = await readAction(ctx.db, id);
  if (!action) throw new NotFoundError(ENTITY);
  return action;
}

/**
 * POST /api/suppliers/{id}/scorecard/corrective-actions: the server sets status open, date_opened today and
 * the next CA-YYYY-NNNN number; a status or number sent by the client is ignored.
 */
export async function createCorrectiveAction(ctx: ServiceContext, supplierId: number, input: unknown): Promise<CorrectiveActionDto> {
  authorize(ctx, 'corrective_actions.write');
  return ctx.db.transaction(async (tx) => {
    const [supplier] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
    if (!supplier) throw new NotFoundError('Supplier');
    const data = parseInput(createCorrectiveActionSchema, input);
    await assertAssignableUser(tx, data.assigned_user_id);
    const id = await insertCorrectiveAction(tx, supplierId, data, { dateOpened: todayInPlant(), user: ctx.user });
    return (await readAction(tx, { supplierId, actionId: id }))!;
  });
}

/**
 * Numbers and inserts a new open action (status, date opened and number are the server's) and audits it: the
 * one way actions are created (the service after validation, the demo seed with back-dated ones).
 */
export async function insertCorrectiveAction(
  tx: DbOrTx,
  supplierId: number,
  data: CorrectiveActionInput,
  opts: { dateOpened: string; user: SessionUser | null },
): Promise<number> {
  const actionNumber = await nextActionNumber(tx, Number(opts.dateOpened.slice(0, 4)));
  const [row] = await tx
    .insert(correctiveActions)
    .values({
      supplierId,
      actionNumber,
      issueDescription: data.issue_description,
      severity: data.severity ?? 'minor',
      category: data.category ?? 'quality',
      status: 'open',
      dateOpened: opts.dateOpened,
      dueDate: data.due_date,
      assignedUserId: data.assigned_user_id ?? null,
      createdBy: opts.user?.id ?? null,
    })
    .returning({ id: correctiveActions.id });
  await writeAudit(tx, {
    user: opts.user,
    entity: 'corrective_action',
    entityId: row.id,
    action: 'create',
    changes: { action_number: actionNumber, supplier_id: supplierId, severity: data.severity ?? 'minor', due_date: data.due_date },
  });
  return row.id;
}

const SNAKE: Record<string, string> = Object.fromEntries(Object.entries(getTableColumns(correctiveActions)).map(([key, column]) => [key, column.name]));

/**
 * PUT/PATCH …/corrective-actions/{actionId}: the fields sent. A changed due date must be today or later;
 * resolution notes only with a closed or cancelled status (reopening clears them and date_closed). A stale
 * `version` → 409 after validation; no change → the action as it is, version kept, no audit row.
 */
export async function updateCorrectiveAction(
  ctx: ServiceContext,
  id: { supplierId: number; actionId: number },
  input: unknown,
  options: WriteOptions = {},
): Promise<CorrectiveActionDto> {
  authorize(ctx, 'corrective_actions.write');
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(correctiveActions)
      .where(and(eq(correctiveActions.id, id.actionId), eq(correctiveActions.supplierId, id.supplierId)))
      .for('update');
    if (!before) throw new NotFoundError(ENTITY);
    const data = parseInput(updateCorrectiveActionSchema({ due_date: before.dueDate, status: before.status }), input);
    await assertAssignableUser(tx, data.assigned_user_id);
    assertVersion(options, before.version);

    const status = data.status ?? before.status;
    const resolved = isResolvedStatus(status);
    const columns: Partial<typeof correctiveActions.$inferInsert> = {};
    if (data.issue_description !== undefined) columns.issueDescription = data.issue_description;
    if (data.severity !== undefined) columns.severity = data.severity;
    if (data.category !== undefined) columns.category = data.category;
    if (data.status !== undefined) columns.status = data.status;
    if (data.due_date !== undefined) columns.dueDate = data.due_date;
    if (data.assigned_user_id !== undefined) columns.assignedUserId = data.assigned_user_id;
    if (!resolved) columns.resolutionNotes = null;
    else if (data.resolution_notes !== undefined) columns.resolutionNotes = data.resolution_notes;
    // date_closed: set when the action becomes closed or cancelled, cleared when it is reopened.
    if (resolved && !isResolvedStatus(before.status)) columns.dateClosed = todayInPlant();
    if (!resolved) columns.dateClosed = null;

    const changes = diff(before as unknown as Record<string, unknown>, columns as Record<string, unknown>);
    if (Object.keys(changes).length > 0) {
      await tx
        .update(correctiveActions)
        .set({ ...columns, version: sql`${correctiveActions.version} + 1`, updatedAt: sql`now()` })
        .where(eq(correctiveActions.id, id.actionId));
      await writeAudit(tx, {
        user: ctx.user,
        entity: 'corrective_action',
        entityId: id.actionId,
        action: 'update',
        changes: Object.fromEntries(Object.entries(changes).map(([k, v]) => [SNAKE[k] ?? k, v])),
      });
    }
    return (await readAction(tx, id))!;
  });
}
