/** Derived product figures (spec 1 §5). Pure: no I/O, unit-tested in figures.test.ts. */
import { round } from '@/lib/numbers';

/** Margins at or above this percentage are shown as healthy. */
export const HEALTHY_MARGIN_PERCENT = 20;

function finite(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Margin = (selling price − standard cost) ÷ selling price, in percent with one decimal; 0.0 when the price
 * is 0 (or missing). A missing cost counts as 0.
 */
export function marginPercent(sellingPrice: number | string | null | undefined, standardCost: number | string | null | undefined): number {
  const price = finite(sellingPrice) ?? 0;
  const cost = finite(standardCost) ?? 0;
  if (price === 0) return 0;
  // Half away from zero (-12.25 → -12.3 like 12.25 → 12.3); never -0.
  return round(((price - cost) / price) * 100, 1) || 0;
}

export function isHealthyMargin(margin: number): boolean {
  return margin >= HEALTHY_MARGIN_PERCENT;
}

/**
 * Production rate in parts per hour = 3600 ÷ cycle time (s) × parts per cycle, rounded.
 * null when either figure is missing or not positive (nothing meaningful to show).
 */
export function productionRatePerHour(
  cycleTimeSeconds: number | string | null | undefined,
  partsPerCycle: number | string | null | undefined,
): number | null {
  const cycle = finite(cycleTimeSeconds);
  const parts = finite(partsPerCycle);
  if (cycle === null || parts === null || cycle <= 0 || parts <= 0) return null;
  return Math.round((3600 / cycle) * parts);
}
