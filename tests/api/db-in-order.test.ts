import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { afterSend, inOrder } from '@/lib/db/together';

/**
 * `inOrder` on the real drivers (lib/db/together.ts): statements sent in one round trip run in the order given —
 * what a batch of issues relies on (the lots read under the balances' locks, the refresh after the lots' update).
 */
describe('inOrder on the database', () => {
  const value = (rows: unknown) => (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as { v: string | null };

  it('runs each statement after the one before, in one transaction', async () => {
    const answers = await getDb().transaction(async (tx) => {
      // Each reads what the one before it set: out of order, a read would answer the step before's value or none.
      const steps = await inOrder([
        tx.execute(sql`select set_config('moldline.step', '1', true) as v`),
        tx.execute(sql`select set_config('moldline.step', current_setting('moldline.step') || '2', true) as v`),
        tx.execute(sql`select set_config('moldline.step', current_setting('moldline.step') || '3', true) as v`),
        tx.execute(sql`select current_setting('moldline.step') as v`),
      ]);
      return steps.map((rows) => value(rows).v);
    });
    expect(answers).toEqual(['1', '12', '123', '123']);
  });

  it.skipIf(!process.env.DATABASE_URL)('afterSend: a statement started before it runs on the server while Node works (PostgreSQL)', async () => {
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const elapsed = await getDb().transaction(async (tx) => {
      const started = performance.now();
      // Started as the recompute starts its statements: a short one, which postgres.js writes on setImmediate.
      const sleeping = Promise.resolve(tx.execute(sql`select pg_sleep(0.3)`));
      await afterSend();
      busy(300); // Node's work, synchronous, while the server sleeps
      await sleeping;
      return performance.now() - started;
    });
    // Sent before the work: ~300 ms in all. Held back by it: ~600 ms.
    expect(elapsed).toBeLessThan(480);
  });
});
