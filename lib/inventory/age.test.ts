import { describe, expect, it } from 'vitest';
import { todayInPlant } from '@/lib/dates';
import { ageInDays, ageLabel, ageTone, inventoryAge } from './age';

describe('inventory age', () => {
  const today = '2026-03-31';

  it('labels 0 days Today, 1 day "1 day old", more "N days old"', () => {
    expect(ageLabel(0)).toBe('Today');
    expect(ageLabel(1)).toBe('1 day old');
    expect(ageLabel(2)).toBe('2 days old');
    expect(ageLabel(120)).toBe('120 days old');
  });

  it('colours green up to 30 days, yellow over 30, amber over 60, red over 90', () => {
    expect(ageTone(0)).toBe('green');
    expect(ageTone(30)).toBe('green');
    expect(ageTone(31)).toBe('yellow');
    expect(ageTone(60)).toBe('yellow');
    expect(ageTone(61)).toBe('amber');
    expect(ageTone(90)).toBe('amber');
    expect(ageTone(91)).toBe('red');
  });

  it('counts calendar days, across months and leap days', () => {
    expect(ageInDays('2026-03-31', today)).toBe(0);
    expect(ageInDays('2026-03-30', today)).toBe(1);
    expect(ageInDays('2026-03-01', today)).toBe(30);
    expect(ageInDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(ageInDays('2026-01-01', '2026-04-01')).toBe(90);
  });

  it('treats a future date as today and an invalid one as unknown', () => {
    expect(ageInDays('2026-04-02', today)).toBe(0);
    expect(ageInDays('not a date', today)).toBeNull();
  });

  it('combines days, label and tone, or null without a date', () => {
    expect(inventoryAge('2026-03-31', today)).toEqual({ days: 0, label: 'Today', tone: 'green' });
    expect(inventoryAge('2026-03-30', today)).toEqual({ days: 1, label: '1 day old', tone: 'green' });
    expect(inventoryAge('2026-02-14', today)).toEqual({ days: 45, label: '45 days old', tone: 'yellow' });
    expect(inventoryAge('2026-01-15', today)).toEqual({ days: 75, label: '75 days old', tone: 'amber' });
    expect(inventoryAge('2025-12-01', today)).toEqual({ days: 120, label: '120 days old', tone: 'red' });
    expect(inventoryAge(null, today)).toBeNull();
    expect(inventoryAge('', today)).toBeNull();
  });

  it("counts from the plant's today (PLANT_TIME_ZONE), as YYYY-MM-DD", () => {
    expect(todayInPlant(new Date('2026-03-31T23:30:00Z'), 'UTC')).toBe('2026-03-31');
    // Late evening in Chicago is already tomorrow in UTC: the plant's day counts.
    const chicagoToday = todayInPlant(new Date('2026-04-01T03:30:00Z'), 'America/Chicago');
    expect(chicagoToday).toBe('2026-03-31');
    expect(inventoryAge('2026-03-31', chicagoToday)).toEqual({ days: 0, label: 'Today', tone: 'green' });
  });
});
