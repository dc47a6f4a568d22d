import 'server-only';
import type { AuditEntryDto } from './dto';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, users } from '@/db/schema';
import { addDays, isoTimestamp, plantTimeZone } from '@/lib/dates';
import { listBatches } from '@/lib/list/csv-export';
import { pageOf, parsePageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { resolveSort } from '@/lib/list/sort';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { orderBySort } from '@/lib/list/sort-sql';
import type { ServiceContext } from '@/lib/service-context';
import { optionalDate, optionalReference, optionalText } from '@/lib/validation/fields';
import { parseInput } from '@/lib/validation/parse';
import { AUDIT_SORT } from './list-state';
import { authorize } from './permissions';

/**
 * The audit log (Admin only): who changed what, sign-ins, failures, throttling, sign-outs and permission
 * refusals, newest first, filtered by user, entity, action and a date range (plant days, inclusive).
 */
export const AUDIT_PER_PAGE = 25;

export type { AuditEntryDto } from './dto';

export const auditQuerySchema = z
  .object({
    user_id: optionalReference('user'),
    entity: optionalText('entity', 100),
    action: optionalText('action', 100),
    from: optionalDate('from date'),
    to: optionalDate('to date'),
    ...sortQuerySchema(AUDIT_SORT).shape,
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to date must be on or after the from date.' });
  });

export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A plant day's start as a timestamp (the plant's time zone: audit days are the days people lived). */
function dayStart(isoDay: string) {
  const zone = plantTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return sql`(${isoDay}::date::timestamp at time zone ${zone})`;
}

type AuditRow = { entry: typeof auditLog.$inferSelect; userName: string | null; userEmail: string | null };

/**
 * The log as filtered and sorted on screen, as a PageQuery (the page and the CSV export read the same query).
 * Every order walks an index: (at, id) newest first, (action, id) and (entity, id) — under a filter on user,
 * action or a date range too, the matches are sorted.
 */
function auditListQuery(query: Record<string, string | undefined>): PageQuery<AuditRow, AuditEntryDto> {
  const f = parseInput(auditQuerySchema, query);
  const where: SQL[] = [];
  if (f.user_id) where.push(eq(auditLog.userId, f.user_id));
  if (f.entity) where.push(eq(auditLog.entity, f.entity));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.from) where.push(gte(auditLog.at, dayStart(f.from)));
  if (f.to) where.push(lt(auditLog.at, dayStart(addDays(f.to, 1))));
  const condition = where.length ? and(...where) : undefined;
  const order = orderBySort(AUDIT_SORT, { at: auditLog.at, action: auditLog.action, entity: auditLog.entity }, resolveSort(AUDIT_SORT, f.sort, f.dir), auditLog.id, {
    notNull: ['at', 'action', 'entity'],
  });
  return {
    count: async (tx) => (await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog).where(condition))[0].n,
    rows: (tx, p) =>
      tx
        .select({ entry: auditLog, userName: users.name, userEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(condition)
        .orderBy(...order)
        .limit(p.perPage)
        .offset(p.offset),
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
export async function listAudit(ctx: ServiceContext, query: Record<string, string | undefined> = {}): Promise<Paginated<AuditEntryDto>> {
  authorize(ctx, 'audit.read');
  return pageOf(ctx.db, parsePageRequest(query, AUDIT_PER_PAGE), auditListQuery(query));
}

/** GET /api/audit/export: the log as filtered and sorted on screen, every entry, batch by batch (audit.read only). */
export function auditExportBatches(ctx: ServiceContext, query: Record<string, string | undefined> = {}): AsyncGenerator<AuditEntryDto[]> {
  authorize(ctx, 'audit.read');
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
