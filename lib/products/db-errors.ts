/**
 * The PostgreSQL error code and constraint behind a failed query. Drizzle wraps driver errors (`cause`);
 * postgres-js names the constraint `constraint_name`, PGlite `constraint`.
 */
export function pgErrorInfo(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint = typeof e.constraint_name === 'string' ? e.constraint_name : typeof e.constraint === 'string' ? e.constraint : undefined;
      return { code: e.code, constraint };
    }
    current = e.cause;
  }
  return {};
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
