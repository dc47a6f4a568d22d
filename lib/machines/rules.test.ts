import { describe, expect, it } from 'vitest';
import { machineEfficiency, mean, uptimeHours } from './rules';

describe('efficiency', () => {
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
