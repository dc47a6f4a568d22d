import { describe, expect, it } from 'vitest';
import { customerLocation } from './display';

describe('customerLocation', () => {
  it('joins city and state and shows a dash when both are missing', () => {
    expect(customerLocation({ city: 'Toledo', state: 'OH' })).toBe('Toledo, OH');
    expect(customerLocation({ city: 'Toledo', state: null })).toBe('Toledo');
    expect(customerLocation({ city: null, state: 'OH' })).toBe('OH');
    expect(customerLocation({ city: '', state: null })).toBe('—');
  });
});
