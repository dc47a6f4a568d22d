import { describe, expect, it } from 'vitest';
import { stockStatus } from './constants';

describe('stock status (spec 2 §4)', () => {
  it('Out of Stock when on hand is 0, whatever the reorder level', () => {
    expect(stockStatus(0, 0, 0)).toBe('out_of_stock');
    expect(stockStatus(0, 0, 100)).toBe('out_of_stock');
  });

  it('Low Stock when available is at or below the reorder level', () => {
    expect(stockStatus(50, 10, 10)).toBe('low_stock');
    expect(stockStatus(50, 0, 10)).toBe('low_stock'); // all of it allocated
    expect(stockStatus(5, 5, 0)).toBe('in_stock');
  });

  it('In Stock otherwise', () => {
    expect(stockStatus(50, 11, 10)).toBe('in_stock');
    expect(stockStatus(0.5, 0.5, 0.25)).toBe('in_stock');
  });
});
