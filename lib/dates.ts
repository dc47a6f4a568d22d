/**
 * Dates for the whole app, client-safe. Calendar dates are 'YYYY-MM-DD' strings (the API's format);
 * date-only arithmetic runs in UTC so a day is always 24 hours. "Today" is the plant's calendar day:
 * `PLANT_TIME_ZONE` (an IANA zone such as `America/Chicago`), else the server's own zone. In the browser the
 * variable is not set, so a form's "not in the future" check uses the browser's day; the server checks again.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The plant's IANA time zone, or undefined for the process' own zone. An invalid zone is ignored. */
export function plantTimeZone(): string | undefined {
  const zone = typeof process !== 'undefined' ? process.env?.PLANT_TIME_ZONE?.trim() : undefined;
  if (!zone) return undefined;
  return dayFormat(zone) ? zone : undefined;
}

/**
 * The plant's zone by name, for SQL (`at time zone`): PLANT_TIME_ZONE, else the process's own zone — read from the
 * cached formatter: building an Intl.DateTimeFormat to ask it cost a production report 2.5 % of the app's CPU.
 */
export function plantZoneName(): string {
  return plantTimeZone() ?? dayFormat(undefined)!.resolvedOptions().timeZone;
}

/**
 * One YYYY-MM-DD formatter per zone (en-CA formats as YYYY-MM-DD), null for a zone Intl does not know; undefined
 * is the process' own zone, kept per TZ (which a process may change). Building an Intl.DateTimeFormat loads the
 * zone's rules, which every list request that needs "today" would otherwise pay again.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();
function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat | null {
  const key = timeZone ?? `process:${typeof process !== 'undefined' ? (process.env?.TZ ?? '') : ''}`;
  let format = dayFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    dayFormats.set(key, format);
  }
  return format;
}

/** The calendar day of `now` in the plant's zone (or `timeZone`) as YYYY-MM-DD. */
export function todayInPlant(now: Date = new Date(), timeZone: string | undefined = plantTimeZone()): string {
  const format = dayFormat(timeZone);
  if (!format) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return format.format(now);
}

/** True for a real calendar date in YYYY-MM-DD form (2025-02-30 is not), years 1900–2999. */
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
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A date column's value as YYYY-MM-DD, null for null. Drivers hand `date` columns back as strings
 * (postgres-js, drizzle mode 'string') or Date objects (PGlite, raw SQL): a Date is read at UTC midnight.
 */
export function isoDate(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return value.length >= 10 ? value.slice(0, 10) : value;
}

/**
 * A timestamp as ISO-8601 UTC (CONTRACT §1), null for null. Strings from raw SQL are parsed first: PostgreSQL
 * writes `2026-03-10 14:05:00.123+00` (a space, and a short `+00` / `+0530` offset JavaScript does not read), so
 * the space becomes `T` and the offset `+00:00` / `+05:30`.
 */
const PG_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

export function isoTimestamp(value: Date | string | null | undefined): string | null {
  if (value == null) return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else {
    // What PostgreSQL writes in the app's UTC sessions, turned around without parsing (row mapping of every list).
    const utc = PG_UTC.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
    const text = value
      .trim()
      .replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T')
      .replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?[+-]\d{2})(\d{2})?$/, (_m, head: string, minutes?: string) => `${head}:${minutes ?? '00'}`);
    date = new Date(text);
  }
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The instant the plant's calendar day `day` (YYYY-MM-DD) begins in `timeZone` (default: the plant's zone; undefined
 * and no PLANT_TIME_ZONE: the process' zone). "Today" in the shop floor's figures, the audit log's date filters and
 * the seeds' report times all start here.
 */
export function startOfPlantDay(day: string, timeZone: string | undefined = plantTimeZone()): Date {
  const m = ISO_DATE.exec(day);
  if (!m) throw new Error(`Not a YYYY-MM-DD date: ${day}`);
  const utcMidnight = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // The zone's offset near that instant; twice, so a DST change on the day itself settles.
  let guess = utcMidnight;
  for (let i = 0; i < 2; i++) guess = utcMidnight - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The start of the plant's day that `now` falls in. */
export function plantDayStart(now: Date = new Date()): Date {
  const zone = plantTimeZone();
  return startOfPlantDay(todayInPlant(now, zone), zone);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms. */
function zoneOffsetMs(at: Date, timeZone: string | undefined): number {
  const key = timeZone ?? `process:${typeof process !== 'undefined' ? (process.env?.TZ ?? '') : ''}`;
  let format = offsetFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    offsetFormats.set(key, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

const timestampFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * A timestamp as people in the plant read it: "Nov 22, 2026, 9:04 AM" on the plant's clock (`PLANT_TIME_ZONE`, else
 * the server's zone); null, empty or unreadable → "—". For what the server renders (record pages, server tables):
 * the browser does not know the plant's zone, so a client component given this text must not format it again.
 */
export function formatPlantTimestamp(value: string | Date | null | undefined, timeZone: string | undefined = plantTimeZone()): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const key = timeZone ?? `process:${typeof process !== 'undefined' ? (process.env?.TZ ?? '') : ''}`;
  let format = timestampFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    } catch {
      format = null;
    }
    timestampFormats.set(key, format);
  }
  if (!format) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return format.format(date);
}
