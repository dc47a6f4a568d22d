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
