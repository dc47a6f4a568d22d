import { describe, expect, it } from 'vitest';
import { formatPlantTimestamp, isoTimestamp, plantDayStart, plantTimeZone, startOfPlantDay, todayInPlant } from './dates';

describe('isoTimestamp', () => {
  it('reads PostgreSQL text timestamps with short offsets', () => {
    expect(isoTimestamp('2026-03-10 14:05:00.123+00')).toBe('2026-03-10T14:05:00.123Z');
    expect(isoTimestamp('2026-03-10 14:05:00+02')).toBe('2026-03-10T12:05:00.000Z');
    expect(isoTimestamp('2026-03-10 14:05:00-0530')).toBe('2026-03-10T19:35:00.000Z');
    expect(isoTimestamp('2026-03-10 14:05:00+05:30')).toBe('2026-03-10T08:35:00.000Z');
  });
  it('turns the UTC form of the app sessions around as parsing it would (microseconds cut to milliseconds)', () => {
    const parsed = (text: string) => new Date(text.replace(' ', 'T').replace(/\+00$/, '+00:00')).toISOString();
    for (const text of ['2026-11-27 05:12:41.585878+00', '2026-11-27 05:12:41.5859+00', '2026-11-27 05:12:41.5+00', '2026-11-27 05:12:41+00', '1999-12-31 23:59:59.999999+00', '2026-02-28 00:00:00.01+00']) {
      expect(isoTimestamp(text)).toBe(parsed(text));
    }
  });
  it('keeps what already parsed', () => {
    expect(isoTimestamp('2026-03-10T14:05:00Z')).toBe('2026-03-10T14:05:00.000Z');
    expect(isoTimestamp('2026-03-10T14:05:00.5+00:00')).toBe('2026-03-10T14:05:00.500Z');
    expect(isoTimestamp(new Date('2026-03-10T14:05:00Z'))).toBe('2026-03-10T14:05:00.000Z');
    expect(isoTimestamp('2026-03-10 14:05:00')).not.toBeNull();
    expect(isoTimestamp(null)).toBeNull();
    expect(isoTimestamp('not a time')).toBeNull();
  });
});

describe('todayInPlant', () => {
  it('gives the day in the zone asked, the same on every call (one formatter per zone)', () => {
    const at = new Date('2026-01-05T03:00:00Z');
    expect(todayInPlant(at, 'America/Chicago')).toBe('2026-01-04');
    expect(todayInPlant(at, 'America/Chicago')).toBe('2026-01-04');
    expect(todayInPlant(at, 'Asia/Tokyo')).toBe('2026-01-05');
    expect(todayInPlant(at, 'UTC')).toBe('2026-01-05');
  });
  it('refuses a zone Intl does not know, and plantTimeZone ignores it', () => {
    expect(() => todayInPlant(new Date(), 'Nowhere/Atlantis')).toThrow(RangeError);
    const before = process.env.PLANT_TIME_ZONE;
    try {
      process.env.PLANT_TIME_ZONE = 'Nowhere/Atlantis';
      expect(plantTimeZone()).toBeUndefined();
      process.env.PLANT_TIME_ZONE = ' Asia/Tokyo ';
      expect(plantTimeZone()).toBe('Asia/Tokyo');
    } finally {
      if (before === undefined) delete process.env.PLANT_TIME_ZONE;
      else process.env.PLANT_TIME_ZONE = before;
    }
  });
});

describe('startOfPlantDay and plantDayStart', () => {
  it('is midnight in the zone, DST included', () => {
    expect(startOfPlantDay('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfPlantDay('2026-01-15', 'America/Chicago').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(startOfPlantDay('2026-07-15', 'Europe/Berlin').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The day the clocks go forward in Chicago still starts at local midnight (CST, UTC−6).
    expect(startOfPlantDay('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(() => startOfPlantDay('8 March', 'UTC')).toThrow();
  });
  it('plantDayStart is the start of the plant day an instant falls in (PLANT_TIME_ZONE)', () => {
    const before = process.env.PLANT_TIME_ZONE;
    try {
      process.env.PLANT_TIME_ZONE = 'America/Chicago';
      // 03:00 UTC on Jan 5 is still Jan 4 in Chicago.
      expect(plantDayStart(new Date('2026-01-05T03:00:00Z')).toISOString()).toBe('2026-01-04T06:00:00.000Z');
      process.env.PLANT_TIME_ZONE = 'Asia/Tokyo';
      expect(plantDayStart(new Date('2026-01-05T03:00:00Z')).toISOString()).toBe('2026-01-04T15:00:00.000Z');
    } finally {
      if (before === undefined) delete process.env.PLANT_TIME_ZONE;
      else process.env.PLANT_TIME_ZONE = before;
    }
  });
});

describe('formatPlantTimestamp', () => {
  it('shows the plant’s clock, not UTC', () => {
    const at = '2026-11-22T15:04:00.000Z';
    expect(formatPlantTimestamp(at, 'UTC')).toBe('Nov 22, 2026, 3:04 PM');
    expect(formatPlantTimestamp(at, 'America/Chicago')).toBe('Nov 22, 2026, 9:04 AM');
    expect(formatPlantTimestamp(new Date(at), 'Asia/Tokyo')).toBe('Nov 23, 2026, 12:04 AM');
  });
  it('reads PLANT_TIME_ZONE by default', () => {
    const before = process.env.PLANT_TIME_ZONE;
    try {
      process.env.PLANT_TIME_ZONE = 'Europe/Berlin';
      expect(formatPlantTimestamp('2026-07-01T10:00:00Z')).toBe('Jul 1, 2026, 12:00 PM');
    } finally {
      if (before === undefined) delete process.env.PLANT_TIME_ZONE;
      else process.env.PLANT_TIME_ZONE = before;
    }
  });
  it('empty or unreadable → —', () => {
    expect(formatPlantTimestamp(null, 'UTC')).toBe('—');
    expect(formatPlantTimestamp('', 'UTC')).toBe('—');
    expect(formatPlantTimestamp('not a time', 'UTC')).toBe('—');
  });
});
