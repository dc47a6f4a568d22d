/** Age of a stock lot's last transaction (spec 1 §4, §9). Pure: unit-tested in age.test.ts. */

export const AGE_CUTOFF_DAYS = { yellow: 30, amber: 60, red: 90 } as const;

export type AgeTone = 'green' | 'yellow' | 'amber' | 'red';
export type InventoryAge = { days: number; label: string; tone: AgeTone };

const DAY_MS = 86_400_000;

function utcDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : t;
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`); a `from` in the future counts as 0. */
export function daysBetween(from: string, to: string): number | null {
  const a = utcDay(from);
  const b = utcDay(to);
  if (a === null || b === null) return null;
  return Math.max(0, Math.round((b - a) / DAY_MS));
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

/** The badge for a last-transaction date as seen on `today` (`YYYY-MM-DD`); null without a (valid) date. */
export function inventoryAge(lastTransactionDate: string | null | undefined, today: string): InventoryAge | null {
  if (!lastTransactionDate) return null;
  const days = daysBetween(lastTransactionDate, today);
  if (days === null) return null;
  return { days, label: ageLabel(days), tone: ageTone(days) };
}

/** Today's date as `YYYY-MM-DD` in UTC (the day the database's CURRENT_DATE uses on a UTC server). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
