import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { pgErrorInfo } from '@/lib/db/errors';
import { transactionWithRetry } from '@/lib/db/retry';
import { sendWithCommit, WRITTEN_IN_THIS_TRANSACTION } from '@/lib/db/with-commit';

/**
 * `sendWithCommit` on the real drivers (lib/db/with-commit.ts): a transaction's last statement goes with its COMMIT,
 * unawaited. When it fails, the COMMIT must roll everything back and the caller must see that statement's error —
 * never a success with the transaction's other writes lost or kept.
 */
describe('a statement sent with the commit', () => {
  const marker = () => `with-commit-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const mark = (entity: string, action: string, guard: SQL = sql`true`) =>
    sql`insert into audit_log (entity, entity_id, action) select ${entity}, '1', ${action} where ${guard}`;
  const rows = (entity: string) => getDb().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);

  it('is committed with the transaction, which answers as usual', async () => {
    const entity = marker();
    const answer = await transactionWithRetry(getDb(), async (tx) => {
      await tx.execute(mark(entity, 'first'));
      await sendWithCommit(tx, (guard) => tx.execute(mark(entity, 'with the commit', guard)));
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await rows(entity)).toEqual([{ action: 'first' }, { action: 'with the commit' }]);
  });

  it('failing, rolls the whole transaction back and throws its own error', async () => {
    const entity = marker();
    const error = await transactionWithRetry(getDb(), async (tx) => {
      await tx.execute(mark(entity, 'first'));
      await sendWithCommit(tx, (guard) => tx.execute(sql`select 1 / 0 where ${guard}`));
      return 'done';
    }).catch((e: unknown) => e);
    expect(pgErrorInfo(error).code).toBe('22012'); // division by zero
    expect(await rows(entity)).toEqual([]);
  });

  it('failing as a deadlock victim, runs the transaction again whole', async () => {
    const entity = marker();
    let attempts = 0;
    const answer = await transactionWithRetry(getDb(), async (tx) => {
      attempts++;
      await tx.execute(mark(entity, `attempt ${attempts}`));
      await sendWithCommit(tx, (guard) =>
        attempts === 1 ? tx.execute(sql.raw(`do $$ begin raise exception 'chosen as the victim' using errcode = '40P01'; end $$`)) : tx.execute(mark(entity, 'with the commit', guard)),
      );
      return attempts;
    });
    expect(answer).toBe(2);
    expect(await rows(entity)).toEqual([{ action: 'attempt 2' }, { action: 'with the commit' }]);
  });

  it('run on its own, outside the transaction that wrote, fails rather than writes', async () => {
    // What postgres.js does with a named statement the server no longer knows: it sends it again by itself — behind
    // the COMMIT already sent, so in autocommit. The guard makes that run fail.
    const entity = marker();
    const error = await getDb()
      .execute(mark(entity, 'alone', WRITTEN_IN_THIS_TRANSACTION))
      .then(() => null, (e: unknown) => e);
    expect(pgErrorInfo(error).code).toBe('22012');
    expect(await rows(entity)).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)('gone stale on the server, is not run again after the COMMIT (PostgreSQL)', async () => {
    const entity = marker();
    const error = await transactionWithRetry(getDb(), async (tx) => {
      // The statement prepared on this connection, then forgotten by the server: postgres.js still names it.
      await tx.execute(mark(entity, 'first'));
      await tx.execute(mark(entity, 'second', WRITTEN_IN_THIS_TRANSACTION));
      await tx.execute(sql`deallocate all`);
      await sendWithCommit(tx, (guard) => tx.execute(mark(entity, 'with the commit', guard)));
      return 'done';
    }).catch((e: unknown) => e);
    // Without the guard: 'done', the first rows rolled back and the last one committed on its own. With it, every
    // attempt ends in an error (each runs `deallocate all` again) and nothing is stored.
    expect(error).not.toBe('done');
    expect(await rows(entity)).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)('strict, refused by the driver before it is sent, is never answered as a success (PostgreSQL)', async () => {
    // A value postgres.js will not send (undefined; PGlite sends it as null). postgres.js then rolls the transaction
    // back itself (an error of one of its statements fails `begin`); were the COMMIT already on its way, the rest
    // would commit without it — logged, and thrown all the same.
    const entity = marker();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const outcome = await transactionWithRetry(getDb(), async (tx) => {
        await tx.execute(mark(entity, 'first'));
        await sendWithCommit(tx, (guard) => tx.execute(sql`select ${sql.param(undefined)}::text where ${guard}`), { strict: true });
        return 'done';
      }).catch((e: unknown) => e);
      expect(outcome).toBeInstanceOf(Error);
      expect(String((outcome as Error).cause ?? outcome)).toMatch(/UNDEFINED_VALUE/);
      const stored = await rows(entity);
      if (stored.length) expect(logged).toHaveBeenCalledWith(expect.stringMatching(/committed without it/), expect.anything());
      else expect(stored).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('outside such a transaction, is awaited where it stands', async () => {
    const entity = marker();
    const error = await getDb()
      .transaction(async (tx) => {
        await sendWithCommit(tx, (guard) => tx.execute(sql`select 1 / 0 where ${guard}`));
        await tx.execute(mark(entity, 'after'));
      })
      .catch((e: unknown) => e);
    expect(pgErrorInfo(error).code).toBe('22012');
    expect(await rows(entity)).toEqual([]);
  });
});
