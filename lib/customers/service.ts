import 'server-only';
import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { customers, type NewCustomer } from '@/db/schema';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { isUniqueViolation } from '@/lib/db/errors';
import { NotFoundError } from '@/lib/errors';
import { fencedSearchPage, pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { listBatches } from '@/lib/list/csv-export';
import { resolveSort, type SortState } from '@/lib/list/sort';
import { listSort, nonNull } from '@/lib/list/sort-sql';
import { CUSTOMER_SORT, type CustomerListQuery, type CustomerSearchQuery } from './list-state';
import type { ServiceContext } from '@/lib/service-context';
import { partyColumnValues } from '@/lib/parties/dto';
import { parseInput } from '@/lib/validation/parse';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { toCustomerDto, type CustomerDto, type CustomerRow } from './dto';
import { createCustomerSchema, updateCustomerSchema, type UpdateCustomerData } from './schemas';
import { parseSearchFields, SEARCH_MIN_CHARS, type CustomerSearchField } from './search-fields';

import { CUSTOMERS_PER_PAGE, type PartyStatus } from './constants';

/** Every column but the generated search texts (they only serve the WHERE clauses). */
const { searchText: _searchText, pickerText: _pickerText, ...customerColumns } = getTableColumns(customers);
const ENTITY = 'Customer';

/** Prefix pattern for LIKE with `%`/`_` escaped (containsPattern without its leading `%`). */
function prefixPattern(term: string): string {
  return containsPattern(term).slice(1);
}

/**
 * Case-insensitive contains on a stored lower-case search text (trigram-indexed): the pattern is lower-cased
 * by the database, the same lower() that built the column.
 */
function contains(column: typeof customers.searchText | typeof customers.pickerText, pattern: unknown): SQL {
  return sql`${column} like lower(${pattern})`;
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

async function countWhere(tx: Tx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await tx.select({ total: count() }).from(customers).where(where);
  return total;
}

/**
 * GET /api/customers and the /customers page: `page`, `per_page` (15, clamped 1–100), `search` on code,
 * company name and email (case-insensitive contains, trigram-indexed), `status` (one or a comma list; an
 * unknown one is a 422), `sort`/`dir`, `cursor` (keyset). Ordered by company name by default. One statement per
 * page; a page past the end is `data: []` with the real total.
 */
export async function listCustomers(ctx: ServiceContext, query: CustomerListQuery = {}): Promise<Paginated<CustomerDto>> {
  return pageOf(ctx.db, pageRequest(query, CUSTOMERS_PER_PAGE), customerPageQuery(customerFilter(query)));
}

/** Every customer of the list as filtered and sorted on screen, batch by batch (the CSV export). */
export function customerExportBatches(ctx: ServiceContext, query: CustomerListQuery = {}): AsyncGenerator<CustomerDto[]> {
  return listBatches(ctx.db, customerPageQuery(customerFilter(query)));
}

/** The list's filters: the search as its LIKE pattern (`pattern`), the statuses, the order. */
type CustomerFilter = { pattern: string | undefined; status: PartyStatus[] | undefined; order: SortState<CustomerSort> };

function customerFilter({ search, status, sort, dir }: CustomerListQuery): CustomerFilter {
  const term = searchTerm(search);
  return { pattern: term ? containsPattern(term) : undefined, status, order: resolveSort(CUSTOMER_SORT, sort, dir) };
}

/** The filters' WHERE; `pattern` is the LIKE pattern (`containsPattern`) or its placeholder (a prepared page). */
function customerWhere(pattern: unknown, status: PartyStatus[] | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  if (pattern !== undefined) conditions.push(contains(customers.searchText, pattern));
  if (status) conditions.push(inArray(customers.status, status));
  return conditions.length ? and(...conditions) : undefined;
}

type CustomerSort = (typeof CUSTOMER_SORT.keys)[number];

/**
 * The list as a PageQuery: sorted by the key with the id as tiebreak (name order walks
 * customers_company_lower_idx, which is (lower(company_name), id): the keyset condition is an index range).
 *
 * A search in name order: the planner likes to walk the name index and filter, hoping to find a page of matches
 * early; but matches of a name search sit together in the alphabet ("Trail…" near the end), so it would read most
 * of the table. `offset 0` fences the matches (found once through the trigram index: id and name only) in a
 * subquery named like the table, which the page then sorts, limits and counts (`count(*) over ()`), and joins
 * the page's full rows — one statement.
 */
function customerPageQuery({ pattern, status, order }: CustomerFilter): PageQuery<CustomerRow, CustomerDto> {
  const sort = listSort(
    CUSTOMER_SORT,
    {
      company_name: nonNull(sql`lower(${customers.companyName})`),
      customer_code: customers.customerCode,
      city: sql`lower(${customers.city})`,
      status: customers.status,
      credit_limit: customers.creditLimit,
      created_at: customers.createdAt,
    },
    order,
    customers.id,
  );
  const fenced = pattern !== undefined && order.sort === 'company_name' && order.dir === 'asc';
  const filtered = pattern !== undefined || status !== undefined;
  return {
    count: (tx) => countWhere(tx, customerWhere(pattern, status)),
    rows: (tx, page) => {
      const where = customerWhere(page.values.pattern, status);
      if (!fenced) return tx.select({ ...customerColumns, ...page.columns }).from(customers).where(and(where, page.after)).orderBy(...sort.orderBy).limit(page.perPage).offset(page.offset);
      // The matches narrow (id and name: what the window buffers and the sort reads), then the page's full rows.
      const matches = tx.select({ id: customers.id, companyName: customers.companyName }).from(customers).where(and(where, page.after));
      const { ids: pageIds, carried } = fencedSearchPage(tx, page, matches, 'customers', sort.orderBy);
      return tx
        .select({ ...customerColumns, ...carried })
        .from(customers)
        .innerJoin(pageIds, eq(pageIds.id, customers.id))
        .orderBy(...sort.orderBy);
    },
    map: toCustomerDto,
    sort,
    values: pattern !== undefined ? { pattern } : {},
    // The statuses are bound as literals (a few enum values): part of the key.
    preparedKey: `customers|${status?.join(',') ?? ''}`,
    ...(filtered ? {} : { estimateFrom: customers }),
  };
}

/** The customer or undefined (the detail page answers its own 404). */
export async function findCustomer(ctx: ServiceContext, id: number): Promise<CustomerDto | undefined> {
  const [row] = await ctx.db.select(customerColumns).from(customers).where(eq(customers.id, id)).limit(1);
  return row ? toCustomerDto(row) : undefined;
}

/** Whether the customer exists (the record page's one-row check before it streams). */
export async function customerExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  return row !== undefined;
}

/** GET /api/customers/{id}: the customer, else 404. */
export async function getCustomer(ctx: ServiceContext, id: number): Promise<CustomerDto> {
  const customer = await findCustomer(ctx, id);
  if (!customer) throw new NotFoundError(ENTITY);
  return customer;
}

export async function countActiveCustomers(ctx: ServiceContext): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(customers).where(eq(customers.status, 'active'));
  return n;
}

