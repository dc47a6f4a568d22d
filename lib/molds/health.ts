import { addDays } from '@/lib/dates';

/**
 * Shot-based maintenance rules (spec 1 §4, §9; CONTRACT §8). Pure functions: the service, the pages and the
 * unit tests all use these, and the list's SQL health filter mirrors `maintenanceHealth` exactly.
 */

export const MAINTENANCE_HEALTH = ['Not Set', 'Good', 'Due Soon', 'Overdue'] as const;
export type MaintenanceHealth = (typeof MAINTENANCE_HEALTH)[number];

/** Due Soon from 90% of the interval, Overdue from 100%. */
export const DUE_SOON_PERCENT = 90;
export const OVERDUE_PERCENT = 100;

/** The prediction averages shots per day over the usage records of this many days. */
export const USAGE_WINDOW_DAYS = 30;

/** An interval counts only when it is a positive number of shots; null and 0 mean "no interval". */
export function hasInterval(interval: number | null | undefined): interval is number {
  return typeof interval === 'number' && Number.isFinite(interval) && interval > 0;
}

/**
 * 'Not Set' without an interval; 'Overdue' at 100% or more of it; 'Due Soon' at 90% or more; else 'Good'.
 * Compared in integers (since × 100 ≥ interval × 90) so 90% is exactly 90%, with no floating-point edge.
 */
export function maintenanceHealth(shotsSinceMaintenance: number, interval: number | null | undefined): MaintenanceHealth {
  if (!hasInterval(interval)) return 'Not Set';
  const since = Math.max(0, shotsSinceMaintenance);
  if (since * 100 >= interval * OVERDUE_PERCENT) return 'Overdue';
  if (since * 100 >= interval * DUE_SOON_PERCENT) return 'Due Soon';
  return 'Good';
}

/**
 * Shots since maintenance as a percent of the interval, rounded *down* to one decimal so a mold at 89.99%
 * never reads "90.0%" next to a 'Good' badge. Null without an interval.
 */
export function maintenancePercent(shotsSinceMaintenance: number, interval: number | null | undefined): number | null {
  if (!hasInterval(interval)) return null;
  return Math.floor((Math.max(0, shotsSinceMaintenance) * 1000) / interval) / 10;
}

/** Shots left before the interval is reached (0 when already due), null without an interval. */
export function shotsRemaining(shotsSinceMaintenance: number, interval: number | null | undefined): number | null {
  if (!hasInterval(interval)) return null;
  return Math.max(0, interval - shotsSinceMaintenance);
}

/** First date of the usage window that ends today: records dated from here up to today count. */
export function usageWindowStart(today: string): string {
  return addDays(today, -USAGE_WINDOW_DAYS);
}

/** Predictions further out than this (10 years) are reported as "not scheduled". */
export const MAX_PREDICTION_DAYS = 3650;

export type PredictionInput = {
  interval: number | null | undefined;
  shotsSinceMaintenance: number;
  /** Sum of shots_produced of the usage records dated within the last 30 days. */
  shotsInWindow: number;
  /** YYYY-MM-DD */
  today: string;
};

/**
 * next_maintenance_due (CONTRACT §8): today + ceil((interval − shots since) ÷ (shots in the last 30 days ÷ 30)) days.
 * - no interval → null;
 * - already due (shots since ≥ interval) → today, whatever the recent usage (the mold needs its maintenance now);
 * - no usage in the window → null (no rate to extrapolate);
 * - more than MAX_PREDICTION_DAYS away → null.
 * Integer arithmetic: ceil(remaining × 30 ÷ shots) avoids rounding a fractional rate.
 */
export function predictNextMaintenanceDue({ interval, shotsSinceMaintenance, shotsInWindow, today }: PredictionInput): string | null {
  if (!hasInterval(interval)) return null;
  const remaining = interval - Math.max(0, shotsSinceMaintenance);
  if (remaining <= 0) return today;
  if (!(shotsInWindow > 0)) return null;
  const days = Math.ceil((remaining * USAGE_WINDOW_DAYS) / shotsInWindow);
  // A mold that barely runs has no meaningful due date decades ahead (and dates past 9999 can't be written).
  if (days > MAX_PREDICTION_DAYS) return null;
  return addDays(today, days);
}

/** Average shots per day over the window (one decimal), for showing how the prediction was made. */
export function averageShotsPerDay(shotsInWindow: number): number {
  return Math.round((Math.max(0, shotsInWindow) / USAGE_WINDOW_DAYS) * 10) / 10;
}
