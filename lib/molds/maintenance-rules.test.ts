import { describe, expect, it } from 'vitest';
import { maintenanceOutcome, resetsCounterByDefault } from './maintenance-rules';

describe('resetsCounterByDefault', () => {
  it('is true for preventive, corrective and repair; false for cleaning and inspection', () => {
    expect(resetsCounterByDefault('preventive')).toBe(true);
    expect(resetsCounterByDefault('corrective')).toBe(true);
    expect(resetsCounterByDefault('repair')).toBe(true);
    expect(resetsCounterByDefault('cleaning')).toBe(false);
    expect(resetsCounterByDefault('inspection')).toBe(false);
  });
});

describe('maintenanceOutcome', () => {
  it('resets and sets the date on the first record', () => {
    expect(maintenanceOutcome({ date: '2026-03-01', type: 'preventive', currentLastMaintenanceDate: null })).toEqual({
      resetsCounter: true,
      lastMaintenanceDate: '2026-03-01',
      backdated: false,
    });
  });

  it('honours an explicit resets_counter either way', () => {
    expect(maintenanceOutcome({ date: '2026-03-01', type: 'repair', resetsCounter: false, currentLastMaintenanceDate: null }).resetsCounter).toBe(false);
    expect(maintenanceOutcome({ date: '2026-03-01', type: 'cleaning', resetsCounter: true, currentLastMaintenanceDate: null }).resetsCounter).toBe(true);
    expect(maintenanceOutcome({ date: '2026-03-01', type: 'cleaning', currentLastMaintenanceDate: null }).resetsCounter).toBe(false);
  });

  it('a record on the same day as the latest one still counts as latest', () => {
    expect(maintenanceOutcome({ date: '2026-03-01', type: 'preventive', currentLastMaintenanceDate: '2026-03-01' })).toMatchObject({
      resetsCounter: true,
      backdated: false,
    });
  });

  it('a back-dated record is history only: no reset, the latest date stays', () => {
    expect(maintenanceOutcome({ date: '2026-02-27', type: 'preventive', resetsCounter: true, currentLastMaintenanceDate: '2026-03-01' })).toEqual({
      resetsCounter: false,
      lastMaintenanceDate: '2026-03-01',
      backdated: true,
    });
  });
});

// The constants against the database's enum types: tests/api/molds.test.ts ('database'); the pgEnums are built from them.
