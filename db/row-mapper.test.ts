/**
 * The row mapper (db/row-mapper.ts) gives what drizzle's own mapResultRow gives, key for key — flat and nested
 * selections, left-joined objects nulled by drizzle's rule — and the app's database handle (both drivers) maps
 * through it: joins, aliases, SQL with mapWith, timestamps, nulls, returning, transactions, relational queries.
 */
import { count, eq, sql } from 'drizzle-orm';
import * as drizzleUtils from 'drizzle-orm/utils';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { customers, molds } from '@/db/schema';
import { rowMapper, type JoinsNotNullable, type OrderedField } from './row-mapper';

// drizzle's own (internal: not in its type declarations).
const { mapResultRow, orderSelectedFields } = drizzleUtils as unknown as {
  mapResultRow: (fields: OrderedField[], row: unknown[], joinsNotNullableMap: JoinsNotNullable) => Record<string, unknown>;
  orderSelectedFields: (selection: Record<string, unknown>) => OrderedField[];
};
const fields = (selection: Record<string, unknown>) => orderSelectedFields(selection);

describe('rowMapper', () => {
  it('maps a flat selection exactly as drizzle does', () => {
    const selection = fields({
      id: molds.id,
      code: molds.moldCode,
      created: molds.createdAt,
      shots: molds.totalShotsLifetime,
      company: customers.companyName,
      window: sql<number>`sum(1)`.mapWith(Number),
      plain: sql`x`,
      key: sql<string>`lower(x)`.as('key'),
    });
    const rows = [
      [7, 'MLD-7', '2026-11-27 05:12:41.585878+00', '1000037', 'Acme', '12', 'raw', 'mld-7'],
      [8, 'MLD-8', '2026-01-01 00:00:00+00', '0', null, null, null, null],
    ];
    const joins = { molds: true, customers: false };
    expect(rowMapper(selection)(rows, joins)).toEqual(rows.map((row) => mapResultRow(selection, row, joins)));
    expect(rowMapper(selection)(rows, joins)[0]).toMatchObject({ id: 7, created: new Date('2026-11-27T05:12:41.585Z'), window: 12 });
    expect(Object.keys(rowMapper(selection)(rows, undefined)[1])).toEqual(['id', 'code', 'created', 'shots', 'company', 'window', 'plain', 'key']);
  });

  it('maps a nested selection exactly as drizzle does, a joined table with no row as null', () => {
    const selection = fields({
      mold: { id: molds.id, code: molds.moldCode },
      customer: { id: customers.id, name: customers.companyName },
      mixed: { company: customers.companyName, code: molds.moldCode },
      deep: { inner: { id: customers.id }, n: sql<number>`1`.mapWith(Number) },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    });
    const rows = [
      [1, 'MLD-1', 5, 'Acme', 'Acme', 'MLD-1', 5, '1', '3'],
      [2, 'MLD-2', null, null, null, 'MLD-2', null, null, '3'],
      [3, 'MLD-3', null, 'odd', null, 'MLD-3', null, '2', '3'],
      [null, null, 6, 'Beta', 'Beta', null, 6, '1', '3'],
    ];
    const joinSets: JoinsNotNullable[] = [{ molds: true, customers: false }, { molds: false, customers: true }, { molds: false, customers: false }, undefined];
    for (const joins of joinSets) {
      expect(rowMapper(selection)(rows, joins)).toEqual(rows.map((row) => mapResultRow(selection, row, joins)));
    }
    expect(rowMapper(selection)(rows, { molds: true, customers: false })[1]).toMatchObject({ mold: { id: 2, code: 'MLD-2' }, customer: null });
  });
});

describe('the app’s database handle', () => {
  it('maps flat selections, nested selections and relational queries as before', async () => {
    const db = getDb();
    const prepared = db.select({ id: molds.id }).from(molds).prepare('row_mapper_check') as unknown as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toBeTypeOf('function');
    const code = `RM-${Date.now().toString(36)}`;
    const [customer] = await db.insert(customers).values({ customerCode: code, companyName: `Row Mapper ${code}` }).returning({ id: customers.id, createdAt: customers.createdAt });
    expect(customer.createdAt).toBeInstanceOf(Date);
    const [mold] = await db
      .insert(molds)
      .values({ moldCode: code, moldName: 'Cap', ownership: 'company_owned', cavityCount: 2, customerId: customer.id })
      .returning({ id: molds.id });
    const [lone] = await db.insert(molds).values({ moldCode: `${code}-2`, moldName: 'Lid', ownership: 'company_owned', cavityCount: 1 }).returning({ id: molds.id });

    const flat = await db
      .select({ id: molds.id, company: customers.companyName, lower: sql<string>`lower(${molds.moldCode})`.as('lower_code'), n: sql<number>`2`.mapWith(Number) })
      .from(molds)
      .leftJoin(customers, eq(customers.id, molds.customerId))
      .where(sql`${molds.id} in (${mold.id}, ${lone.id})`)
      .orderBy(molds.id);
    expect(flat).toEqual([
      { id: mold.id, company: `Row Mapper ${code}`, lower: code.toLowerCase(), n: 2 },
      { id: lone.id, company: null, lower: `${code}-2`.toLowerCase(), n: 2 },
    ]);

    // Nested: the left-joined table with no row is null.
    const nested = await db.select({ mold: { id: molds.id }, customer: { id: customers.id } }).from(molds).leftJoin(customers, eq(customers.id, molds.customerId)).where(eq(molds.id, lone.id));
    expect(nested).toEqual([{ mold: { id: lone.id }, customer: null }]);

    const [{ total }] = await db.select({ total: count() }).from(molds).where(eq(molds.customerId, customer.id));
    expect(total).toBe(1);

    const found = await db.query.molds.findFirst({ where: eq(molds.id, mold.id), columns: { id: true, moldCode: true } });
    expect(found).toEqual({ id: mold.id, moldCode: code });

    await db.transaction(async (tx) => {
      const [row] = await tx.select({ id: molds.id, created: molds.createdAt }).from(molds).where(eq(molds.id, mold.id));
      expect(row.created).toBeInstanceOf(Date);
      await tx.delete(molds).where(sql`${molds.id} in (${mold.id}, ${lone.id})`);
      await tx.delete(customers).where(eq(customers.id, customer.id));
    });
  });
});
