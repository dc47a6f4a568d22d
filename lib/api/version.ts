import { ConflictError, ValidationError } from '@/lib/errors';

/**
 * The version an update was based on (optimistic locking, CONTRACT §8): `version` in the body,
 * else an `If-Match: "<n>"` header; undefined when neither is sent (the update then applies).
 */
export function requestedVersion(headers: Headers, body: Record<string, unknown>): number | undefined {
  if (body.version !== undefined && body.version !== null) {
    const v = body.version;
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw ValidationError.field('version', 'The version must be a positive integer.');
    return n;
  }
  const ifMatch = headers.get('if-match');
  // `*` matches any current version (RFC 9110), i.e. no check.
  if (!ifMatch || ifMatch.trim() === '*') return undefined;
  const m = /^\s*(?:W\/)?"?(\d+)"?\s*$/.exec(ifMatch);
  if (!m) throw ValidationError.field('version', 'The If-Match header must be a version number.');
  return Number(m[1]);
}

export function assertVersion(expected: number | undefined, actual: number): void {
  if (expected !== undefined && expected !== actual) throw new ConflictError();
}
