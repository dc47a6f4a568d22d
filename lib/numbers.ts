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
