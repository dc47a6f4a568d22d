import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { customers, partyStatus, type Customer } from '@/db/schema';
import { parseInput } from '@/lib/api/handler';
import { paginated, parsePageRequest, type PageRequest, type Paginated } from '@/lib/api/pagination';
import { containsPattern, searchTerm } from '@/lib/api/search';
import { assertVersion, requestedVersion } from '@/lib/api/version';
import { executeRows } from '@/lib/db/rows';
import { diff, writeAudit } from '@/lib/audit';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { toCustomerDto, type CustomerDto } from './dto';
import { createCustomerSchema, updateCustomerSchema } from './schemas';
import { parseSearchFields, parseSearchLimit, SEARCH_MIN_CHARS, type CustomerSearchField } from './search-fields';

export const CUSTOMERS_PER_PAGE = 15;

/** Every column but the generated search texts (they only serve the WHERE clauses). */
const { searchText: _searchText, pickerText: _pickerText, ...customerColumns } = getTableColumns(customers);
const ENTITY = 'Customer';

type Query = URLSearchParams | Record<string, string | undefined>;

function read(query: Query, key: string): string | undefined {
  return query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
}

/** Prefix pattern for LIKE with `%`/`_` escaped (containsPattern without its leading `%`). */
function prefixPattern(term: string): string {
  return containsPattern(term).slice(1);
}

/**
 * Case-insensitive contains on a stored lower-case search text (trigram-indexed): the pattern is lower-cased
 * by the database, the same lower() that built the column.
 */
function contains(column: typeof customers.searchText | typeof customers.pickerText, term: string): SQL {
  return sql`${column} like lower(${containsPattern(term)})`;
}

/**
 * Sensible order: the exact code first, then companies or codes that start with the term, then A–Z.
 * picker_text starts with the company name and search_text with the code, so both prefixes are one LIKE.
 */
function relevance(term: string): SQL {
  const prefix = prefixPattern(term);
  return sql`case when lower(${customers.customerCode}) = lower(${term}) then 0
    when ${customers.pickerText} like lower(${prefix}) or ${customers.searchText} like lower(${prefix}) then 1
    else 2 end`;
}

/**
 * GET /api/customers and the /customers page: `page`, `per_page` (15, clamped 1–100), `search` on code,
 * company name and email (case-insensitive contains, trigram-indexed). Ordered by company name.
 */
/** A status filter value; unknown ones are a 422 (CONTRACT §8), not silently ignored. */
function parseStatus(value: string): Customer['status'] {
  if ((partyStatus.enumValues as readonly string[]).includes(value)) return value as Customer['status'];
  throw ValidationError.field('status', `The selected status is invalid. Choose ${partyStatus.enumValues.join(', ')}.`);
}

export async function listCustomers(ctx: ServiceContext, query: Query = {}): Promise<Paginated<CustomerDto>> {
  const page = parsePageRequest(query, CUSTOMERS_PER_PAGE);
  const term = searchTerm(read(query, 'search'));
  const status = read(query, 'status');
  const conditions: SQL[] = [];
  if (term) conditions.push(contains(customers.searchText, term));
  if (status) conditions.push(eq(customers.status, parseStatus(status)));
  const where = conditions.length ? and(...conditions) : undefined;
  return ctx.db.transaction(async (tx) => {
    if (term) return searchPage(tx, where!, page);
    const [{ total }] = await tx.select({ total: count() }).from(customers).where(where);
    if (page.offset >= total) return paginated([], total, page);
    // Pages in the second half are read from the other end (Z–A, then reversed): the last page costs what
    // the first does instead of skipping the whole table. The walk uses customers_company_lower_idx.
    const size = Math.min(page.perPage, total - page.offset);
    const fromEnd = total - page.offset - size < page.offset;
    const dir = fromEnd ? sql`desc` : sql`asc`;
    const rows = await tx
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(sql`lower(${customers.companyName}) ${dir}`, sql`${customers.id} ${dir}`)
      .limit(size)
      .offset(fromEnd ? total - page.offset - size : page.offset);
    return paginated((fromEnd ? rows.reverse() : rows).map(toCustomerDto), total, page);
  });
}

