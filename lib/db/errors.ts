/**
 * The one reader of PostgreSQL errors. Drizzle wraps driver errors (`cause`); postgres-js names the
 * constraint `constraint_name`, PGlite `constraint`.
 */
export type PgErrorInfo = { code?: string; constraint?: string; message?: string };

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK = '40P01';

export function pgErrorInfo(error: unknown): PgErrorInfo {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint =
        typeof e.constraint_name === 'string' ? e.constraint_name : typeof e.constraint === 'string' ? e.constraint : constraintFromMessage(e.message);
      return { code: e.code, constraint, message: typeof e.message === 'string' ? e.message : undefined };
    }
    current = e.cause;
  }
  return {};
}

function constraintFromMessage(message: unknown): string | undefined {
  return typeof message === 'string' ? /constraint "([^"]+)"/.exec(message)?.[1] : undefined;
}

/** A unique violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorInfo(error);
  return info.code === PG_UNIQUE_VIOLATION && (constraint === undefined || info.constraint === constraint);
}
