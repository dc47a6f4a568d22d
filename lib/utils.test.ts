import { describe, expect, it } from 'vitest';
import { formatMoney } from './utils';

describe('formatMoney', () => {
  it('reads USD without a currency, with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(null)).toBe('—');
  });

  // A party's amounts (a customer's credit limit, a supplier's minimum order value) in the party's own currency.
  it('shows the amount in the currency given, with two decimals', () => {
    expect(formatMoney(250000, 'USD')).toBe('$250,000.00');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(200000, 'CAD')).toBe('CA$200,000.00');
    expect(formatMoney(500, 'EUR')).toBe('€500.00');
  });

  it('falls back to number + code for a code Intl does not know', () => {
    expect(formatMoney(1500, 'X1')).toBe('1,500 X1');
  });
});
