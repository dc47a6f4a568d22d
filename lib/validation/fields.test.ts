import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from '@/lib/errors';
import { addDays, todayInPlant } from '@/lib/dates';
import { bool, date, decimal, enumOf, integer, money, optionalDate, optionalInteger, optionalText, reference, text } from './fields';
import { fromText } from './text-input';
import { parseId, parseInput } from './parse';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  try {
    parseInput(schema, input);
    return {};
  } catch (e) {
    return (e as ValidationError).errors;
  }
};

describe('field builders', () => {
  const schema = z.object({
    code: text('mold code', { max: 5 }),
    note: optionalText('note', 3),
    cavities: integer('cavity count', { min: 1, max: 64 }),
    interval: optionalInteger('maintenance interval'),
    cost: money('cost'),
    rate: decimal('rate', { min: 0, max: 100 }),
    status: enumOf(['active', 'inactive'] as const, 'status'),
    when: date('date', { notInFuture: true }),
    purchased: optionalDate('purchase date'),
    customer_id: reference('customer'),
  });
  const valid = { code: ' M-1 ', cavities: 4, cost: 10.005, rate: 5, status: 'active', when: '2024-01-31', customer_id: 3 };

  it('takes JSON as the document describes it: text trimmed, blank optional text null, numbers rounded', () => {
    expect(parseInput(schema, { ...valid, note: '  ', interval: null, purchased: '' })).toEqual({
      code: 'M-1',
      note: null,
      cavities: 4,
      interval: null,
      cost: 10.01,
      rate: 5,
      status: 'active',
      when: '2024-01-31',
      customer_id: 3,
      purchased: null,
    });
  });

  it('is strict (issue 24): a number in a string, a padded choice, a blank or null required field are 422s', () => {
    expect(errorsOf(schema, { ...valid, cavities: '4', cost: '10', customer_id: '3', interval: '' })).toEqual({
      cavities: ['The cavity count must be an integer.'],
      cost: ['The cost must be a number.'],
      customer_id: ['The selected customer does not exist.'],
      interval: ['The maintenance interval must be an integer.'],
    });
    expect(errorsOf(schema, { ...valid, status: ' active ', when: ' 2024-01-31 ' })).toEqual({
      status: ['The selected status is invalid. Choose active or inactive.'],
      when: ['The date must be a valid date (YYYY-MM-DD).'],
    });
    // On a PATCH schema a required field may be left out, but not sent blank or null ("not sent" is absent only).
    const patch = schema.partial();
    expect(errorsOf(patch, { status: '', when: null, cavities: null })).toEqual({
      status: ['The status field is required.'],
      when: ['The date field is required.'],
      cavities: ['The cavity count field is required.'],
    });
    expect(parseInput(patch, {})).toEqual({});
    const flag = z.object({ on: bool('active') });
    expect(errorsOf(flag, { on: 'true' })).toEqual({ on: ['The active field must be true or false.'] });
    expect(parseInput(flag, { on: false })).toEqual({ on: false });
  });

  it('reads CSV cells (text) as the schema declares each field', () => {
    const cells = fromText(schema, { code: '0012', cavities: '4', cost: '10.5', customer_id: 'x', note: 'n' });
    expect(cells).toEqual({ code: '0012', cavities: 4, cost: 10.5, customer_id: 'x', note: 'n' });
    expect(fromText(z.object({ on: bool('active') }), { on: 'yes' })).toEqual({ on: true });
  });

  it('words every failure one way', () => {
    expect(errorsOf(schema, {})).toMatchObject({
      code: ['The mold code field is required.'],
      cavities: ['The cavity count field is required.'],
      cost: ['The cost field is required.'],
      status: ['The status field is required.'],
      when: ['The date field is required.'],
      customer_id: ['The customer field is required.'],
    });
    const bad = errorsOf(schema, { ...valid, code: 'TOOLONG', note: 'abcd', cavities: 1.5, interval: 'x', cost: -1, rate: 101, status: 'gone', when: '2024-02-30', purchased: 7, customer_id: 0 });
    expect(bad).toEqual({
      code: ['The mold code may not be greater than 5 characters.'],
      note: ['The note may not be greater than 3 characters.'],
      cavities: ['The cavity count must be an integer.'],
      interval: ['The maintenance interval must be an integer.'],
      cost: ['The cost must be at least 0.'],
      rate: ['The rate may not be greater than 100.'],
      status: ['The selected status is invalid. Choose active or inactive.'],
      when: ['The date must be a valid date (YYYY-MM-DD).'],
      purchased: ['The purchase date must be a valid date (YYYY-MM-DD).'],
      customer_id: ['The selected customer does not exist.'],
    });
    expect(errorsOf(schema, { ...valid, when: addDays(todayInPlant(), 1) })).toEqual({ when: ['The date cannot be in the future.'] });
  });

  it('keeps limits visible to JSON Schema', () => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.code).toMatchObject({ type: 'string', maxLength: 5 });
    expect(json.properties.cavities).toMatchObject({ type: 'integer', minimum: 1, maximum: 64 });
  });

  it('parses ids as 404s', () => {
    expect(parseId('12', 'Mold')).toBe(12);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', undefined]) expect(() => parseId(bad, 'Mold')).toThrow('Mold not found');
  });
});

describe('todayInPlant', () => {
  it('is the calendar day in the given zone', () => {
    const instant = new Date('2026-03-01T03:00:00Z');
    expect(todayInPlant(instant, 'UTC')).toBe('2026-03-01');
    expect(todayInPlant(instant, 'America/Chicago')).toBe('2026-02-28');
  });
});
