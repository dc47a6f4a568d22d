/**
 * The arithmetic and the status rules of production, pure and client-safe (the quick panel shows the same run
 * time the server stores; the unit tests pin them down).
 */
import { round } from '@/lib/numbers';
import { WORK_ORDER_STATUS_LABELS, WORK_ORDER_TRANSITIONS, type WorkOrderStatus } from './constants';

export function canMove(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return WORK_ORDER_TRANSITIONS[from].includes(to);
}

/** "A work order cannot move from Completed to In Progress." */
export function illegalMoveMessage(from: WorkOrderStatus, to: WorkOrderStatus): string {
  const allowed = WORK_ORDER_TRANSITIONS[from];
  const options = allowed.length ? ` It can move to ${allowed.map((s) => WORK_ORDER_STATUS_LABELS[s]).join(', ')}.` : ' It is final.';
  return `A work order cannot move from ${WORK_ORDER_STATUS_LABELS[from]} to ${WORK_ORDER_STATUS_LABELS[to]}.${options}`;
}

/** Hours a press needs for `quantity` parts: ⌈quantity ÷ cavities⌉ shots × cycle time. Null without a cycle time. */
export function expectedRunHours(quantity: number, cycleTimeSeconds: number | null | undefined, cavities: number | null | undefined): number | null {
  if (!cycleTimeSeconds || cycleTimeSeconds <= 0 || !Number.isFinite(quantity) || quantity <= 0) return null;
  const perShot = cavities && cavities > 0 ? cavities : 1;
  return round((Math.ceil(quantity / perShot) * cycleTimeSeconds) / 3600, 2);
}

/** Progress of an order in percent (0–100, 1 decimal). */
export function progressPercent(completed: number, planned: number): number {
  if (planned <= 0) return 0;
  return round(Math.min(100, (completed / planned) * 100), 1);
}

/** Defect rate of a report in percent: scrap ÷ (good + scrap), 4 decimals (0 when nothing was made). */
export function defectRate(good: number, scrap: number): number {
  const made = good + scrap;
  return made > 0 ? round((scrap / made) * 100, 4) : 0;
}
