/**
 * zod preprocessors for values that arrive from forms, query strings and JSON alike. They only normalise;
 * the schema after them judges the value and words the error.
 */

/** '' → null; a numeric string → number; anything else unchanged. */
export function toNumberish(value: unknown): unknown {
  if (typeof value === 'string') {
    const t = value.trim();
    if (t === '') return null;
    const n = Number(t);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** '' and blank strings → null; strings trimmed; anything else unchanged. */
export function toTextOrNull(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  return t === '' ? null : t;
}
