import { describe, expect, it } from 'vitest';
import { fieldRows, limitsOf, responseDataFields, typeName } from './describe';

describe('the API reference words for a JSON Schema', () => {
  it('names types, nullability and choices', () => {
    expect(typeName({ anyOf: [{ type: 'string', maxLength: 10 }, { type: 'null' }] })).toBe('string | null');
    expect(typeName({ type: ['null', 'string'], format: 'date' })).toBe('string (date) | null');
    expect(typeName({ type: 'string', enum: ['a', 'b'] })).toBe('one of a, b');
    expect(typeName({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
  });

  it('states limits, without the int4 ceiling of ids', () => {
    expect(limitsOf({ type: 'string', minLength: 1, maxLength: 50 })).toEqual(['1–50 characters']);
    expect(limitsOf({ anyOf: [{ type: 'integer', minimum: 1, maximum: 2147483647 }, { type: 'null' }] })).toEqual(['≥ 1']);
    expect(limitsOf({ type: 'number', exclusiveMinimum: 0, maximum: 99_999_999_999_999 })).toEqual(['> 0', '≤ 99,999,999,999,999']);
    expect(limitsOf({ type: 'integer', minimum: 1, maximum: 365, default: 30 })).toEqual(['1 to 365', 'default 30']);
    // A signed integer of the answers (z.int()) has no limit worth stating.
    expect(limitsOf({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
  });

  it('flattens arrays of objects into item rows', () => {
    const rows = fieldRows({
      type: 'object',
      properties: { product_id: { type: 'integer' }, items: { type: 'array', minItems: 1, items: { type: 'object', properties: { quantity: { type: 'number' } }, required: ['quantity'] } } },
      required: ['product_id', 'items'],
    });
    expect(rows.map((r) => [r.name, r.type, r.required])).toEqual([
      ['product_id', 'integer', true],
      ['items', 'array of objects', true],
      ['items[].quantity', 'number', true],
    ]);
  });

  it('finds the fields of `data` in an envelope, a page and a list-or-page', () => {
    const row = { type: 'object', properties: { id: { type: 'integer', description: 'The id.' } }, required: ['id'] };
    const ok = { type: 'object', properties: { success: { const: true }, data: row } };
    expect(responseDataFields(ok)).toEqual({ rows: [{ name: 'id', type: 'integer', required: true, limits: [], description: 'The id.' }], each: false });
    const paged = { allOf: [{ $ref: '#/components/schemas/Paginator' }, { type: 'object', properties: { data: { type: 'array', items: row } } }] };
    expect(responseDataFields(paged)?.each).toBe(true);
    expect(responseDataFields({ oneOf: [{ type: 'object', properties: { data: { type: 'array', items: row } } }, paged] })?.rows.map((r) => r.name)).toEqual(['id']);
    expect(responseDataFields({ type: 'object', properties: { success: { const: true }, message: { type: 'string' } } })).toBeUndefined();
  });
});
