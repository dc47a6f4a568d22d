import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './dates';

describe('isoTimestamp', () => {
  it('reads PostgreSQL text timestamps with short offsets', () => {
    expect(isoTimestamp('2026-03-10 14:05:00.123+00')).toBe('2026-03-10T14:05:00.123Z');
    expect(isoTimestamp('2026-03-10 14:05:00+02')).toBe('2026-03-10T12:05:00.000Z');
    expect(isoTimestamp('2026-03-10 14:05:00-0530')).toBe('2026-03-10T19:35:00.000Z');
    expect(isoTimestamp('2026-03-10 14:05:00+05:30')).toBe('2026-03-10T08:35:00.000Z');
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