/** The parsed fields → the table's columns, only for the fields given (undefined = not sent, or a default's blank). */
function toColumns(data: UpdateCustomerData): Partial<NewCustomer> {
  const columns: Partial<NewCustomer> = {
    ...partyColumnValues(data),
    paymentTermsText: data.payment_terms_text,
    creditLimit: data.credit_limit,
    currency: data.currency,
    status: data.status,
    notes: data.notes,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/**
 * The next code, computed inside the INSERT: nextval() never hands a number out twice, so concurrent
 * creates get distinct codes without locks. CN + at least two digits (CN01 … CN99, CN100).
 */
export const nextCustomerCode = sql<string>`(select ${customerCodeSql(sql`s.n`)} from (select nextval('customer_code_seq') as n) s)`;

/** The SQL twin of formatCustomerCode(): CN + the number, padded to two digits, never truncated (lpad would cut CN100 to CN10). */
export function customerCodeSql(n: SQL): SQL {
  return sql`'CN' || case when ${n} < 10 then '0' || (${n})::text else (${n})::text end`;
}

/** POST /api/customers: the code comes from the sequence; an audit row in the same transaction. */
export async function createCustomer(ctx: ServiceContext, input: unknown): Promise<CustomerDto> {
  authorize(ctx, 'customers.write');
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
      if (attempt < 5 && isUniqueViolation(error, 'customers_code_unique')) continue;
      throw error;
    }
  }
}

/**
 * PUT/PATCH /api/customers/{id}: updates the fields sent (CONTRACT §8): 401 → 403 → 404 → 422 → 409. The
 * input is validated before the version (`version` in the body or If-Match) is compared; a stale one → 409
 * and nothing changes. An update that changes nothing answers the record as it is: same version, no audit
 * row. Otherwise version +1, inside the row lock.
 */
export async function updateCustomer(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<CustomerDto> {
  authorize(ctx, 'customers.write');
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id)).for('update');
    if (!before) throw new NotFoundError(ENTITY);
    const columns = toColumns(parseInput(updateCustomerSchema, input));
    assertVersion(options, before.version);
    const changes = diff(before, columns);
    if (Object.keys(changes).length === 0) return toCustomerDto(before);
    const [row] = await tx
      .update(customers)
      .set({ ...columns, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
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
export async function searchCustomers(ctx: ServiceContext, { q, status, limit = 10, fields: keys }: Partial<CustomerSearchQuery> = {}): Promise<CustomerSearchResult[]> {
  const term = searchTerm(q);
  if (!term || term.length < SEARCH_MIN_CHARS) return [];
  const fields = parseSearchFields(keys);
  const matches = contains(customers.pickerText, containsPattern(term));
  const selection = Object.fromEntries(fields.map((f) => [f, SEARCH_COLUMNS[f]]));
  const rows = await ctx.db
    .select(selection)
    .from(customers)
    .where(status ? and(matches, inArray(customers.status, status)) : matches)
    .orderBy(relevance(term), asc(sql`lower(${customers.companyName})`), asc(customers.id))
    .limit(limit);
  return rows as CustomerSearchResult[];
}
