import { describe, expect, it } from 'vitest';
import { addQuantities, quantity, round } from './numbers';

describe('round', () => {
  it('rounds half away from zero on the decimal digits, not on a binary product', () => {
    expect([round(1.005, 2), round(2.675, 2), round(1.00005, 4), round(-1.005, 2), round(-0.00004, 4)]).toEqual([1.01, 2.68, 1.0001, -1.01, 0]);
    expect([round(0.1 + 0.2, 4), round(1e-7, 4), round(5e-5, 4), round(123.456, 0)]).toEqual([0.3, 0, 0.0001, 123]);
  });

  it('keeps every quantity the numeric(18, 4) columns hold as it is', () => {
    for (const v of [290085409225.2937, 99999999999999.9999, 12345678901.2345, 100000000000000, 0.0001, 4711.5]) expect(quantity(v)).toBe(v);
    expect(quantity('290085409225.2937')).toBe(290085409225.2937);
    // Past 2³¹ units of the last place, digits beyond it still round half away from zero.
    expect([round(214748.36485, 4), round(-214748.36485, 4), round(98765432109.87655, 4)]).toEqual([214748.3649, -214748.3649, 98765432109.8766]);
  });

  it('is a value and its sign, never -0; non-finite stays', () => {
    expect(Object.is(round(-0.00001, 4), 0)).toBe(true);
    expect([round(Infinity), round(NaN)]).toEqual([Infinity, NaN]);
  });
});

describe('addQuantities', () => {
  it('adds 4-place quantities exactly, where a float sum drifts', () => {
    expect(addQuantities(290085408810.9272, 414.3665)).toBe(290085409225.2937);
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(addQuantities(10_000_000, -0.52, -400, 38)).toBe(9_999_637.48);
    let balance = 0;
    for (let i = 0; i < 10_000; i++) balance = addQuantities(balance, 0.0001);
    expect(balance).toBe(1);
  });
});
