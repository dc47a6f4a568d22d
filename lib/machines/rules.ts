/**
 * The shop floor's arithmetic, pure and client-safe (the unit tests pin it down): a press' efficiency, the mean over
 * the presses, and its running hours since the plant's midnight.
 */
import { round } from '@/lib/numbers';
import type { MachineStatus } from './constants';

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
