/** Numbers for the whole app, client-safe. */

/**
 * Half away from zero to `decimals` places (CONTRACT §1: at most 4), without 1.005 → 1.00 float surprises (1.005 ×
 * 100 is 100.49999…), and exact for every quantity the columns hold (up to 10¹⁴, 4 places). Below 2³¹ in units of
 * the last place, the product nudged by (1 + ε) against its own error (a nudge under 5 × 10⁻⁷ of a unit: ≈ 0.03 µs a
 * call). Above, that nudge grows with the value — it moved 290,085,409,225.2937 to …225.2938 and 10¹⁴ to 10¹⁴ + 0.03
 * — so the power of ten is moved in the number's text instead (`1.005e2` is exactly 100.5; ≈ 1 µs a call).
 */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  if (scaled < 2 ** 31) return Math.sign(value) * Math.round(scaled * (1 + Number.EPSILON)) / factor || 0;
  return Math.sign(value) * shiftDecimal(Math.round(shiftDecimal(Math.abs(value), decimals)), -decimals);
}

/** `value` × 10^`places`, by moving the decimal exponent of its shortest text (exact where a product is not). */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent ?? 0) + places}`);
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

/**
 * Quantities added in ten-thousandths (their scale), so a running balance carries no float drift: exact for values
 * of at most 4 places up to ≈ 9 × 10¹¹ (where ten-thousandths leave the integers a double holds exactly), where
 * `quantity(a + b)` rounds a sum already off in its last place (290,085,408,810.9272 + 414.3665 → …225.2939).
 */
export function addQuantities(...values: number[]): number {
  let units = 0;
  for (const value of values) units += Math.round(value * 10_000);
  return quantity(units / 10_000);
}

/** As `quantity`, but null stays null (an optional figure such as a reorder level). */
export function optionalQuantity(value: number | string | null | undefined): number | null {
  const n = toNumber(value);
  return n === null ? null : round(n, 4);
}
