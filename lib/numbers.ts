/** Numbers for the whole app, client-safe. */

/** Half away from zero to `decimals` places (CONTRACT §1: at most 4), without 1.005 → 1.00 float surprises. */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
}

/** A numeric column (drivers return numeric as a string) → number; null stays null. */
export function toNumber(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A quantity or amount as the API answers it (CONTRACT §1: at most 4 decimals): a numeric column's text or a
 * computed number → a number rounded half away from zero to 4 places; null, undefined and non-numbers → 0. The one
 * helper for every stored quantity (stock, BOM lines, reports, orders) — not a module's own `q4`/`n4`.
 */
export function quantity(value: number | string | null | undefined): number {
  return round(toNumber(value ?? 0) ?? 0, 4);
}

/** As `quantity`, but null stays null (an optional figure such as a reorder level). */
export function optionalQuantity(value: number | string | null | undefined): number | null {
  const n = toNumber(value);
  return n === null ? null : round(n, 4);
}
