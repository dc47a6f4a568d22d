import { eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { getDb, postgresOptions, useDatabase } from '@/db/client';
import { costSheets, products, stockBalances, users } from '@/db/schema';
import { pgErrorInfo } from '@/lib/db/errors';
import { makeProduct } from '../factories/products';
import { createTestUser } from '../helpers';

/**
 * cost_sheets' product and user references (migration 0036): foreign keys checked per statement by triggers, not
 * declared — the same rules as the keys they replaced. A sheet must name an existing product and user (23503 with the
 * old constraint's name, nothing stored), a product's deletion takes its sheets with it, a user's clears created_by,
 * and an id that sheets name cannot change.
 */
const db = () => getDb();
const sheet = (productId: number, createdBy: number | null = null, version = 1) => ({
  productId,
  version,
  materialCost: 1,
  machineCost: 1,
  laborCost: 1,
  overheadCost: 1,
  totalCost: 4,
  sellingPrice: 5,
  marginPercentage: 20,
  inputs: [],
  inputKey: `k${version}`,
  changes: ['initial'],
  createdBy,
});
const refused = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'refused').not.toBeNull();
  return pgErrorInfo(error);
};
const sheetsOf = (productIds: number[]) => db().select({ id: costSheets.id, createdBy: costSheets.createdBy }).from(costSheets).where(inArray(costSheets.productId, productIds));

describe('cost sheets’ references to products and users', () => {
  it('refuses a sheet of a product or by a user that does not exist, the whole statement, with the key’s error', async () => {
    const p = await makeProduct();
    const user = await createTestUser();
    const missing = 2_000_000_000;
    expect(await refused(db().insert(costSheets).values([sheet(p.id, user.id), sheet(missing, null, 2)]))).toMatchObject({
      code: '23503',
      constraint: 'cost_sheets_product_id_products_id_fk',
    });
    expect(await refused(db().insert(costSheets).values([sheet(p.id, user.id), sheet(p.id, missing, 2)]))).toMatchObject({
      code: '23503',
      constraint: 'cost_sheets_created_by_users_id_fk',
    });
    expect(await sheetsOf([p.id])).toEqual([]);
    // Updated to name one that does not exist: refused too.
    const [stored] = await db().insert(costSheets).values(sheet(p.id, user.id)).returning({ id: costSheets.id });
    expect(await refused(db().update(costSheets).set({ productId: missing }).where(eq(costSheets.id, stored.id)))).toMatchObject({ code: '23503' });
    expect(await sheetsOf([p.id])).toEqual([{ id: stored.id, createdBy: user.id }]);
  });

  it('goes with its product, keeps its history when its user goes, and holds the ids it names', async () => {
    const [a, b] = [await makeProduct(), await makeProduct()];
    const user = await createTestUser();
    await db().insert(costSheets).values([sheet(a.id, user.id), sheet(a.id, user.id, 2), sheet(b.id, user.id)]);
    await db().delete(stockBalances).where(eq(stockBalances.productId, a.id)); // its other reference (a declared key)
    expect(await refused(db().update(products).set({ id: 2_000_000_001 }).where(eq(products.id, a.id)))).toMatchObject({
      code: '23503',
      constraint: 'cost_sheets_product_id_products_id_fk',
    });
    await db().delete(products).where(eq(products.id, a.id));
    expect(await sheetsOf([a.id])).toEqual([]);
    await db().delete(users).where(eq(users.id, user.id));
    expect(await sheetsOf([b.id])).toEqual([{ id: expect.any(Number), createdBy: null }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('holds a sheet’s product against a deletion running at the same time (PostgreSQL)', async () => {
    const client = postgres(process.env.DATABASE_URL!, postgresOptions({ max: 4 }));
    const pool = useDatabase({ kind: 'postgres', client });
    try {
      // A sheet written first: the product's deletion waits for its transaction, then takes the sheet with it.
      const p = await makeProduct();
      let deleted: Promise<unknown> | undefined;
      await pool.transaction(async (tx) => {
        await tx.insert(costSheets).values(sheet(p.id));
        deleted = pool
          .delete(products)
          .where(eq(products.id, p.id))
          .then(() => undefined); // started now
        await new Promise((resolve) => setTimeout(resolve, 300));
        const [{ waiting }] = await client`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like 'delete from "products"%'`;
        expect(waiting, 'the deletion waits for the sheet’s transaction').toBe(1);
      });
      await deleted;
      expect(await sheetsOf([p.id])).toEqual([]);

      // A deletion first: the sheet's statement waits for it, then is refused.
      const q = await makeProduct();
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      const deleting = pool.transaction(async (tx) => {
        await tx.delete(products).where(eq(products.id, q.id));
        await committed;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const inserting = refused(pool.insert(costSheets).values(sheet(q.id)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      commit();
      await deleting;
      expect(await inserting).toMatchObject({ code: '23503', constraint: 'cost_sheets_product_id_products_id_fk' });
      expect(await sheetsOf([q.id])).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
