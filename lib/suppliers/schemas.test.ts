import { describe, expect, it } from 'vitest';
import { numberFromInput } from '@/components/form/number-input';
import { addDays, todayInPlant } from '@/lib/dates';
import type { ValidationError } from '@/lib/errors';
import { parseInput } from '@/lib/validation';
import { createSupplierSchema, metricsFormSchema, NO_METRIC_VALUES, RESOLUTION_NOTES_ONLY_WHEN_RESOLVED, reviewPeriod, updateCorrectiveActionSchema } from './schemas';

const errorsOf = (schema: Parameters<typeof parseInput>[0], input: unknown) => {
  try {
    parseInput(schema, input);
    return {};
  } catch (e) {
    return (e as ValidationError).errors;
  }
};

const month = todayInPlant().slice(0, 7);
const nextMonth = addDays(`${month}-01`, 40).slice(0, 7);

describe('the Record Performance Metrics form (same builders as the API entries)', () => {
  // As the dialog sends them: its NumberFields turn the typed text into numbers (blank → null), the category is an id.
  const row = (type: string, actual: string, target = '98') => ({ metric_type: type, target_value: numberFromInput(target), actual_value: numberFromInput(actual), notes: '' });

  it('parses the typed text: month → first day, numbers, a blank target → null', () => {
    const out = parseInput(metricsFormSchema, { review_period: month, scorecard_category_id: 2, metrics: [row('on_time_delivery', '96.5', ''), row('complete_shipment_rate', '')] });
    expect(out).toEqual({
      review_period: `${month}-01`,
      scorecard_category_id: 2,
      metrics: [
        { metric_type: 'on_time_delivery', target_value: null, actual_value: 96.5, notes: null },
        { metric_type: 'complete_shipment_rate', target_value: 98, actual_value: null, notes: null },
      ],
    });
  });

  it('needs at least one actual value, a category, a month not later than this one', () => {
    expect(errorsOf(metricsFormSchema, { review_period: month, scorecard_category_id: 1, metrics: [row('first_pass_yield', ' ')] })).toEqual({ metrics: [NO_METRIC_VALUES] });
    expect(errorsOf(metricsFormSchema, { review_period: nextMonth, scorecard_category_id: null, metrics: [row('first_pass_yield', '99')] })).toEqual({
      review_period: ['The review period cannot be in the future.'],
      scorecard_category_id: ['The category field is required.'],
    });
    expect(errorsOf(metricsFormSchema, { review_period: '', scorecard_category_id: 1, metrics: [row('first_pass_yield', '99')] })).toEqual({ review_period: ['The review period field is required.'] });
  });

  it('keeps each metric in its range; price variance may be negative', () => {
    expect(errorsOf(metricsFormSchema, { review_period: month, scorecard_category_id: 1, metrics: [row('first_pass_yield', '101')] })).toEqual({
      'metrics.0.actual_value': ['The actual value may not be greater than 100.'],
    });
    expect(errorsOf(metricsFormSchema, { review_period: month, scorecard_category_id: 4, metrics: [row('price_variance', '-3.5', '0')] })).toEqual({});
    expect(errorsOf(metricsFormSchema, { review_period: month, scorecard_category_id: 1, metrics: [row('defect_rate_ppm', '12', '-5')] })).toEqual({
      'metrics.0.target_value': ['The target value must be at least 0.'],
    });
  });

  it('a review period is a month or a day of it, stored as the first day', () => {
    expect(reviewPeriod.parse('2024-02')).toBe('2024-02-01');
    expect(reviewPeriod.parse('2024-02-29')).toBe('2024-02-01');
    expect(reviewPeriod.safeParse('2024-13').success).toBe(false);
  });
});

describe('the corrective action edit (built from the action as loaded)', () => {
  const today = todayInPlant();
  const past = addDays(today, -4);

  it('a changed due date must be today or later; an unchanged past one may stay', () => {
    const schema = updateCorrectiveActionSchema({ due_date: past, status: 'open' });
    expect(errorsOf(schema, { due_date: past, status: 'closed' })).toEqual({});
    expect(errorsOf(schema, { due_date: addDays(today, -1) })).toEqual({ due_date: ['The due date must be today or later.'] });
    expect(errorsOf(schema, { due_date: today })).toEqual({});
  });

  it('resolution notes only with a closed or cancelled status (the one sent, else the current one)', () => {
    expect(errorsOf(updateCorrectiveActionSchema({ due_date: today, status: 'open' }), { resolution_notes: 'Fixed' })).toEqual({ resolution_notes: [RESOLUTION_NOTES_ONLY_WHEN_RESOLVED] });
    expect(errorsOf(updateCorrectiveActionSchema({ due_date: today, status: 'closed' }), { resolution_notes: 'Fixed' })).toEqual({});
    expect(errorsOf(updateCorrectiveActionSchema({ due_date: today, status: 'closed' }), { status: 'in_progress', resolution_notes: 'Fixed' })).toEqual({ resolution_notes: [RESOLUTION_NOTES_ONLY_WHEN_RESOLVED] });
    // A blank field (the form hides it for open actions) is no note.
    expect(errorsOf(updateCorrectiveActionSchema({ due_date: today, status: 'open' }), { status: 'open', resolution_notes: '  ' })).toEqual({});
  });
});

describe('the supplier form', () => {
  it('parses what the form sends: blanks to null, numbers as its NumberFields send them, the currency upper-cased', () => {
    const out = parseInput(createSupplierSchema, { supplier_code: ' RES-9 ', company_name: 'X', lead_time_days: numberFromInput('12'), minimum_order_value: numberFromInput(''), credit_limit: numberFromInput('0'), currency: 'eur', quality_rating: '', status: 'active', dba_name: '' });
    expect(out).toMatchObject({ supplier_code: 'RES-9', lead_time_days: 12, minimum_order_value: null, credit_limit: 0, currency: 'EUR', quality_rating: null, status: 'active', dba_name: null });
  });
});
