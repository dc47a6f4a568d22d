import { eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { getDb, postgresOptions, useDatabase } from '@/db/client';
import { costSheets, products, stockBalances, users } from '@/db/schema';
import { pgErrorInfo } from '@/lib/db/errors';
import { executeRows } from '@/lib/db/rows';
import { makeProduct } from '../factories/products';
import { createTestUser } from '../helpers';

/**
 * cost_sheets' product and user references (migration 0036): declared foreign keys whose check of inserted rows runs
 * once per statement (a trigger) instead of once per row. The rules are the keys': a sheet must name an existing product
 * and user (23503 with the constraint's name, nothing stored), a product's deletion takes its sheets, a user's clears
 * created_by, an id that sheets name cannot change, and the races come out as they would with the keys' own checks.
 */
const db = () => getDb();
const PRODUCT_KEY = 'cost_sheets_product_id_products_id_fk';
const USER_KEY = 'cost_sheets_created_by_users_id_fk';
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
const failure = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'refused').not.toBeNull();
  let detail: string | undefined;
  for (let e = error as { detail?: unknown; cause?: unknown } | undefined; e && !detail; e = e.cause as typeof e) if (typeof e.detail === 'string') detail = e.detail;
  return { ...pgErrorInfo(error), detail };
};
const sheetsOf = (productIds: number[]) =>
  db().select({ id: costSheets.id, createdBy: costSheets.createdBy }).from(costSheets).where(inArray(costSheets.productId, productIds)).orderBy(costSheets.id);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('cost sheets’ references to products and users', () => {
  it('refuses a sheet of a product or by a user that does not exist: the whole statement, with the key’s error', async () => {
    const p = await makeProduct();
    const user = await createTestUser();
    const missing = 2_000_000_000;
    expect(await failure(db().insert(costSheets).values([sheet(p.id, user.id), sheet(missing, null, 2)]))).toMatchObject({
      code: '23503',
      constraint: PRODUCT_KEY,
      detail: `Key (product_id)=(${missing}) is not present in table "products".`,
    });
    expect(await failure(db().insert(costSheets).values([sheet(p.id, user.id), sheet(p.id, missing, 2)]))).toMatchObject({
      code: '23503',
      constraint: USER_KEY,
    });
    expect(await sheetsOf([p.id])).toEqual([]);
    // Updated to name one that does not exist: refused too; an update that keeps the keys is not checked again.
    const [stored] = await db().insert(costSheets).values(sheet(p.id, user.id)).returning({ id: costSheets.id });
    expect(await failure(db().update(costSheets).set({ productId: missing }).where(eq(costSheets.id, stored.id)))).toMatchObject({ code: '23503', constraint: PRODUCT_KEY });
    expect(await failure(db().update(costSheets).set({ createdBy: missing }).where(eq(costSheets.id, stored.id)))).toMatchObject({ code: '23503', constraint: USER_KEY });
    await db().update(costSheets).set({ totalCost: 7 }).where(eq(costSheets.id, stored.id));
    expect(await sheetsOf([p.id])).toEqual([{ id: stored.id, createdBy: user.id }]);
  });

  it('goes with its product, keeps its history when its user goes, and holds the ids it names', async () => {
    const [a, b] = [await makeProduct(), await makeProduct()];
    const user = await createTestUser();
    await db().insert(costSheets).values([sheet(a.id, user.id), sheet(a.id, user.id, 2), sheet(b.id, user.id)]);
    await db().delete(stockBalances).where(eq(stockBalances.productId, a.id)); // its other reference
    expect(await failure(db().update(products).set({ id: 2_000_000_001 }).where(eq(products.id, a.id)))).toMatchObject({ code: '23503', constraint: PRODUCT_KEY });
    await db().delete(products).where(eq(products.id, a.id));
    expect(await sheetsOf([a.id])).toEqual([]);
    await db().delete(users).where(eq(users.id, user.id));
    expect(await sheetsOf([b.id])).toEqual([{ id: expect.any(Number), createdBy: null }]);
  });

  it('keeps both keys declared, with only their checks of inserted rows replaced by the statement trigger', async () => {
    const triggers = await executeRows<{ key: string; fn: string; enabled: string }>(
      db(),
      sql`select c.conname as key, g.tgfoid::regproc::text as fn, g.tgenabled as enabled
            from pg_trigger g join pg_constraint c on c.oid = g.tgconstraint
           where c.conname in (${PRODUCT_KEY}, ${USER_KEY}) order by 1, 2`,
    );
    // The insert checks (on cost_sheets) are off; the update checks (a key changed: per row, skipped when unchanged)
    // and the action triggers (on products and users: cascade, set null, no action on an id change) are the keys' own.
    expect(triggers.filter((t) => t.fn.includes('check_ins')).map((t) => t.enabled)).toEqual(['D', 'D']);
    expect(triggers.filter((t) => !t.fn.includes('check_ins')).map((t) => t.enabled)).toEqual(Array(6).fill('O'));
    const [{ applied }] = await executeRows<{ applied: number }>(db(), sql`select references_per_statement_apply() as applied`);
    expect(applied, 'nothing left to apply').toBe(0);
  });

  it('installs only on single-column foreign keys the table has, naming what it could not find', async () => {
    const error = await failure(db().execute(sql`select references_per_statement_install('cost_sheets', array[${PRODUCT_KEY}, 'cost_sheets_no_such_fk'])`));
    expect(error.message).toMatch(/cost_sheets has no single-column, not deferrable foreign key named cost_sheets_no_such_fk/);
  });

  it('every table that opted in: each key it names exists, with its own insert check off and the statement trigger on', async () => {
    const keys = await executeRows<{ tbl: string; conname: string; enabled: boolean }>(db(), sql`select tbl::text, conname, enabled from references_per_statement_triggers() order by 1, 2`);
    expect(new Set(keys.map((k) => k.tbl))).toEqual(new Set(['audit_log', 'cost_sheets', 'stock_balances', 'stock_lots', 'stock_movements']));
    expect(keys.every((k) => k.enabled)).toBe(true);
    // A key renamed, dropped or re-created by a later migration fails here (apply() raises on a key that is gone;
    // a re-created key's insert check comes back on).
    expect(await executeRows(db(), sql`select references_per_statement_apply() as changed`)).toEqual([{ changed: 0 }]);
    const checks = await executeRows<{ tbl: string; enabled: boolean }>(
      db(),
      sql`select s.tbl::text as tbl, k.enabled from references_per_statement_triggers() s, lateral references_per_statement_key_checks(s.tbl, array[s.conname]) k`,
    );
    expect(checks).toHaveLength(keys.length);
    expect(checks.filter((c) => c.enabled)).toEqual([]);
  });

  it('uninstall gives a table’s keys their per-row insert checks back; apply() refuses a key that is gone', async () => {
    const rolledBack = Symbol('rolled back');
    const outcome = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`select references_per_statement_uninstall('audit_log')`);
        const checks = await executeRows<{ enabled: boolean }>(tx, sql`select enabled from references_per_statement_key_checks('audit_log', array['audit_log_user_id_users_id_fk'])`);
        expect(checks).toEqual([{ enabled: true }]);
        expect(await executeRows(tx, sql`select count(*)::int as n from pg_trigger where tgname = 'references_per_statement' and tgrelid = 'audit_log'::regclass`)).toEqual([{ n: 0 }]);
        await tx.execute(sql`select references_per_statement_install('audit_log', array['audit_log_user_id_users_id_fk'])`);
        await tx.execute(sql`alter table audit_log rename constraint audit_log_user_id_users_id_fk to audit_log_author_fk`);
        const gone = await failure(tx.execute(sql`select references_per_statement_apply()`));
        expect(gone.message).toMatch(/audit_log has no single-column, not deferrable foreign key named audit_log_user_id_users_id_fk/);
        tx.rollback();
      })
      .catch((e: unknown) => (e instanceof Error && e.constructor.name === 'TransactionRollbackError' ? rolledBack : Promise.reject(e)));
    expect(outcome).toBe(rolledBack);
    expect(await executeRows(db(), sql`select references_per_statement_apply() as changed`)).toEqual([{ changed: 0 }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('for a role that is not a superuser: the keys keep checking each row and the statement trigger stays off (PostgreSQL)', async () => {
    const client = postgres(process.env.DATABASE_URL!, postgresOptions({ max: 1 }));
    try {
      const error = await client
        .begin(async (t) => {
          await t`create role references_test_owner nosuperuser`;
          await t`create schema references_test authorization references_test_owner`;
          await t`set local role references_test_owner`;
          await t`create table references_test.parent (id int primary key)`;
          await t`create table references_test.child (id int primary key, parent_id int references references_test.parent (id))`;
          await t`select public.references_per_statement_install('references_test.child', array['child_parent_id_fkey'])`;
          const [state] = await t`select bool_and(enabled) as trigger_on, (select bool_and(enabled) from public.references_per_statement_key_checks('references_test.child', array['child_parent_id_fkey'])) as keys_on
                                    from public.references_per_statement_triggers() where tbl = 'references_test.child'::regclass`;
          expect(state).toEqual({ trigger_on: false, keys_on: true });
          await t`insert into references_test.parent values (1)`;
          await t`insert into references_test.child values (1, 1)`;
          return t`insert into references_test.child values (2, 99)`.then(
            () => null,
            (e: unknown) => e,
          );
        })
        .catch((e: unknown) => e);
      // The key's own check refused the orphan (its message, not the trigger's): the whole transaction rolled back.
      expect(pgErrorInfo(error)).toMatchObject({ code: '23503', constraint: 'child_parent_id_fkey' });
      const [{ n }] = await client`select count(*)::int as n from pg_roles where rolname = 'references_test_owner'`;
      expect(n).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('finds a reference broken while the triggers were off (what a logical restore checks after loading)', async () => {
    const missing = 2_000_000_002;
    const p = await makeProduct();
    const error = await failure(
      db().transaction(async (tx) => {
        await tx.execute(sql`alter table cost_sheets disable trigger user`);
        await tx.insert(costSheets).values([sheet(p.id), sheet(missing)]);
        await tx.execute(sql`alter table cost_sheets enable trigger user`);
        await tx.execute(sql`select references_per_statement_validate()`);
      }),
    );
    expect(error).toMatchObject({ code: '23503', constraint: PRODUCT_KEY, detail: `Key (product_id)=(${missing}) is not present in table "products".` });
    await db().execute(sql`select references_per_statement_validate()`);
  });

  it.skipIf(!process.env.DATABASE_URL)('holds the products a statement names against deletions running at the same time, as the keys did (PostgreSQL)', async () => {
    const client = postgres(process.env.DATABASE_URL!, postgresOptions({ max: 4 }));
    const pool = useDatabase({ kind: 'postgres', client });
    const waiting = async (like: string) => {
      const [{ n }] = await client`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like ${like}`;
      return n;
    };
    try {
      // A sheet written first: the product's deletion waits for its transaction, then takes the sheet with it.
      const p = await makeProduct();
      await pool.delete(stockBalances).where(eq(stockBalances.productId, p.id));
      let deleted: Promise<unknown> | undefined;
      await pool.transaction(async (tx) => {
        await tx.insert(costSheets).values(sheet(p.id));
        deleted = pool.delete(products).where(eq(products.id, p.id)).then(() => undefined);
        await pause(300);
        expect(await waiting('delete from "products"%'), 'the deletion waits for the sheet’s transaction').toBe(1);
      });
      await deleted;
      expect(await sheetsOf([p.id])).toEqual([]);

      // A deletion first: the sheet's statement waits for it, then is refused.
      const q = await makeProduct();
      await pool.delete(stockBalances).where(eq(stockBalances.productId, q.id));
      let commit = () => {};
      const committed = new Promise<void>((resolve) => (commit = resolve));
      const deleting = pool.transaction(async (tx) => {
        await tx.delete(products).where(eq(products.id, q.id));
        await committed;
      });
      await pause(100);
      const inserting = failure(pool.insert(costSheets).values(sheet(q.id)));
      await pause(300);
      commit();
      await deleting;
      expect(await inserting).toMatchObject({ code: '23503', constraint: PRODUCT_KEY });
      expect(await sheetsOf([q.id])).toEqual([]);

      // Under REPEATABLE READ a deletion that cannot see a sheet committed since its snapshot fails (the key's
      // crosscheck), instead of leaving the sheet without its product.
      const r = await makeProduct();
      await pool.delete(stockBalances).where(eq(stockBalances.productId, r.id));
      const late = await failure(
        pool.transaction(
          async (tx) => {
            await tx.execute(sql`select 1`); // the snapshot
            await pool.insert(costSheets).values(sheet(r.id));
            await tx.delete(products).where(eq(products.id, r.id));
          },
          { isolationLevel: 'repeatable read' },
        ),
      );
      expect(late.code).toBe('40001');
      expect(await sheetsOf([r.id])).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('clears a deleted user from their sheets without locking the sheets’ products (PostgreSQL)', async () => {
    const client = postgres(process.env.DATABASE_URL!, postgresOptions({ max: 4 }));
    const pool = useDatabase({ kind: 'postgres', client });
    try {
      const p = await makeProduct();
      const user = await createTestUser();
      await pool.insert(costSheets).values(sheet(p.id, user.id));
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // A product held FOR UPDATE (as a product's edit holds it): a check of the sheet's product would wait for it.
      const holding = pool.transaction(async (tx) => {
        await tx.execute(sql`select id from products where id = ${p.id} for update`);
        locked();
        await released;
      });
      await isLocked;
      try {
        const deleting = pool.delete(users).where(eq(users.id, user.id)).then(() => 'done');
        expect(await Promise.race([deleting, pause(3_000).then(() => 'waiting')]), 'the user’s deletion waits for no product').toBe('done');
      } finally {
        release();
        await holding;
      }
      expect(await sheetsOf([p.id])).toEqual([{ id: expect.any(Number), createdBy: null }]);
    } finally {
      await client.end();
    }
  });
});
