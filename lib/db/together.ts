import { pgErrorInfo } from './errors';

/** "current transaction is aborted": what a statement meets after another of its transaction failed. */
const PG_IN_FAILED_TRANSACTION = '25P02';

/**
 * Independent steps of one transaction sent together: each starts at once, so their statements go down the
 * transaction's connection without waiting for each other's answers (postgres.js pipelines them; PGlite runs them
 * one by one). Only steps that do not depend on each other belong here — which statement the server runs first
 * must change nothing. Waits for every step to settle, even when one fails (no step is left sending statements
 * once the transaction rolls back), then throws the error that failed the transaction — not a step's "current
 * transaction is aborted" after it, so a deadlock is still one that `transactionWithRetry` retries.
 */
export async function together<T extends readonly unknown[]>(steps: { [K in keyof T]: PromiseLike<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected').map((s) => s.reason as unknown);
  if (failed.length) throw failed.find((error) => pgErrorInfo(error).code !== PG_IN_FAILED_TRANSACTION) ?? failed[0];
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Statements that depend on each other's effects, sent in one round trip in the order given: the server runs
 * each after the one before (a read under the lock an earlier statement took, a refresh that sums the rows an
 * earlier one updated, an insert that reads that refresh). Each must be a query not started yet — a drizzle query
 * builder, `tx.execute(sql)` or `mapped(…)` — or a read whose place in the order does not matter. They are started here one after the other in
 * one synchronous turn, and the driver sends them in that order: postgres.js queues them on the transaction's
 * connection, PGlite runs them in the order they were called. (`together` gives no such promise: an async function
 * starts its statement a turn later than a query passed as it is. Pass the query here and map its rows after.)
 * Waits for every statement and throws as `together` does: the first failing one's error, in the order given.
 */
export function inOrder<T extends readonly unknown[]>(queries: { [K in keyof T]: PromiseLike<T[K]> }): Promise<T> {
  const started = queries.map((query) => new Promise((resolve, reject) => query.then(resolve, reject)));
  return together(started) as unknown as Promise<T>;
}

/**
 * A query not started yet, its answer mapped by `map` (which may throw: a 404, a 422): still lazy, so it can go in
 * `inOrder`, and awaited on its own it is the query's answer mapped. The query starts when `then` is called.
 */
export function mapped<R, T>(query: PromiseLike<R>, map: (answer: R) => T): PromiseLike<T> {
  return {
    then: <A = T, B = never>(resolve?: ((value: T) => A | PromiseLike<A>) | null, reject?: ((reason: unknown) => B | PromiseLike<B>) | null) =>
      query.then(map).then(resolve, reject),
  };
}

/**
 * Resolves once the statements started so far have gone down the wire. Drizzle reaches the driver a few microtasks
 * after a query is started, and postgres.js writes a short message on `setImmediate`, so synchronous work begun right
 * after starting a statement would hold it back until that work ends. `await afterSend()` between starting a
 * statement and working on something else lets the server run the one while Node does the other (a bulk recompute:
 * each insert batch stored while the next chunk is rolled up). Two turns: the
 * driver's write, queued after this one's first, runs before its second. PGlite runs a statement when it is called.
 */
export function afterSend(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
