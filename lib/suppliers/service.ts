import 'server-only';
import { and, asc, count, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { supplierScorecards, suppliers } from '@/db/schema';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { isUniqueViolation } from '@/lib/db/errors';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { deferredPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { listBatches } from '@/lib/list/csv-export';
import { resolveSort } from '@/lib/list/sort';
import { listSort, nonNull } from '@/lib/list/sort-sql';
import { SUPPLIER_SORT, type SupplierListQuery, type SupplierSearchQuery } from './list-state';
import type { ServiceContext } from '@/lib/service-context';
import { partyColumnValues } from '@/lib/parties/dto';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { SUPPLIERS_PER_PAGE } from './constants';
import { toSupplierDto, type SupplierDto, type SupplierSearchResult } from './dto';
import { createSupplierSchema, updateSupplierSchema, type SupplierUpdate } from './schemas';

const ENTITY = 'Supplier';
const CODE_TAKEN = 'The supplier code has already been taken.';

/** Every column but the generated search text (it only serves the WHERE clause). */
const { searchText: _searchText, ...supplierColumns } = getTableColumns(suppliers);

/**
 * The open-issue count of a supplier: open or in-progress actions, read from the partial index
 * corrective_actions_open_supplier_idx (a few entries per supplier), only for the rows of the page.
 */
export const openActionsCount = (supplierId: SQL | typeof suppliers.id) =>
  sql<number>`(select count(*)::int from corrective_actions ca where ca.supplier_id = ${supplierId} and ca.status in ('open', 'in_progress'))`;

/** A supplier with its scorecard summary and open-issue count: one statement (a join and a correlated count). */
const supplierWithSummary = {
  ...supplierColumns,
  overallScore: supplierScorecards.overallScore,
  ratingCategory: supplierScorecards.ratingCategory,
  lastReviewDate: supplierScorecards.lastReviewDate,
  openCorrectiveActions: openActionsCount(suppliers.id),
};

function selectSuppliers(db: DbOrTx) {
  return db.select(supplierWithSummary).from(suppliers).leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id));
}

/**
 * GET /api/suppliers and /suppliers: `page`, `per_page` (15, 1–100), `search` on code, company name and email
 * (case-insensitive contains, `%`/`_` literal, trigram-indexed), `rating` (a rating category or `unrated`),
 * `status`. Ordered by company name. Each row embeds its scorecard summary and open-issue count.
 * At 2,000 suppliers / 20,000 actions (scripts/bench/suppliers.ts, PostgreSQL): page 1, a deep page, a search or a
 * rating filter answer in 5–10 ms median, ≤ 23 ms p95, with 3 statements including the token check.
 */
export async function listSuppliers(ctx: ServiceContext, query: SupplierListQuery = {}): Promise<Paginated<SupplierDto>> {
  return pageOf(ctx.db, pageRequest(query, SUPPLIERS_PER_PAGE), supplierPageQuery(query));
}

/** Every supplier of the list as filtered on screen, batch by batch (the CSV export). */
export function supplierExportBatches(ctx: ServiceContext, query: SupplierListQuery = {}): AsyncGenerator<SupplierDto[]> {
  return listBatches(ctx.db, supplierPageQuery(query));
}

