import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { customers, partyStatus, type Customer } from '@/db/schema';
import { parseInput } from '@/lib/api/handler';
import { paginated, parsePageRequest, type Paginated } from '@/lib/api/pagination';
import { containsPattern, searchTerm } from '@/lib/api/search';
import { assertVersion } from '@/lib/api/version';
import { diff, writeAudit } from '@/lib/audit';
import { NotFoundError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { toCustomerDto, type CustomerDto } from './dto';
import { createCustomerSchema, updateCustomerSchema } from './schemas';
import { parseSearchFields, parseSearchLimit, SEARCH_MIN_CHARS, type CustomerSearchField } from './search-fields';

export const CUSTOMERS_PER_PAGE = 15;
const ENTITY = 'Customer';

type Query = URLSearchParams | Record<string, string | undefined>;

function read(query: Query, key: string): string | undefined {
  return query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
}

/** Prefix pattern for ILIKE with `%`/`_` escaped (containsPattern without its leading `%`). */
function prefixPattern(term: string): string {
  return containsPattern(term).slice(1);
}

/** Sensible order: exact code first, then company names/codes that start with the term, then A–Z. */
function relevance(term: string): SQL {
  const prefix = prefixPattern(term);
  return sql`case when lower(${customers.customerCode}) = lower(${term}) then 0
    when ${customers.companyName} ilike ${prefix} or ${customers.customerCode} ilike ${prefix} then 1
    else 2 end`;
}

/**
 * GET /api/customers and the /customers page: `page`, `per_page` (15, clamped 1–100), `search` on code,
 * company name and email (case-insensitive contains, trigram-indexed). Ordered by company name.
 */
export async function listCustomers(ctx: ServiceContext, query: Query = {}): Promise<Paginated<CustomerDto>> {
  const page = parsePageRequest(query, CUSTOMERS_PER_PAGE);
  const term = searchTerm(read(query, 'search'));
  const status = read(query, 'status');
  const conditions: SQL[] = [];
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(or(ilike(customers.customerCode, pattern), ilike(customers.companyName, pattern), ilike(customers.email, pattern))!);
  }
  if (status && (partyStatus.enumValues as readonly string[]).includes(status)) {
    conditions.push(eq(customers.status, status as Customer['status']));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return ctx.db.transaction(async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(customers).where(where);
    const rows =
      page.offset >= total
        ? []
        : await tx
            .select()
            .from(customers)
            .where(where)
            .orderBy(asc(sql`lower(${customers.companyName})`), asc(customers.id))
            .limit(page.perPage)
            .offset(page.offset);
    return paginated(rows.map(toCustomerDto), total, page);
  });
}

export async function getCustomer(ctx: ServiceContext, id: number): Promise<CustomerDto> {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new NotFoundError(ENTITY);
  return toCustomerDto(row);
}

/** The same customer or undefined (pages render 'Customer not found' themselves). */
export async function findCustomer(ctx: ServiceContext, id: number): Promise<CustomerDto | undefined> {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, id)).limit(1);
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
        const [row] = await tx.insert(customers).values(values).returning();
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
 * PUT/PATCH /api/customers/{id}: updates the fields sent. `expectedVersion` (body `version` or If-Match)
 * that is stale → 409 and nothing changes. Version +1 on every change, inside the row lock.
 */
export async function updateCustomer(ctx: ServiceContext, id: number, input: unknown, expectedVersion?: number): Promise<CustomerDto> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
    if (!before) throw new NotFoundError(ENTITY);
    const data = parseInput(updateCustomerSchema, input);
    assertVersion(expectedVersion, before.version);
    const changes = diff(before as unknown as Record<string, unknown>, toColumns(data) as Record<string, unknown>);
    if (Object.keys(changes).length === 0) return toCustomerDto(before);
    const [row] = await tx
      .update(customers)
      .set({ ...toColumns(data), version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(customers.id, id), eq(customers.version, before.version)))
      .returning();
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
    .filter((s): s is Customer['status'] => (partyStatus.enumValues as readonly string[]).includes(s));

  const pattern = containsPattern(term);
  const matches = or(
    ilike(customers.companyName, pattern),
    ilike(customers.customerCode, pattern),
    ilike(customers.contactPerson, pattern),
    ilike(customers.email, pattern),
  )!;
  const selection = Object.fromEntries(fields.map((f) => [f, SEARCH_COLUMNS[f]]));
  const rows = await ctx.db
    .select(selection)
    .from(customers)
    .where(statuses.length ? and(matches, inArray(customers.status, statuses)) : matches)
    .orderBy(relevance(term), asc(sql`lower(${customers.companyName})`), asc(customers.id))
    .limit(limit);
  return rows as CustomerSearchResult[];
}
