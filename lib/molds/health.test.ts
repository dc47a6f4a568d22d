import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, todayInPlant } from '@/lib/dates';
import {
  averageShotsPerDay,
  maintenanceHealth,
  maintenancePercent,
  predictNextMaintenanceDue,
  shotsRemaining,
  usageWindowStart,
} from './health';

describe('maintenanceHealth', () => {
  it("is 'Not Set' without an interval (null, undefined or 0)", () => {
    expect(maintenanceHealth(0, null)).toBe('Not Set');
    expect(maintenanceHealth(50_000, undefined)).toBe('Not Set');
    expect(maintenanceHealth(50_000, 0)).toBe('Not Set');
  });

  it("is 'Good' below 90% — 89.99% included", () => {
    expect(maintenanceHealth(0, 10_000)).toBe('Good');
    expect(maintenanceHealth(8_999, 10_000)).toBe('Good'); // 89.99%
    expect(maintenanceHealth(899_999, 1_000_000)).toBe('Good'); // 89.9999%
  });

  it("is 'Due Soon' from exactly 90% up to just below 100%", () => {
    expect(maintenanceHealth(9_000, 10_000)).toBe('Due Soon'); // 90%
    expect(maintenanceHealth(27, 30)).toBe('Due Soon'); // 90%, not representable exactly as a float ratio
    expect(maintenanceHealth(9_999, 10_000)).toBe('Due Soon'); // 99.99%
  });

  it("is 'Overdue' at exactly 100% and beyond", () => {
    expect(maintenanceHealth(10_000, 10_000)).toBe('Overdue');
    expect(maintenanceHealth(250_000, 10_000)).toBe('Overdue');
  });
});

describe('maintenancePercent and shotsRemaining', () => {
  it('reports the share of the interval used and the shots left', () => {
    expect(maintenancePercent(8_999, 10_000)).toBe(89.9); // rounded down: never shows 90% while still Good
    expect(maintenancePercent(9_000, 10_000)).toBe(90);
    expect(maintenancePercent(4_321, 10_000)).toBe(43.2);
    expect(maintenancePercent(1, null)).toBeNull();
    expect(shotsRemaining(8_999, 10_000)).toBe(1_001);
    expect(shotsRemaining(12_000, 10_000)).toBe(0);
    expect(shotsRemaining(12_000, null)).toBeNull();
  });
});

describe('predictNextMaintenanceDue', () => {
  const today = '2026-03-10';

  it('is null without an interval', () => {
    expect(predictNextMaintenanceDue({ interval: null, shotsSinceMaintenance: 10, shotsInWindow: 3_000, today })).toBeNull();
    expect(predictNextMaintenanceDue({ interval: 0, shotsSinceMaintenance: 10, shotsInWindow: 3_000, today })).toBeNull();
  });

  it('is null with no usage in the last 30 days (nothing to extrapolate)', () => {
    expect(predictNextMaintenanceDue({ interval: 100_000, shotsSinceMaintenance: 10, shotsInWindow: 0, today })).toBeNull();
  });

  it('is today when the interval is already reached, with or without recent usage', () => {
    expect(predictNextMaintenanceDue({ interval: 100_000, shotsSinceMaintenance: 100_000, shotsInWindow: 30_000, today })).toBe(today);
    expect(predictNextMaintenanceDue({ interval: 100_000, shotsSinceMaintenance: 140_000, shotsInWindow: 0, today })).toBe(today);
  });

  it('adds remaining ÷ (shots in 30 days ÷ 30) days, rounded up', () => {
    // 30,000 shots in 30 days = 1,000/day; 40,000 left → 40 days.
    expect(predictNextMaintenanceDue({ interval: 100_000, shotsSinceMaintenance: 60_000, shotsInWindow: 30_000, today })).toBe('2026-04-19');
    // 40,001 left at 1,000/day → 40.001 → 41 days.
    expect(predictNextMaintenanceDue({ interval: 100_000, shotsSinceMaintenance: 59_999, shotsInWindow: 30_000, today })).toBe('2026-04-20');
    // 1 shot left at 1 shot in 30 days (1/30 per day) → 30 days.
    expect(predictNextMaintenanceDue({ interval: 100, shotsSinceMaintenance: 99, shotsInWindow: 1, today })).toBe('2026-04-09');
    // A fast mold: 1 shot left at 3,000/day → tomorrow, never today.
    expect(predictNextMaintenanceDue({ interval: 100, shotsSinceMaintenance: 99, shotsInWindow: 90_000, today })).toBe('2026-03-11');
  });

  it('crosses month and year ends', () => {
    expect(predictNextMaintenanceDue({ interval: 10_000, shotsSinceMaintenance: 0, shotsInWindow: 15_000, today: '2025-12-25' })).toBe('2026-01-14');
  });
});

describe('usage window and rate', () => {
  it('starts 30 days before today', () => {
    expect(usageWindowStart('2026-03-10')).toBe('2026-02-08');
    expect(daysBetween(usageWindowStart('2026-03-10'), '2026-03-10')).toBe(30);
  });

  it('averages shots per day over 30 days', () => {
    expect(averageShotsPerDay(30_000)).toBe(1_000);
    expect(averageShotsPerDay(100)).toBe(3.3);
    expect(averageShotsPerDay(0)).toBe(0);
  });
});

describe('dates', () => {
  it('validates calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('yesterday')).toBe(false);
  });

  it("adds days across months and gives the plant's calendar day", () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    // Without PLANT_TIME_ZONE: the server's own zone.
    expect(todayInPlant(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    // 03:00 UTC is still the evening before in Chicago, already morning in Tokyo.
    expect(todayInPlant(new Date('2026-01-05T03:00:00Z'), 'America/Chicago')).toBe('2026-01-04');
    expect(todayInPlant(new Date('2026-01-04T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-05');
  });
});

describe('prediction far in the future', () => {
  it('is not scheduled beyond ten years instead of producing an unwritable date', async () => {
    const { predictNextMaintenanceDue, MAX_PREDICTION_DAYS } = await import('./health');
    expect(predictNextMaintenanceDue({ interval: 2_147_483_647, shotsSinceMaintenance: 0, shotsInWindow: 1, today: '2026-11-22' })).toBeNull();
    expect(predictNextMaintenanceDue({ interval: 1_000_000, shotsSinceMaintenance: 0, shotsInWindow: 10, today: '2026-11-22' })).toBeNull();
    // Exactly at the limit it is still a date.
    expect(predictNextMaintenanceDue({ interval: MAX_PREDICTION_DAYS, shotsSinceMaintenance: 0, shotsInWindow: 30, today: '2026-11-22' })).toBe('2036-11-19');
  });
});

