import { describe, expect, it } from 'vitest';
import { cartonCheckReducer, cartonScanMessage, classifyCarton, initialCartonCheck, missingCartons, parseCartonCode, SCAN_LOG, type CartonCheckState } from './carton-check';

const SH = 'SH-2026-00012';
const scan = (state: CartonCheckState, ...codes: string[]) => codes.reduce((s, code) => cartonCheckReducer(s, { type: 'scan', code }), state);

describe('parseCartonCode', () => {
  it('reads a carton label back: the shipment number and the line', () => {
    expect(parseCartonCode('SH-2026-00012-L3')).toEqual({ shipment: SH, line: 3 });
    expect(parseCartonCode(' sh-2026-00012-l10 ')).toEqual({ shipment: SH, line: 10 });
  });

  it('anything else is no carton label (a lot, a traveler operation, a bare shipment number, a made-up -L suffix)', () => {
    for (const code of ['SH-2026-00012', 'WO-2026-00001-OP10', 'WO-2026-00001-L1', 'RESIN-L1', 'SH-26-1-L1', 'SH-2026-00012-Lx', '']) expect(parseCartonCode(code), code).toBeNull();
  });
});

describe('the carton check', () => {
  const start = initialCartonCheck(SH, [1, 2, 3]);

  it('ticks each carton of the shipment off once, in any order, until none is missing', () => {
    let s = scan(start, `${SH}-L2`);
    expect(s.checked).toEqual([2]);
    expect(missingCartons(s)).toEqual([1, 3]);
    expect(s.scans[0]).toEqual({ kind: 'checked', code: `${SH}-L2`, line: 2 });
    s = scan(s, `${SH}-L3`, 'sh-2026-00012-l1');
    expect(s.checked).toEqual([2, 3, 1]);
    expect(missingCartons(s)).toEqual([]);
  });

  it('flags a duplicate, a carton of another shipment and a code that is no carton of it, without ticking anything', () => {
    const s = scan(start, `${SH}-L1`, `${SH}-L1`, 'SH-2026-00099-L1', `${SH}-L4`, 'LOT-77');
    expect(s.checked).toEqual([1]);
    expect(s.scans.map((x) => x.kind)).toEqual(['unknown', 'unknown', 'other_shipment', 'duplicate', 'checked']);
    expect(s.scans[2]).toEqual({ kind: 'other_shipment', code: 'SH-2026-00099-L1', shipment: 'SH-2026-00099', line: 1 });
    expect(missingCartons(s)).toEqual([2, 3]);
  });

  it('says what each scan was, in words', () => {
    const msg = (code: string, state = start) => cartonScanMessage(classifyCarton(state, code), SH, 3);
    expect(msg(`${SH}-L2`)).toBe(`Carton 2 of 3 checked (${SH}-L2).`);
    expect(msg(`${SH}-L2`, scan(start, `${SH}-L2`))).toBe(`Carton 2 (${SH}-L2) was already checked: scanned twice.`);
    expect(msg('SH-2026-00099-L1')).toBe(`Wrong shipment: SH-2026-00099-L1 is carton 1 of SH-2026-00099, not of ${SH}. Keep it off this load.`);
    expect(msg(`${SH}-L9`)).toBe(`${SH}-L9 is no carton of ${SH} (it has 3).`);
    expect(msg('RESIN-42')).toBe('“RESIN-42” is not a carton label.');
  });

  it('an empty scan changes nothing; reset starts over; the log keeps the newest SCAN_LOG scans', () => {
    const s = scan(start, `${SH}-L1`);
    expect(cartonCheckReducer(s, { type: 'scan', code: '  ' })).toBe(s);
    expect(cartonCheckReducer(s, { type: 'reset' })).toEqual(start);
    const many = scan(s, ...Array.from({ length: SCAN_LOG + 5 }, () => 'X-1'));
    expect(many.scans).toHaveLength(SCAN_LOG);
    expect(many.checked).toEqual([1]);
  });
});
