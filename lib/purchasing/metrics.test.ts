import { describe, expect, it } from 'vitest';
import { monthOf, nextMonth, receiptMetrics, type ReceiptLineFacts } from './metrics';

const line = (over: Partial<ReceiptLineFacts> = {}): ReceiptLineFacts => ({ onTime: true, complete: true, received: 100, rejected: 0, unitPrice: 1, standardCost: 1, ...over });

describe('receiptMetrics (CONTRACT §11)', () => {
  it('no receipt lines: no metrics', () => {
    expect(receiptMetrics([])).toEqual({});
  });

  it('counts lines for on-time, complete and first pass; sums quantities for PPM; averages price variance', () => {
    // 4 lines: 3 on time, 2 complete, 1 with rejects (5 of 400 received), prices −10 %, 0, +5 %, 0 against standard.
    const m = receiptMetrics([
      line({ onTime: false, unitPrice: 1.1 }),
      line({ complete: false, rejected: 5 }),
      line({ complete: false, unitPrice: 0.95 }),
      line(),
    ]);
    expect(m).toEqual({
      on_time_delivery: 75,
      complete_shipment_rate: 50,
      defect_rate_ppm: 12500, // 5 ÷ 400 × 1,000,000
      first_pass_yield: 75,
      price_variance: -1.25, // (−10 + 0 + 5 + 0) ÷ 4
    });
  });

  it('rounds to 4 decimals; lines without a standard cost have no price variance', () => {
    const m = receiptMetrics([line({ onTime: false, standardCost: 0, unitPrice: 3 }), line({ rejected: 1, received: 3 }), line({ unitPrice: 1.0123 })]);
    expect(m.on_time_delivery).toBe(66.6667);
    expect(m.defect_rate_ppm).toBe(4926.1084); // 1 ÷ (100 + 3 + 100) × 1,000,000
    expect(m.price_variance).toBe(-0.615); // (0 − 1.23) ÷ 2
    expect(receiptMetrics([line({ standardCost: 0 })])).not.toHaveProperty('price_variance');
  });
});

describe('months', () => {
  it('the first day of the month and of the next one', () => {
    expect(monthOf('2026-11-27')).toBe('2026-11-01');
    expect(nextMonth('2026-11-01')).toBe('2026-12-01');
    expect(nextMonth('2026-12-01')).toBe('2027-01-01');
  });
});
