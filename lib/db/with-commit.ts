import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { pgErrorInfo } from './errors';

/** A statement sent with the commit, settled: its error (and whether it was `strict`), or nothing. */
type Sent = Promise<{ error: unknown; strict: boolean } | null>;

/** The transactions that send their last statements with their COMMIT (`transactionWithRetry`'s), and what they sent. */
const open = new WeakMap<DbOrTx, Sent[]>();

/**
 * The condition a statement sent with the commit carries (in its WHERE): true in a transaction that has written,
 * a division by zero where nothing has been written yet. postgres.js runs a named statement again by itself when
 * the server says it went stale (lib/db/retry.ts); sent again behind a COMMIT that has already ended its
 * transaction, it would run on its own, in autocommit, and succeed — the caller told "committed" while the
 * transaction rolled back. Evaluated once before the statement's first row (an InitPlan), it fails that run instead.
 */
export const WRITTEN_IN_THIS_TRANSACTION = sql`(select 1 / (pg_current_xact_id_if_assigned() is not null)::int) = 1`;

/**
 * The last statement of a transaction sent with its COMMIT, in one round trip: the statement starts now and the
 * callback goes on to return without waiting for its answer, so the driver writes the COMMIT right behind it on the
 * transaction's connection (postgres.js pipelines them; PGlite runs them in the order called). Nothing after it in
 * the transaction may depend on its answer, and nothing may read what it returns (a later statement runs after it,
 * so it sees its rows; its error reaches the caller as the transaction's). For the writes whose round trips would
 * otherwise be spent holding locks other transactions wait for, while a production report holds the shared resins'
 * balance rows: its stock batch's writes (lib/inventory/movements.ts `receiveAndIssueInTx`, `withCommit`) and its
 * audit rows (lib/audit.ts `withDeferredAudits`).
 *
 * `statement(guard)` builds it with `guard` in its WHERE (`WRITTEN_IN_THIS_TRANSACTION`; `true` when it is not
 * sent with a commit): the transaction must have written before it. When it fails the server has aborted the
 * transaction, and its COMMIT rolls everything back (PostgreSQL answers a COMMIT in a failed transaction with
 * ROLLBACK, not an error; PGlite then throws one of its own): `transactionWithRetry` throws the statement's error —
 * retried when retryable, as any other. Outside such a transaction (a plain `db.transaction`, a savepoint, no
 * transaction) it is awaited where it stands. `strict`: a statement whose rows the caller's answer names (a report's
 * stock movements) — refused by the driver before it was sent, its error is thrown rather than logged
 * (`transactionSendingWithCommit`).
 */
export async function sendWithCommit(tx: DbOrTx, statement: (guard: SQL) => PromiseLike<unknown>, { strict = false }: { strict?: boolean } = {}): Promise<void> {
  const sent = open.get(tx);
  if (!sent) {
    await statement(sql`true`);
    return;
  }
  const query = statement(WRITTEN_IN_THIS_TRANSACTION);
  // Settled at once into a value, so that a failure is never an unhandled rejection while the COMMIT is on its way.
  sent.push(new Promise((resolve) => query.then(() => resolve(null), (error: unknown) => resolve({ error, strict }))));
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
    throw failed !== undefined ? failed.error : error;
  }
  const outcome = await firstFailure(sent);
  if (outcome === undefined) return result;
  // The server refused it: the COMMIT behind it rolled the transaction back.
  if (pgErrorInfo(outcome.error).code !== undefined) throw outcome.error;
  // Refused by the driver before it was sent (no SQLSTATE; only a programming error does that — a value the driver
  // cannot send). postgres.js mostly fails the transaction for it itself (an error of any of its statements fails
  // `begin`, which rolls back: thrown above); here the COMMIT was already on its way, went alone and committed the
  // rest. For an audit row, saying "failed" now would have the caller send again what is stored; the loss is this
  // statement's rows, logged. A `strict` statement's rows are part of what the caller was told (a report's stock
  // movements): its error is thrown, and logged the same way.
  console.error('[db] a statement sent with the commit was not sent; the transaction committed without it', outcome.error);
  if (outcome.strict) throw outcome.error;
  return result;
}

async function firstFailure(sent: Sent[]): Promise<{ error: unknown; strict: boolean } | undefined> {
  for (const outcome of await Promise.all(sent)) if (outcome) return outcome;
  return undefined;
}