function supplierPageQuery(filters: SupplierListQuery) {
  const term = searchTerm(filters.search);

  const values = term ? { pattern: containsPattern(term) } : {};
  // `pattern`: the search's LIKE pattern, or its placeholder when a page is prepared.
  const whereOf = (pattern: unknown) => {
    const conditions: SQL[] = [];
    if (pattern !== undefined) conditions.push(sql`${suppliers.searchText} like lower(${pattern})`);
    if (filters.status) conditions.push(eq(suppliers.status, filters.status));
    if (filters.rating === 'unrated') conditions.push(isNull(supplierScorecards.ratingCategory));
    else if (filters.rating) conditions.push(eq(supplierScorecards.ratingCategory, filters.rating));
    return conditions.length ? and(...conditions) : undefined;
  };
  const where = whereOf(values.pattern);
  const sort = listSort(
    SUPPLIER_SORT,
    {
      company_name: nonNull(sql`lower(${suppliers.companyName})`),
      supplier_code: nonNull(sql`lower(${suppliers.supplierCode})`),
      status: suppliers.status,
      overall_score: supplierScorecards.overallScore,
      last_review_date: supplierScorecards.lastReviewDate,
    },
    resolveSort(SUPPLIER_SORT, filters.sort, filters.dir),
    suppliers.id,
  );
  const order = sort.orderBy;
  const needsScorecard = filters.rating !== undefined || filters.sort === 'overall_score' || filters.sort === 'last_review_date';

  const pageQuery: PageQuery<Awaited<ReturnType<ReturnType<typeof selectSuppliers>['execute']>>[number], SupplierDto> = {
    count: async (tx) => {
      const q = tx.select({ total: count() }).from(suppliers);
      const [{ total }] = await (needsScorecard ? q.leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id)) : q).where(where);
      return total;
    },
    // The page's ids first (an index walk in list order), then their rows: the per-row open-issue count runs for
    // the 15 rows shown, not for every row a deep page skips.
    // The total and sort key ride along from the ids' subquery (the window counts before its LIMIT).
    rows: (tx, p) => {
      const where = whereOf(p.values.pattern);
      const { ids: pageIds, carried } = deferredPage(p, (columns) => {
        const base = tx.select({ id: suppliers.id, ...columns }).from(suppliers);
        return (needsScorecard ? base.leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id)) : base).where(and(where, p.after)).orderBy(...order);
      });
      return tx
        .select({ ...supplierWithSummary, ...carried })
        .from(suppliers)
        .leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id))
        .innerJoin(pageIds, eq(pageIds.id, suppliers.id))
        .orderBy(...order);
    },
    map: toSupplierDto,
    sort,
    values,
    // Status and rating are bound as literals (enum values) and the rating picks a join: part of the key.
    preparedKey: `suppliers|${filters.status ?? ''}|${filters.rating ?? ''}`,
    ...(where ? {} : { estimateFrom: suppliers }),
  };
  return pageQuery;
}

/** The supplier or undefined (pages render 'Supplier not found' themselves). */
export async function findSupplier(ctx: ServiceContext, id: number): Promise<SupplierDto | undefined> {
  const [row] = await selectSuppliers(ctx.db).where(eq(suppliers.id, id)).limit(1);
  return row ? toSupplierDto(row) : undefined;
}

/** Fewer characters than this answer no suppliers (the customer picker's rule). */
export const SUPPLIER_SEARCH_MIN_CHARS = 2;

/**
 * GET /api/suppliers/search (the supplier picker): code, company name or email contains `q` (the list's trigram-indexed
 * search column), optionally only some statuses; the exact code first, then code or name prefixes, then by name.
 */
export async function searchSuppliers(ctx: ServiceContext, { q, status, limit = 10 }: Partial<SupplierSearchQuery> = {}): Promise<SupplierSearchResult[]> {
  const term = searchTerm(q);
  if (!term || term.length < SUPPLIER_SEARCH_MIN_CHARS) return [];
  const prefix = containsPattern(term).slice(1);
  const matches = sql`${suppliers.searchText} like lower(${containsPattern(term)})`;
  const rank = sql`case when lower(${suppliers.supplierCode}) = lower(${term}) then 0
    when lower(${suppliers.supplierCode}) like lower(${prefix}) or lower(${suppliers.companyName}) like lower(${prefix}) then 1
    else 2 end`;
  return ctx.db
    .select({
      id: suppliers.id,
      supplier_code: suppliers.supplierCode,
      company_name: suppliers.companyName,
      status: suppliers.status,
      city: suppliers.city,
      email: suppliers.email,
      lead_time_days: suppliers.leadTimeDays,
      rating_category: supplierScorecards.ratingCategory,
    })
    .from(suppliers)
    .leftJoin(supplierScorecards, eq(supplierScorecards.supplierId, suppliers.id))
    .where(status ? and(matches, inArray(suppliers.status, status)) : matches)
    .orderBy(rank, asc(sql`lower(${suppliers.companyName})`), asc(suppliers.id))
    .limit(limit);
}

