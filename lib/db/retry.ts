import 'server-only';
import type { Db, Tx } from '@/db/client';
import { PG_DEADLOCK, PG_SERIALIZATION_FAILURE, pgErrorInfo } from './errors';
import { transactionSendingWithCommit } from './with-commit';

/**
 * A write transaction that is run again when PostgreSQL gives it up as a deadlock victim (40P01) or a
 * serialization failure (40001): the whole transaction rolled back, so running it again is safe and the caller sees
 * one answer. Writes take their row locks in one order (by id: see lib/production/stock.ts), so a retry is the
 * rare case — two writers reaching shared rows through different paths (a goods receipt and a production report
 * on one resin, say). After `attempts` tries the last error is thrown (a 500, logged). Its work may send its last
 * statements with the COMMIT (`sendWithCommit`, lib/db/with-commit.ts).
 *
 * `retryStats` counts what happened in this process, for the load bench (scripts/bench/production-load.ts).
 */
export const retryStats = { deadlocks: 0, serializationFailures: 0, retried: 0, gaveUp: 0 };

const RETRYABLE = new Set([PG_DEADLOCK, PG_SERIALIZATION_FAILURE]);

/**
 * A named prepared statement gone stale (db/client.ts names a transaction's statements too): "cached plan must not
 * change result type" (0A000) after another instance's migration changed a column it returns, or one the server
 * no longer knows (26000). postgres.js prepares it afresh and retries it on the pool, but inside a transaction the
 * first failure has already aborted it; run whole again, the statement is prepared anew.
 */
function isStalePreparedStatement(error: unknown): boolean {
  const { code, message } = pgErrorInfo(error);
  // 0A000 alone is "feature not supported": the message says which.
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/i.test(message ?? ''));
}

export function isRetryable(error: unknown): boolean {
  const { code } = pgErrorInfo(error);
  return (code !== undefined && RETRYABLE.has(code)) || isStalePreparedStatement(error);
}

export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionSendingWithCommit((w) => db.transaction(w), work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const { code } = pgErrorInfo(error);
      if (code === PG_DEADLOCK) retryStats.deadlocks++;
      else if (code === PG_SERIALIZATION_FAILURE) retryStats.serializationFailures++;
      if (attempt >= attempts) {
        retryStats.gaveUp++;
        throw error;
      }
      retryStats.retried++;
      // A short random wait, longer each time, so the two victims do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
