import { describe, expect, it } from 'vitest';
import type { ScanMatch } from '@/lib/scan/dto';
import { lotChoice, lotNotFree, lotScanOutcome } from './lot-scan';

const match = (kind: ScanMatch['kind'], id: number): ScanMatch => ({ kind, id, code: `C-${id}`, label: '', href: '/' });
const lot = (onHand: number, allocated: number, id = 7) => ({
  id,
  lot_number: 'GL-26-114',
  product: { id: 1, product_code: 'PP-H100', product_name: 'Polypropylene', unit: 'kg' },
  quantity_on_hand: onHand,
  quantity_allocated: allocated,
  quantity_available: onHand - allocated,
});

describe('lotScanOutcome', () => {
  it('the lots the code names, in the order found; a lot wins over other records with the same code', () => {
    expect(lotScanOutcome([match('lot', 3)])).toEqual({ kind: 'lots', ids: [3] });
    expect(lotScanOutcome([match('product', 1), match('lot', 3)])).toEqual({ kind: 'lots', ids: [3] });
    expect(lotScanOutcome([match('lot', 4), match('lot', 3)])).toEqual({ kind: 'lots', ids: [4, 3] });
  });

  it('a code of something else opens as anywhere; a code of nothing is unknown', () => {
    expect(lotScanOutcome([match('work_order', 1)])).toEqual({ kind: 'other' });
    expect(lotScanOutcome([])).toEqual({ kind: 'unknown' });
  });
});

describe('lotChoice', () => {
  it('the one lot with something free opens, used-up namesakes left out; several free are offered', () => {
    expect(lotChoice([lot(0, 0, 1), lot(30, 0, 2)])).toEqual({ kind: 'open', lot: lot(30, 0, 2) });
    expect(lotChoice([lot(5, 0, 1), lot(0, 0, 2), lot(30, 10, 3)])).toEqual({ kind: 'pick', lots: [lot(5, 0, 1), lot(30, 10, 3)] });
  });

  it('none free: the newest says why', () => {
    expect(lotChoice([lot(4, 4, 1), lot(0, 0, 2)])).toEqual({ kind: 'none', message: lotNotFree(lot(4, 4, 1)) });
    expect(lotChoice([])).toEqual({ kind: 'none', message: 'No such lot.' });
  });
});

describe('lotNotFree', () => {
  it('null while part of the lot is free', () => {
    expect(lotNotFree(lot(10, 4))).toBeNull();
  });

  it('says a used-up lot and a lot held wholly for orders apart', () => {
    expect(lotNotFree(lot(0, 0))).toBe('Lot GL-26-114 (PP-H100) is used up: nothing left to issue or transfer.');
    expect(lotNotFree(lot(5, 5))).toBe('Lot GL-26-114 (PP-H100): all 5 kg on hand are allocated to orders; nothing is free to issue or transfer.');
  });
});
