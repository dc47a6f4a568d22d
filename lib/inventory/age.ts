/** Age of a stock lot's last transaction (spec 1 §4, §9). Pure and client-safe: unit-tested in age.test.ts. */
import { daysBetween, isIsoDate } from '@/lib/dates';

export const AGE_CUTOFF_DAYS = { yellow: 30, amber: 60, red: 90 } as const;

export type AgeTone = 'green' | 'yellow' | 'amber' | 'red';
export type InventoryAge = { days: number; label: string; tone: AgeTone };

/** Whole calendar days from `from` to `today` (both `YYYY-MM-DD`); a `from` in the future counts as 0; null when invalid. */
export function ageInDays(from: string, today: string): number | null {
  const day = from.slice(0, 10);
  if (!isIsoDate(day) || !isIsoDate(today)) return null;
  return Math.max(0, daysBetween(day, today));
}

/** 0 → 'Today', 1 → '1 day old', n → 'n days old'. */
export function ageLabel(days: number): string {
  if (days <= 0) return 'Today';
  return days === 1 ? '1 day old' : `${days} days old`;
}

/** Green up to 30 days, yellow over 30, amber over 60, red over 90. */
export function ageTone(days: number): AgeTone {
  if (days > AGE_CUTOFF_DAYS.red) return 'red';
  if (days > AGE_CUTOFF_DAYS.amber) return 'amber';
  if (days > AGE_CUTOFF_DAYS.yellow) return 'yellow';
  return 'green';
}

/** The badge for a last-transaction date as seen on the plant's `today` (`YYYY-MM-DD`); null without a (valid) date. */
export function inventoryAge(lastTransactionDate: string | null | undefined, today: string): InventoryAge | null {
  if (!lastTransactionDate) return null;
  const days = ageInDays(lastTransactionDate, today);
  if (days === null) return null;
  return { days, label: ageLabel(days), tone: ageTone(days) };
}
