import { describe, expect, it } from 'vitest';
import { HEALTHY_MARGIN_PERCENT, isHealthyMargin, marginPercent, productionRatePerHour } from './figures';

describe('marginPercent', () => {
  it('is (price − cost) ÷ price in percent with one decimal', () => {
    expect(marginPercent(10, 7.5)).toBe(25);
    expect(marginPercent(3, 2)).toBe(33.3);
    expect(marginPercent(3, 1)).toBe(66.7);
    expect(marginPercent(1.2, 0.95)).toBe(20.8);
  });

  it('is 0.0 when the price is 0 or missing', () => {
    expect(marginPercent(0, 5)).toBe(0);
    expect(marginPercent(null, 5)).toBe(0);
    expect(marginPercent(undefined, 0)).toBe(0);
  });

  it('is negative when the product sells below cost, rounded the same way', () => {
    expect(marginPercent(8, 10)).toBe(-25);
    expect(marginPercent(3, 4)).toBe(-33.3);
  });

  it('counts a missing cost as 0 and reads numeric strings', () => {
    expect(marginPercent(12, null)).toBe(100);
    expect(marginPercent('4.00', '3.00')).toBe(25);
  });

  it('calls 20% and more healthy', () => {
    expect(HEALTHY_MARGIN_PERCENT).toBe(20);
    expect(isHealthyMargin(20)).toBe(true);
    expect(isHealthyMargin(19.9)).toBe(false);
    expect(isHealthyMargin(marginPercent(10, 8))).toBe(true);
    expect(isHealthyMargin(marginPercent(10, 8.01))).toBe(false);
  });
});

describe('productionRatePerHour', () => {
  it('is 3600 ÷ cycle time × parts per cycle, rounded', () => {
    expect(productionRatePerHour(30, 4)).toBe(480);
    expect(productionRatePerHour(22.5, 2)).toBe(320);
    expect(productionRatePerHour(7, 1)).toBe(514); // 514.28…
    expect(productionRatePerHour(11, 8)).toBe(2618); // 2618.18…
    expect(productionRatePerHour('45', '1')).toBe(80);
  });

  it('is null when a figure is missing or not positive', () => {
    expect(productionRatePerHour(null, 4)).toBeNull();
    expect(productionRatePerHour(30, null)).toBeNull();
    expect(productionRatePerHour(0, 4)).toBeNull();
    expect(productionRatePerHour(30, 0)).toBeNull();
    expect(productionRatePerHour(-5, 2)).toBeNull();
  });
});
