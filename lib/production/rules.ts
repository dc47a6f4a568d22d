/**
 * The arithmetic and the status rules of production, pure and client-safe (the quick panel shows the same run
 * time the server stores; the unit tests pin them down).
 */
import { round } from '@/lib/numbers';
import { WORK_ORDER_STATUS_LABELS, WORK_ORDER_TRANSITIONS, type WorkOrderStatus } from './constants';
import type { MachineStatus } from '@/lib/machines/constants';

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

/** A press' efficiency: good parts ÷ all parts it reported (percent, 1 decimal); null when it reported nothing. */
export function machineEfficiency(good: number, scrap: number): number | null {
  const made = good + scrap;
  return made > 0 ? round((good / made) * 100, 1) : null;
}

/** The mean of the known values (1 decimal); 0 when there are none. */
export function mean(values: (number | null | undefined)[]): number {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return known.length ? round(known.reduce((a, b) => a + b, 0) / known.length, 1) : 0;
}

export type StatusChange = { at: Date; from: MachineStatus | null; to: MachineStatus };

/**
 * Hours a press spent running between `dayStart` and `now`: its status at the start of the day is the `from` of
 * the day's first change (else its current status), then each change switches it. 2 decimals.
 */
export function uptimeHours(changes: StatusChange[], currentStatus: MachineStatus, dayStart: Date, now: Date): number {
  const sorted = [...changes].filter((c) => c.at >= dayStart && c.at <= now).sort((a, b) => a.at.getTime() - b.at.getTime());
  let status: MachineStatus = sorted.length ? (sorted[0].from ?? 'idle') : currentStatus;
  let since = dayStart.getTime();
  let ms = 0;
  for (const change of sorted) {
    if (status === 'running') ms += change.at.getTime() - since;
    status = change.to;
    since = change.at.getTime();
  }
  if (status === 'running') ms += now.getTime() - since;
  return round(Math.max(0, ms) / 3_600_000, 2);
}

/** The instant the plant's calendar day `day` (YYYY-MM-DD) begins in `timeZone` (undefined: the process' zone). */
export function startOfPlantDay(day: string, timeZone?: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The zone's offset near that instant; twice, so a DST change on the day itself settles.
  let guess = utcMidnight;
  for (let i = 0; i < 2; i++) guess = utcMidnight - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetMs(at: Date, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}
