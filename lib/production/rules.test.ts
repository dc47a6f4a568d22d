import { describe, expect, it } from 'vitest';
import { canMove, defectRate, expectedRunHours, illegalMoveMessage, progressPercent } from './rules';

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

describe('run time, progress, defect rate', () => {
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
});
