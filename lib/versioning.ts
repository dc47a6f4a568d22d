import { ConflictError, ValidationError } from '@/lib/errors';

/**
 * Optimistic locking (CONTRACT §8): an update says which version of the record it was based on. The API reads it
 * from `version` in the body or `If-Match` (`writeOptions`, lib/api/version.ts); the service compares it with the
 * stored one after the input was judged and under the row lock: 401 → 403 → 404 → 422 → 409.
 *
 * `expectedVersion` undefined: no check (the update applies). `versionProblem`: what was sent could not be read
 * as a version — a 422 on `version`, judged with the rest of the input (after a 404 for an unknown record).
 */
export type WriteOptions = { expectedVersion?: number; versionProblem?: string };

export function assertVersion(options: WriteOptions, actual: number): void {
  if (options.versionProblem) throw ValidationError.field('version', options.versionProblem);
  if (options.expectedVersion !== undefined && options.expectedVersion !== actual) throw new ConflictError();
}