/**
 * A page of search results and their count. The planner likes to walk the name index and filter, hoping to
 * find a page of matches early; but matches of a name search sit together in the alphabet ("Trail…" near the
 * end), so it would read most of the table. `offset 0` fences the subquery: the trigram index finds the
 * matches once, and they are counted and sorted from there.
 */
async function searchPage(tx: Tx, where: SQL, page: PageRequest): Promise<Paginated<CustomerDto>> {
  const hits = await executeRows<{ id: number; total: number | string }>(
    tx,
    sql`select m.id, count(*) over () as total
        from (select ${customers.id} as id, ${customers.companyName} as company_name from ${customers} where ${where} offset 0) m
        order by lower(m.company_name), m.id limit ${page.perPage} offset ${page.offset}`,
  );
  if (hits.length === 0) {
    // Nothing on page 1 means nothing at all; past the end, the count is still wanted for last_page.
    const total = page.offset === 0 ? 0 : (await tx.select({ total: count() }).from(customers).where(where))[0].total;
    return paginated([], total, page);
  }
  const ids = hits.map((h) => Number(h.id));
  const byId = new Map((await tx.select(customerColumns).from(customers).where(inArray(customers.id, ids))).map((r) => [r.id, r]));
  return paginated(ids.flatMap((id) => (byId.has(id) ? [toCustomerDto(byId.get(id)!)] : [])), Number(hits[0].total), page);
}

export async function getCustomer(ctx: ServiceContext, id: number): Promise<CustomerDto> {
  const [row] = await ctx.db.select(customerColumns).from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new NotFoundError(ENTITY);
  return toCustomerDto(row);
}

/** The same customer or undefined (pages render 'Customer not found' themselves). */
export async function findCustomer(ctx: ServiceContext, id: number): Promise<CustomerDto | undefined> {
  const [row] = await ctx.db.select(customerColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return row ? toCustomerDto(row) : undefined;
}

export async function countActiveCustomers(ctx: ServiceContext): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(customers).where(eq(customers.status, 'active'));
  return n;
}

/** snake_case input → the table's columns, only for the keys present. */
function toColumns(input: Record<string, unknown>): Partial<typeof customers.$inferInsert> {
  const map: Record<string, keyof typeof customers.$inferInsert> = {
    company_name: 'companyName',
    dba_name: 'dbaName',
    contact_person: 'contactPerson',
    email: 'email',
    phone: 'phone',
    mobile: 'mobile',
    billing_address: 'billingAddress',
    shipping_address: 'shippingAddress',
    city: 'city',
    state: 'state',
    postal_code: 'postalCode',
    country: 'country',
    tax_id: 'taxId',
    payment_terms_text: 'paymentTermsText',
    credit_limit: 'creditLimit',
    currency: 'currency',
    status: 'status',
    notes: 'notes',
  };
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(map)) if (input[key] !== undefined) out[column] = input[key];
  return out as Partial<typeof customers.$inferInsert>;
}

/**
 * The next code, computed inside the INSERT: nextval() never hands a number out twice, so concurrent
 * creates get distinct codes without locks. CN + at least two digits (CN01 … CN99, CN100).
 */
const nextCustomerCode = sql<string>`(select ${customerCodeSql(sql`s.n`)} from (select nextval('customer_code_seq') as n) s)`;

/** The SQL twin of formatCustomerCode(): CN + the number, padded to two digits, never truncated (lpad would cut CN100 to CN10). */
export function customerCodeSql(n: SQL): SQL {
  return sql`'CN' || case when ${n} < 10 then '0' || (${n})::text else (${n})::text end`;
}

