import 'server-only';
import type { AuditEntryDto } from './dto';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { auditLog, users } from '@/db/schema';
import { addDays, isoTimestamp, startOfPlantDay } from '@/lib/dates';
import { ValidationError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { deferredPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { resolveSort } from '@/lib/list/sort';
import { listSort } from '@/lib/list/sort-sql';
import type { ServiceContext } from '@/lib/service-context';
import { AUDIT_PER_PAGE, AUDIT_SORT, type AuditListQuery } from './list-state';
import { authorize } from './permissions';

/**
 * The audit log (Admin only): who changed what, sign-ins, failures, throttling, sign-outs and permission
 * refusals, newest first, filtered by user, entity, action and a date range (plant days, inclusive: audit days are
 * the days people lived, in the plant's zone).
 */
export type { AuditEntryDto } from './dto';

export const DATE_RANGE_BACKWARDS = 'The to date must be on or after the from date.';

/** A range that ends before it starts is a 422 on `to` (the screen shows it instead of an empty list). */
function assertDateRange(query: AuditListQuery): void {
  if (query.from && query.to && query.from > query.to) throw ValidationError.field('to', DATE_RANGE_BACKWARDS);
}

type AuditRow = { entry: typeof auditLog.$inferSelect; userName: string | null; userEmail: string | null };

/**
 * The log as filtered and sorted on screen, as a PageQuery (the page and the CSV export read the same query).
 * Every order walks an index: (at) newest first, (action, id) and (entity, id) — under a filter on user,
 * action or a date range too, the matches are sorted. `cursor` pages by keyset.
 */
function auditListQuery(f: AuditListQuery): PageQuery<AuditRow, AuditEntryDto> {
  const where: SQL[] = [];
  if (f.user_id) where.push(eq(auditLog.userId, f.user_id));
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.from) where.push(gte(auditLog.at, startOfPlantDay(f.from)));
  if (f.to) where.push(lt(auditLog.at, startOfPlantDay(addDays(f.to, 1))));
  const condition = where.length ? and(...where) : undefined;
  const sort = listSort(AUDIT_SORT, { at: auditLog.at, action: auditLog.action, entity: auditLog.entity }, resolveSort(AUDIT_SORT, f.sort, f.dir), auditLog.id);
  return {
    count: async (tx) => (await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(condition))[0].n,
    // Deferred join: the page's ids (and sort key) from the order's index alone, then their rows with the user.
    rows: (tx, page) => {
      const { ids, carried } = deferredPage(page, (columns) =>
        tx
          .select({ id: auditLog.id, ...columns })
          .from(auditLog)
          .where(and(condition, page.after))
          .orderBy(...sort.orderBy),
      );
      return tx
        .select({ entry: auditLog, userName: users.name, userEmail: users.email, ...carried })
        .from(auditLog)
        .innerJoin(ids, eq(ids.id, auditLog.id))
        .leftJoin(users, eq(users.id, auditLog.userId))
        .orderBy(...sort.orderBy) as unknown as Promise<AuditRow[]>;
    },
    sort,
    // A filtered total is counted on its own (an index-only count), not carried by the rows (a window over every
    // match); unfiltered, the log — a plant's largest table — answers the planner's estimate past 10,000 entries.
    countFirst: condition !== undefined,
    ...(condition === undefined ? { estimateFrom: auditLog } : {}),
    map: ({ entry, userName, userEmail }) => ({
      id: entry.id,
      at: isoTimestamp(entry.at),
      user: entry.userId != null && userName != null ? { id: entry.userId, name: userName, email: userEmail ?? '' } : null,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      changes: entry.changes,
    }),
  };
}

/** GET /api/audit?user_id&entity&action&from&to&sort&dir&page&per_page (who may read the audit log). */
export async function listAudit(ctx: ServiceContext, query: AuditListQuery = {}): Promise<Paginated<AuditEntryDto>> {
  authorize(ctx, 'audit.read');
  assertDateRange(query);
  return pageOf(ctx.db, pageRequest(query, AUDIT_PER_PAGE), auditListQuery(query));
}

/** GET /api/audit/export: the log as filtered and sorted on screen, every entry, batch by batch (audit.read only). */
export function auditExportBatches(ctx: ServiceContext, query: AuditListQuery = {}): AsyncGenerator<AuditEntryDto[]> {
  authorize(ctx, 'audit.read');
  assertDateRange(query);
  return listBatches(ctx.db, auditListQuery(query));
}

/** The entities and actions that occur in the log (the screen's filter choices). */
export async function auditFilterChoices(ctx: ServiceContext): Promise<{ entities: string[]; actions: string[] }> {
  authorize(ctx, 'audit.read');
  const [entities, actions] = await Promise.all([
    ctx.db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)).limit(200),
    ctx.db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)).limit(200),
  ]);
  return { entities: entities.map((r) => r.v), actions: actions.map((r) => r.v) };
}
