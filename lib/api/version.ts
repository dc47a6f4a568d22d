import type { WriteOptions } from '@/lib/versioning';

/**
 * The version an update was based on (optimistic locking, CONTRACT §8): `version` in the body, else an
 * `If-Match: "<n>"` header; neither sent → no check. What cannot be read as a version is handed on as
 * `versionProblem`, for the service to refuse with the input (a 404 for an unknown record still comes first).
 */
export function writeOptions(headers: Headers, body: Record<string, unknown>): WriteOptions {
  if (body.version !== undefined) {
    const v = body.version;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2_147_483_647) return { versionProblem: 'The version must be a positive integer.' };
    return { expectedVersion: v };
  }
  const ifMatch = headers.get('if-match');
  // `*` matches any current version (RFC 9110), i.e. no check.
  if (!ifMatch || ifMatch.trim() === '*') return {};
  const m = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(ifMatch);
  if (!m || Number(m[1]) < 1) return { versionProblem: 'The If-Match header must be a version number.' };
  return { expectedVersion: Number(m[1]) };
}