function isCodeCollision(error: unknown): boolean {
  const e = error as { code?: string; constraint_name?: string; constraint?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' && (e.constraint_name ?? e.constraint) === 'customers_code_unique') return true;
  return e.cause ? isCodeCollision(e.cause) : false;
}

export async function createCustomer(ctx: ServiceContext, input: unknown): Promise<CustomerDto> {
  const data = parseInput(createCustomerSchema, input);
  const values = { ...toColumns(data), companyName: data.company_name, customerCode: nextCustomerCode };
  // A code taken by a row written outside this service (an import, a restore) only costs a retry: the sequence moves on.
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(customers).values(values).returning(customerColumns);
        await writeAudit(tx, { user: ctx.user, entity: 'customer', entityId: row.id, action: 'create', changes: { customer_code: row.customerCode, company_name: row.companyName } });
        return toCustomerDto(row);
      });
    } catch (error) {
      if (attempt < 5 && isCodeCollision(error)) continue;
      throw error;
    }
  }
}

/**
 * PUT/PATCH /api/customers/{id}: updates the fields sent. A `version` in the body or If-Match
 * that is stale → 409 and nothing changes. Version +1 on every change, inside the row lock.
 */
export async function updateCustomer(ctx: ServiceContext, id: number, input: unknown, headers: Headers = new Headers()): Promise<CustomerDto> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id)).for('update');
    if (!before) throw new NotFoundError(ENTITY);
    // The version is read only now, so an unknown customer is a 404 even with a malformed version.
    const expected = requestedVersion(headers, typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {});
    const data = parseInput(updateCustomerSchema, input);
    assertVersion(expected, before.version);
    const changes = diff(before as unknown as Record<string, unknown>, toColumns(data) as Record<string, unknown>);
    if (Object.keys(changes).length === 0) return toCustomerDto(before);
    const [row] = await tx
      .update(customers)
      .set({ ...toColumns(data), version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(customers.id, id), eq(customers.version, before.version)))
      .returning(customerColumns);
    await writeAudit(tx, { user: ctx.user, entity: 'customer', entityId: id, action: 'update', changes });
    return toCustomerDto(row);
  });
}

const SEARCH_COLUMNS = {
  id: customers.id,
  company_name: customers.companyName,
  customer_code: customers.customerCode,
  email: customers.email,
  phone: customers.phone,
  contact_person: customers.contactPerson,
  billing_address: customers.billingAddress,
  shipping_address: customers.shippingAddress,
  city: customers.city,
  state: customers.state,
  postal_code: customers.postalCode,
  country: customers.country,
  dba_name: customers.dbaName,
  mobile: customers.mobile,
  status: customers.status,
} satisfies Record<CustomerSearchField, unknown>;

export type CustomerSearchResult = { id: number } & Partial<Record<Exclude<CustomerSearchField, 'id'>, string | null>>;

/**
 * GET /api/sales/customers/search: `q` (≥ 2 characters, else []) matches company name, code, contact person
 * and email (case-insensitive contains, `%`/`_` literal); `limit` 10 by default, at most 50; `fields` limits
 * the keys (id always); optional `status` (comma list) narrows it, e.g. `status=active`.
 */
export async function searchCustomers(ctx: ServiceContext, query: Query = {}): Promise<CustomerSearchResult[]> {
  const term = searchTerm(read(query, 'q'));
  if (!term || term.length < SEARCH_MIN_CHARS) return [];
  const limit = parseSearchLimit(read(query, 'limit'));
  const fields = parseSearchFields(read(query, 'fields'));
  const statuses = (read(query, 'status') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(parseStatus);

  const matches = contains(customers.pickerText, term);
  const selection = Object.fromEntries(fields.map((f) => [f, SEARCH_COLUMNS[f]]));
  const rows = await ctx.db
    .select(selection)
    .from(customers)
    .where(statuses.length ? and(matches, inArray(customers.status, statuses)) : matches)
    .orderBy(relevance(term), asc(sql`lower(${customers.companyName})`), asc(customers.id))
    .limit(limit);
  return rows as CustomerSearchResult[];
}
