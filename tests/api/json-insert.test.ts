import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, products } from '@/db/schema';
import { executeRows, intArray, jsonInsert, nextSerial, textArray } from '@/lib/db/rows';
import { uid } from '../helpers';

/** jsonInsert writes what drizzle's `.insert(table).values(rows)` writes: the same rows, defaults, types and JSON. */
describe('jsonInsert', () => {
  it('products: the same rows as drizzle’s multi-row insert — defaults for keys a row leaves out, nulls, numbers', async () => {
    const tag = uid();
    const rows = (prefix: string) => [
      { productCode: `${prefix}-${tag}-1`, productName: 'All given', productType: 'raw_material' as const, unit: 'kg' as const, standardCost: 1.2345, cycleTimeSeconds: 12.5, partsPerCycle: 4, color: null },
      { productCode: `${prefix}-${tag}-2`, productName: 'Defaults', description: 'only some keys' },
      { productCode: `${prefix}-${tag}-3`, productName: 'Ünïcode “quotes” \\ back\nslash', standardCost: 0, isActive: false },
    ];
    const db = getDb();
    await db.insert(products).values(rows('DRZ'));
    const returned = await executeRows<{ id: number; code: string }>(db, sql`${jsonInsert(products, rows('JSN'))} returning id, product_code as code`);
    expect(returned.map((r) => r.code)).toEqual(rows('JSN').map((r) => r.productCode));
    const read = async (prefix: string) =>
      (await db.select().from(products).where(inArray(products.productCode, rows(prefix).map((r) => r.productCode))).orderBy(products.productCode)).map(
        ({ id: _id, productCode, createdAt: _c, updatedAt: _u, searchText, pickerText, ...rest }) => ({ ...rest, code: productCode.slice(4), searchText: searchText?.slice(4), pickerText: pickerText?.slice(4) }),
      );
    expect(await read('JSN')).toEqual(await read('DRZ'));
  });

  it('audit rows: jsonb as JSON (objects, arrays, strings), text ids, in the given order', async () => {
    const tag = uid();
    const changes = [{ a: 1, nested: { b: [1, 'two', null], at: '2026-11-28T10:00:00.000Z' } }, 'a plain string', null, [1, 2]];
    await getDb().execute(jsonInsert(auditLog, changes.map((c, i) => ({ userId: null, entity: `json-${tag}`, entityId: String(i), action: 'create', changes: c }))));
    const rows = await getDb().select().from(auditLog).where(eq(auditLog.entity, `json-${tag}`)).orderBy(auditLog.id);
    expect(rows.map((r) => [r.entityId, r.changes])).toEqual(changes.map((c, i) => [String(i), c]));
    // null is SQL NULL (as drizzle writes it), not the JSON value null.
    const nulls = await executeRows<{ id: string }>(getDb(), sql`select entity_id as id from audit_log where entity = ${`json-${tag}`} and changes is null`);
    expect(nulls.map((r) => r.id)).toEqual(['2']);
  });

  it('refuses a table column with an SQL default left out by some rows (it would be null, not the default)', () => {
    expect(() => jsonInsert(auditLog, [{ entity: 'x', entityId: '1', action: 'a', at: new Date() }, { entity: 'x', entityId: '2', action: 'a' }])).toThrow(/no literal default/);
  });
});

/** The list parameters of set-based statements: one parameter however many values, every value as given. */
describe('intArray and textArray', () => {
  it('carry any text (commas, quotes, backslashes, braces, NULL as a word, unicode) and any number of ids, none included', async () => {
    const texts = ['a,b', '"quoted"', 'back\\slash', '{braces}', 'NULL', '', 'Ünïcode “x”', ' spaced '];
    const readTexts = await executeRows<{ v: string }>(getDb(), sql`select v from unnest(${textArray(texts)}) with ordinality as t(v, n) order by n`);
    expect(readTexts.map((r) => r.v)).toEqual(texts);
    const ids = Array.from({ length: 3000 }, (_, i) => i * 7 - 5);
    const [{ n, sum }] = await executeRows<{ n: number | string; sum: number | string }>(getDb(), sql`select count(*) as n, sum(v) as sum from unnest(${intArray(ids)}) as t(v)`);
    expect([Number(n), Number(sum)]).toEqual([ids.length, ids.reduce((a, b) => a + b, 0)]);
    const [empty] = await executeRows<{ texts: number | string; ids: number | string }>(
      getDb(),
      sql`select cardinality(${textArray([])}) as texts, coalesce(cardinality(${intArray([])}), 0) as ids`,
    );
    expect([Number(empty.texts), Number(empty.ids)]).toEqual([0, 0]);
  });
});

describe('nextSerial', () => {
  it('draws from the sequence the column’s default draws from', async () => {
    const [drawn] = await executeRows<{ id: number | string }>(getDb(), sql`select ${nextSerial(auditLog.id)} as id`);
    const [row] = await getDb().insert(auditLog).values({ entity: `next-serial-${uid()}`, entityId: '1', action: 'test' }).returning({ id: auditLog.id });
    // Other tests may draw in between (a shared database), never the same number and never a lower one.
    expect(row.id).toBeGreaterThan(Number(drawn.id));
  });
});
