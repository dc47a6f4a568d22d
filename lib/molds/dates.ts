/**
 * Calendar dates as 'YYYY-MM-DD' strings (the API's date format). Date-only arithmetic runs in UTC so a
 * day is always 24 hours; "today" is the server process's local calendar day (set TZ to the plant's zone).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar date of `now` as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The latest calendar date anywhere on earth right now (UTC+14). "Not in the future" checks compare with it,
 * so a plant ahead of the server's zone can log today's work in its own morning.
 */
export function latestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** True for a real calendar date in YYYY-MM-DD form (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2999) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** '2026-01-30' + 3 → '2026-02-02'. */
export function addDays(isoDate: string, days: number): string {
  const m = ISO_DATE.exec(isoDate);
  if (!m) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
