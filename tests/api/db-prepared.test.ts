import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { preparedQuery, runLater } from '@/lib/db/prepared';
import { transactionWithRetry } from '@/lib/db/retry';
import { inOrder } from '@/lib/db/together';

/**
 * `preparedQuery` on a transaction's handle (lib/db/prepared.ts): a statement built once runs in the transaction it
 * is given — it sees that transaction's writes, its own writes roll back with it — and on the pool alike, whichever
 * handle built it first. Its rows are mapped as the builder's (a left join's missing side is null).
 */
describe('a prepared statement', () => {
  const marker = () => `prepared-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const insertMark = preparedQuery((db) =>
    db
      .insert(auditLog)
      .values({ entity: sql.placeholder('entity'), entityId: '1', action: sql.placeholder('action') })
      .returning({ id: auditLog.id, action: auditLog.action })
      .prepare('test_insert_mark'),
  );
  const marks = preparedQuery((db) =>
    db
      .select({ action: auditLog.action, user: { id: users.id, name: users.name } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(eq(auditLog.entity, sql.placeholder('entity')))
      .orderBy(auditLog.id)
      .prepare('test_marks'),
  );

  it('joins the transaction it is given: sees its writes, and is rolled back with it', async () => {
    const entity = marker();
    const seen = await transactionWithRetry(getDb(), async (tx) => {
      // Built first inside this transaction: later calls on the pool must not run on its (then finished) connection.
      await insertMark(tx).execute({ entity, action: 'inside' });
      const inside = await marks(tx).execute({ entity });
      await tx.execute(sql`select 1`); // the transaction is still usable after them
      return inside;
    });
    expect(seen).toEqual([{ action: 'inside', user: null }]);
    expect(await marks(getDb()).execute({ entity })).toEqual([{ action: 'inside', user: null }]);

    const failed = await transactionWithRetry(getDb(), async (tx) => {
      await insertMark(tx).execute({ entity, action: 'rolled back' });
      expect((await marks(tx).execute({ entity })).map((r) => r.action)).toEqual(['inside', 'rolled back']);
      throw new Error('stop');
    }).catch((e: unknown) => e);
    expect((failed as Error).message).toBe('stop');
    expect((await marks(getDb()).execute({ entity })).map((r) => r.action)).toEqual(['inside']);
  });

  // PGlite has one connection: its transactions take turns.
  it.skipIf(!process.env.DATABASE_URL)('runs in each of two transactions at once on its own connection (PostgreSQL)', async () => {
    const entity = marker();
    const actions = (rows: { action: string }[]) => rows.map((r) => r.action);
    await transactionWithRetry(getDb(), async (a) => {
      await insertMark(a).execute({ entity, action: 'a' });
      await transactionWithRetry(getDb(), async (b) => {
        await insertMark(b).execute({ entity, action: 'b' });
        expect(actions(await marks(b).execute({ entity }))).toEqual(['b']); // not a's, uncommitted
      });
      expect(actions(await marks(a).execute({ entity }))).toEqual(['a', 'b']); // b's, committed
    });
  });

  it('run later starts when awaited, in the order inOrder gives', async () => {
    const entity = marker();
    const answers = await transactionWithRetry(getDb(), (tx) =>
      inOrder([runLater(insertMark(tx), { entity, action: 'first' }), runLater(marks(tx), { entity }), runLater(insertMark(tx), { entity, action: 'second' })]),
    );
    expect(answers[1]).toEqual([{ action: 'first', user: null }]);
    expect((await marks(getDb()).execute({ entity })).map((r) => r.action)).toEqual(['first', 'second']);
  });

  it('maps a joined row as the builder does', async () => {
    const entity = marker();
    const [user] = await getDb()
      .insert(users)
      .values({ name: 'Prepared test', email: `${entity}@example.test`, role: 'Admin', passwordHash: 'x' })
      .returning({ id: users.id, name: users.name });
    await getDb().insert(auditLog).values({ entity, entityId: '1', action: 'by a user', userId: user.id });
    const built = await getDb()
      .select({ action: auditLog.action, user: { id: users.id, name: users.name } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(eq(auditLog.entity, entity));
    expect(await marks(getDb()).execute({ entity })).toEqual(built);
    expect(built).toEqual([{ action: 'by a user', user }]);
  });
});
