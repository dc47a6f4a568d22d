import { describe, expect, it } from 'vitest';
import { canMove, defectRate, expectedRunHours, illegalMoveMessage, machineEfficiency, mean, progressPercent, startOfPlantDay, uptimeHours } from './rules';

describe('work-order status moves', () => {
  it('runs scheduled → in_progress → completed, with pauses and delays', () => {
    expect(canMove('scheduled', 'in_progress')).toBe(true);
    expect(canMove('in_progress', 'completed')).toBe(true);
    expect(canMove('in_progress', 'delayed')).toBe(true);
    expect(canMove('delayed', 'in_progress')).toBe(true);
    expect(canMove('pending', 'scheduled')).toBe(true);
  });
  it('refuses skipping work and leaving completed', () => {
    expect(canMove('scheduled', 'completed')).toBe(false);
    expect(canMove('completed', 'in_progress')).toBe(false);
    expect(canMove('scheduled', 'scheduled')).toBe(false);
    expect(illegalMoveMessage('completed', 'in_progress')).toBe('A work order cannot move from Completed to In Progress. It is final.');
    expect(illegalMoveMessage('scheduled', 'completed')).toBe('A work order cannot move from Scheduled to Completed. It can move to In Progress, Pending, Delayed.');
  });
});

describe('run time, progress, defect rate, efficiency', () => {
  it('expected run hours = ceil(qty / cavities) × cycle time', () => {
    expect(expectedRunHours(10_000, 30, 4)).toBe(20.83); // 2500 shots × 30 s
    expect(expectedRunHours(10, 36, 4)).toBe(0.03); // 3 shots × 36 s = 108 s
    expect(expectedRunHours(100, null, 4)).toBeNull();
    expect(expectedRunHours(100, 20, 0)).toBe(0.56); // no cavities → one part per shot
  });
  it('progress is capped at 100 with one decimal', () => {
    expect(progressPercent(1, 3)).toBe(33.3);
    expect(progressPercent(120, 100)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
  it('defect rate = scrap ÷ (good + scrap)', () => {
    expect(defectRate(95, 5)).toBe(5);
    expect(defectRate(2, 1)).toBe(33.3333);
    expect(defectRate(0, 0)).toBe(0);
  });
  it('machine efficiency = good ÷ all parts, null without reports; mean skips unknowns', () => {
    expect(machineEfficiency(970, 30)).toBe(97);
    expect(machineEfficiency(0, 0)).toBeNull();
    expect(mean([90, null, 100])).toBe(95);
    expect(mean([])).toBe(0);
  });
});

describe('uptime today', () => {
  const dayStart = new Date('2026-03-10T06:00:00Z');
  const at = (h: number) => new Date(dayStart.getTime() + h * 3_600_000);
  it('counts running time since the start of the day', () => {
    expect(uptimeHours([], 'running', dayStart, at(5))).toBe(5);
    expect(uptimeHours([], 'idle', dayStart, at(5))).toBe(0);
  });
  it('follows the day’s changes from the status the day began with', () => {
    const changes = [
      { at: at(1), from: 'idle' as const, to: 'running' as const },
      { at: at(3.5), from: 'running' as const, to: 'maintenance' as const },
      { at: at(4), from: 'maintenance' as const, to: 'running' as const },
    ];
    expect(uptimeHours(changes, 'running', dayStart, at(6))).toBe(4.5);
    expect(uptimeHours([{ at: at(2), from: 'running', to: 'idle' }], 'idle', dayStart, at(6))).toBe(2);
  });
});

describe('start of the plant day', () => {
  it('is midnight in the zone', () => {
    expect(startOfPlantDay('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfPlantDay('2026-01-15', 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(startOfPlantDay('2026-07-15', 'Europe/Berlin').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });
});
