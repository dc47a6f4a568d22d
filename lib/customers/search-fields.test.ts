import { describe, expect, it } from 'vitest';
import { CUSTOMER_SEARCH_FIELDS, parseSearchFields, parseSearchLimit } from './search-fields';
import { formatCustomerCode } from './dto';

describe('parseSearchFields', () => {
  it('gives the spec shape when absent or blank', () => {
    expect(parseSearchFields(undefined)).toEqual([...CUSTOMER_SEARCH_FIELDS]);
    expect(parseSearchFields(' ')).toEqual([...CUSTOMER_SEARCH_FIELDS]);
  });

  it('always keeps id, ignores unknown names and duplicates', () => {
    expect(parseSearchFields('company_name, EMAIL,bogus,company_name')).toEqual(['id', 'company_name', 'email']);
    expect(parseSearchFields('password_hash')).toEqual(['id']);
    expect(parseSearchFields('status,dba_name')).toEqual(['id', 'status', 'dba_name']);
  });
});

describe('parseSearchLimit', () => {
  it('defaults to 10 and clamps to 1–50', () => {
    expect(parseSearchLimit(null)).toBe(10);
    expect(parseSearchLimit('x')).toBe(10);
    expect(parseSearchLimit('2.5')).toBe(10);
    expect(parseSearchLimit('5')).toBe(5);
    expect(parseSearchLimit('0')).toBe(1);
    expect(parseSearchLimit('-3')).toBe(1);
    expect(parseSearchLimit('1000')).toBe(50);
  });
});

describe('formatCustomerCode', () => {
  it('pads to two digits and never truncates', () => {
    expect(formatCustomerCode(1)).toBe('CN01');
    expect(formatCustomerCode(9)).toBe('CN09');
    expect(formatCustomerCode(10)).toBe('CN10');
    expect(formatCustomerCode(99)).toBe('CN99');
    expect(formatCustomerCode(100)).toBe('CN100');
    expect(formatCustomerCode(12345n)).toBe('CN12345');
  });
});