/** Whether the supplier exists (the record page's one-row check before it streams). */
export async function supplierExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row !== undefined;
}

export async function getSupplier(ctx: ServiceContext, id: number): Promise<SupplierDto> {
  const supplier = await findSupplier(ctx, id);
  if (!supplier) throw new NotFoundError(ENTITY);
  return supplier;
}

/** snake_case input → columns, only for the keys present; a blank defaulted field takes its default (spec §9). */
function toColumns(input: SupplierUpdate): Partial<typeof suppliers.$inferInsert> {
  const out: Partial<typeof suppliers.$inferInsert> = {};
  const set = <K extends keyof typeof suppliers.$inferInsert>(key: K, value: (typeof suppliers.$inferInsert)[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  const orDefault = <T>(value: T | null | undefined, fallback: T) => (value === undefined ? undefined : (value ?? fallback));
  set('supplierCode', input.supplier_code);
  Object.assign(out, partyColumnValues(input));
  set('country', orDefault(input.country, 'USA'));
  set('paymentTerms', orDefault(input.payment_terms, 'Net 30'));
  set('leadTimeDays', input.lead_time_days);
  set('minimumOrderValue', input.minimum_order_value);
  set('creditLimit', orDefault(input.credit_limit, 0));
  set('currency', orDefault(input.currency, 'USD'));
  set('qualityRating', input.quality_rating);
  set('status', input.status);
  set('notes', input.notes);
  return out;
}

const SNAKE: Record<string, string> = Object.fromEntries(Object.entries(supplierColumns).map(([key, column]) => [key, column.name]));

/** The audit's changes in the API's names: { company_name: [before, after] }. */
function snakeChanges(changes: Record<string, [unknown, unknown]>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(changes).map(([k, v]) => [SNAKE[k] ?? k, v]));
}

function codeTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'suppliers_code_lower_unique');
}

/** POST /api/suppliers. */
export async function createSupplier(ctx: ServiceContext, input: unknown): Promise<SupplierDto> {
  authorize(ctx, 'suppliers.write');
  const data = parseInput(createSupplierSchema, input);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(suppliers)
        .values({ ...toColumns(data), supplierCode: data.supplier_code, companyName: data.company_name })
        .returning({ id: suppliers.id, supplierCode: suppliers.supplierCode, companyName: suppliers.companyName });
      await writeAudit(tx, { user: ctx.user, entity: 'supplier', entityId: row.id, action: 'create', changes: { supplier_code: row.supplierCode, company_name: row.companyName } });
      return row.id;
    });
    return getSupplier(ctx, id);
  } catch (error) {
    if (codeTaken(error)) throw ValidationError.field('supplier_code', CODE_TAKEN);
    throw error;
  }
}

/**
 * PUT/PATCH /api/suppliers/{id}: the fields sent. A stale `version` (body or If-Match) → 409, checked after the
 * input is validated; a change bumps `version` and writes one audit row; no change → the record as it is.
 */
export async function updateSupplier(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<SupplierDto> {
  authorize(ctx, 'suppliers.write');
  try {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select(supplierColumns).from(suppliers).where(eq(suppliers.id, id)).for('update');
      if (!before) throw new NotFoundError(ENTITY);
      const data = parseInput(updateSupplierSchema, input);
      assertVersion(options, before.version);
      const columns = toColumns(data);
      const changes = diff(before as unknown as Record<string, unknown>, columns as Record<string, unknown>);
      if (Object.keys(changes).length === 0) return;
      await tx
        .update(suppliers)
        .set({ ...columns, version: sql`${suppliers.version} + 1`, updatedAt: sql`now()` })
        .where(eq(suppliers.id, id));
      await writeAudit(tx, { user: ctx.user, entity: 'supplier', entityId: id, action: 'update', changes: snakeChanges(changes) });
    });
    return getSupplier(ctx, id);
  } catch (error) {
    if (codeTaken(error)) throw ValidationError.field('supplier_code', CODE_TAKEN);
    throw error;
  }
}
