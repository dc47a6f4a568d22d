import { describe, expect, it } from 'vitest';
import { bomOperation, bomType, locationType, productType, unitOfMeasure } from '@/db/schema';
import { BOM_OPERATIONS, BOM_TYPES } from '@/lib/boms/constants';
import { FORM_UNITS, formUnitOf, LOCATION_TYPES, normalizeUnit, PRODUCT_TYPES, truncateText, UNITS } from './constants';

describe('client-safe vocabularies match the table enums', () => {
  it('product types, units, location types, BOM types and operations', () => {
    expect([...PRODUCT_TYPES]).toEqual(productType.enumValues);
    expect([...UNITS]).toEqual(unitOfMeasure.enumValues);
    expect([...LOCATION_TYPES]).toEqual(locationType.enumValues);
    expect([...BOM_TYPES]).toEqual(bomType.enumValues);
    expect([...BOM_OPERATIONS]).toEqual(bomOperation.enumValues);
  });
});

describe('units', () => {
  it('stores lbs as lb and shows lb as lbs in the form', () => {
    expect(normalizeUnit('lbs')).toBe('lb');
    expect(normalizeUnit(' LBS ')).toBe(' LBS '); // strict input (issue 24): the schema refuses it
    expect(normalizeUnit('kg')).toBe('kg');
    expect(normalizeUnit(5)).toBe(5);
    expect(formUnitOf('lb')).toBe('lbs');
    expect(formUnitOf('ea')).toBe('ea');
    for (const u of FORM_UNITS) expect(UNITS).toContain(normalizeUnit(u));
  });
});

describe('truncateText', () => {
  it('keeps up to 50 characters and marks the cut', () => {
    const fifty = 'x'.repeat(50);
    expect(truncateText(fifty)).toBe(fifty);
    expect(truncateText(`${fifty}y`)).toBe(`${fifty}...`);
    expect(truncateText('Cap for 500 ml bottle')).toBe('Cap for 500 ml bottle');
    expect(truncateText(null)).toBe('');
    expect(truncateText('abcdef', 3)).toBe('abc...');
  });
});
