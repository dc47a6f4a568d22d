import { addDays, daysBetween } from '@/lib/dates';
import { hasInterval } from '@/lib/molds/health';
import { DAYS_LEAD, type MwoStatus, type MwoTrigger } from './constants';

/** When the system raises a maintenance work order (CONTRACT §12). Pure functions: the raise, the sweep and the forecast use them. */

/** A press's running-hours interval raises its order from this share of it (as shots: Due Soon from 90 %). */
export const DUE_SOON_HOURS_PERCENT = 90;

export type TriggerCandidate = { trigger: MwoTrigger; dueDate: string; overdue: boolean };

/** The day interval: due `interval` days after `last`; fires DAYS_LEAD days before. Null without an interval or before the lead. */
export function daysDue(interval: number | null | undefined, last: string, today: string): TriggerCandidate | null {
  if (!hasInterval(interval)) return null;
  const dueDate = addDays(last, interval);
  if (daysBetween(today, dueDate) > DAYS_LEAD) return null;
  return { trigger: 'days', dueDate, overdue: dueDate < today };
}

/** The running-hours interval: fires at 90 % of it; due today (hours are not predicted to a day here). */
export function hoursDue(interval: number | null | undefined, hours: number, today: string): TriggerCandidate | null {
  if (!hasInterval(interval)) return null;
  if (hours * 100 < interval * DUE_SOON_HOURS_PERCENT) return null;
  return { trigger: 'hours', dueDate: today, overdue: hours >= interval };
}

/** Whichever trigger comes first wins: the earliest due date (shots before days on the same day). */
export function pickTrigger(candidates: TriggerCandidate[]): TriggerCandidate | null {
  let best: TriggerCandidate | null = null;
  for (const c of candidates) if (!best || c.dueDate < best.dueDate) best = c;
  return best;
}

/** The moves of a maintenance work order: open → in_progress → completed; open or in_progress → cancelled. */
export const MWO_TRANSITIONS: Record<MwoStatus, readonly MwoStatus[]> = {
  open: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
export const canMoveMwo = (from: MwoStatus, to: MwoStatus) => MWO_TRANSITIONS[from].includes(to);
