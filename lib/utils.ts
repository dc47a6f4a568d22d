import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/** Placeholder shown for a missing value in tables and detail views. */
export const EMPTY_VALUE = "—";

/**
 * Numbers arrive as `number` from code and as `string` from PostgreSQL `numeric` columns (Drizzle keeps them
 * as strings to avoid precision loss). Accept both; anything not finite is "missing".
 */
export type NumericInput = number | string | null | undefined;

function toFiniteNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** One formatter per currency code (null: a code Intl does not know). */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(currency: string): Intl.NumberFormat | null {
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = null;
    }
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * An amount in `currency` (the plant's USD when not given; a party's amounts in the party's own currency):
 * 1234.5 → "$1,234.50"; -3 → "-$3.00"; (500, "EUR") → "€500.00"; (200000, "CAD") → "CA$200,000.00"; a code Intl
 * does not know reads "1,500 X1"; null → "—".
 */
export function formatMoney(value: NumericInput, currency = "USD"): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_VALUE;
  const format = moneyFormat(currency || "USD");
  return format ? format.format(n) : `${formatNumber(n)} ${currency}`;
}

/**
 * A unit price or unit cost with its 4 decimals (issue 26: resin per kg, a cap at $0.0123 each): 0.0123 →
 * "$0.0123"; 1.4 → "$1.4000"; null → "—".
 */
export function formatUnitPrice(value: NumericInput, currency = "USD"): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_VALUE;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency || "USD", minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(n);
  } catch {
    return `${n.toFixed(4)} ${currency}`;
  }
}

/** 1234 → "1,234"; 12.345 → "12.35" (up to `maxFractionDigits`); null → "—". */
export function formatNumber(value: NumericInput, maxFractionDigits = 2): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_VALUE;
  return new Intl.NumberFormat("en-US", {
    minimumFractionDigits: 0,
    maximumFractionDigits: maxFractionDigits,
  }).format(n);
}

/**
 * The value is already in percent units: 12.5 → "12.5%", 100 → "100.0%" (always `digits` decimals).
 * Multiply a ratio by 100 before calling. null → "—".
 */
export function formatPercent(value: NumericInput, digits = 1): string {
  const n = toFiniteNumber(value);
  if (n === null) return EMPTY_VALUE;
  return `${new Intl.NumberFormat("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n)}%`;
}

// Dates are shown in UTC so the server render and the browser hydration print the same day,
// and a date-only "2026-11-22" never shifts to Nov 21 west of Greenwich.
const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // "YYYY-MM-DD" → midnight UTC (Date() already does this for date-only ISO strings, but be explicit).
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "2026-11-22" (or an ISO timestamp / Date) → "Nov 22, 2026"; null or invalid → "—". */
export function formatDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d === null ? EMPTY_VALUE : dateFormat.format(d);
}

/** ISO timestamp / Date → "Nov 22, 2026, 3:04 PM" (UTC); null or invalid → "—". */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d === null ? EMPTY_VALUE : dateTimeFormat.format(d);
}
