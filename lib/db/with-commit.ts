import type { DbOrTx } from '@/db/client';

/** A statement sent with the commit, settled: its error, or nothing. */
type Sent = Promise<{ error: unknown } | null>;

/** The transactions that send their last statements with their COMMIT (`transactionWithRetry`'s), and what they sent. */
const open = new WeakMap<DbOrTx, Sent[]>();

/**
 * The last statement of a transaction sent with its COMMIT, in one round trip: the statement starts now and the
 * callback goes on to return without waiting for its answer, so the driver writes the COMMIT right behind it on the
 * transaction's connection (postgres.js pipelines them; PGlite runs them in the order called). Nothing after it in
 * the transaction may depend on it, and nothing may read what it returns. For the write whose round trip would
 * otherwise be spent holding locks other transactions wait for: a production report's audit rows, written while
 * the shared resins' balance rows are locked (lib/audit.ts `withDeferredAudits`).
 *
 * When it fails the server has aborted the transaction, and its COMMIT rolls everything back (PostgreSQL answers a
 * COMMIT in a failed transaction with ROLLBACK, not an error; PGlite then throws one of its own):
 * `transactionWithRetry` throws the statement's error — retried when retryable, as any other. Outside such a transaction (a plain `db.transaction`, a savepoint,
 * no transaction) it is awaited where it stands.
 */
export async function sendWithCommit(tx: DbOrTx, query: PromiseLike<unknown>): Promise<void> {
  const sent = open.get(tx);
  if (!sent) {
    await query;
    return;
  }
  // Settled at once into a value, so that a failure is never an unhandled rejection while the COMMIT is on its way.
  sent.push(new Promise((resolve) => query.then(() => resolve(null), (error: unknown) => resolve({ error }))));
}

/**
 * Runs `work` in `transaction`, letting it send its last statements with the COMMIT (`sendWithCommit`); throws what
 * failed: a statement sent with the COMMIT (the COMMIT then rolled the transaction back), else the transaction's own
 * error.
 */
export async function transactionSendingWithCommit<T, X extends DbOrTx>(
  transaction: (work: (tx: X) => Promise<T>) => Promise<T>,
  work: (tx: X) => Promise<T>,
): Promise<T> {
  const sent: Sent[] = [];
  let result: T;
  try {
    result = await transaction((tx) => {
      open.set(tx, sent);
      return work(tx);
    });
  } catch (error) {
    // Sent last, so a failure of one is what failed the transaction (PGlite's COMMIT throws "rolled back").
    const failed = await firstFailure(sent);
    throw failed !== undefined ? failed : error;
  }
  const failed = await firstFailure(sent);
  if (failed !== undefined) throw failed;
  return result;
}

async function firstFailure(sent: Sent[]): Promise<unknown> {
  for (const outcome of await Promise.all(sent)) if (outcome) return outcome.error;
  return undefined;
}
