import { describe, expect, it } from 'vitest';
import { customerLocation, formatCreditLimit } from './display';

describe('formatCreditLimit', () => {
  it('shows the amount in the customer currency with two decimals', () => {
    expect(formatCreditLimit(250000, 'USD')).toBe('$250,000.00');
    expect(formatCreditLimit(0, 'USD')).toBe('$0.00');
    expect(formatCreditLimit(200000, 'CAD')).toBe('CA$200,000.00');
  });

  it('falls back to number + code for a code Intl does not know', () => {
    expect(formatCreditLimit(1500, 'X1')).toBe('1,500 X1');
  });
});

describe('customerLocation', () => {
  it('joins city and state and shows a dash when both are missing', () => {
    expect(customerLocation({ city: 'Toledo', state: 'OH' })).toBe('Toledo, OH');
    expect(customerLocation({ city: 'Toledo', state: null })).toBe('Toledo');
    expect(customerLocation({ city: null, state: 'OH' })).toBe('OH');
    expect(customerLocation({ city: '', state: null })).toBe('—');
  });
});
