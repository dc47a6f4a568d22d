import { describe, expect, it } from 'vitest';
import { customerAddress, customerContact, formatAddressLine } from './autofill';

const full = {
  contact_person: 'Dana Whitfield',
  email: 'dana@apex.example',
  phone: '(419) 555-0100',
  billing_address: '100 Industrial Pkwy',
  shipping_address: 'Dock 4, 102 Industrial Pkwy',
  city: 'Toledo',
  state: 'OH',
  postal_code: '43604',
  country: 'USA',
};

describe('customerAddress', () => {
  it('fills billing and shipping with street, city, state, postal code and country', () => {
    expect(customerAddress(full)).toEqual({
      billing: { street: '100 Industrial Pkwy', city: 'Toledo', state: 'OH', postal_code: '43604', country: 'USA' },
      shipping: { street: 'Dock 4, 102 Industrial Pkwy', city: 'Toledo', state: 'OH', postal_code: '43604', country: 'USA' },
    });
  });

  it('falls back to the billing address for the shipping street when there is none', () => {
    expect(customerAddress({ ...full, shipping_address: null }).shipping.street).toBe('100 Industrial Pkwy');
    expect(customerAddress({ ...full, shipping_address: '' }).shipping.street).toBe('100 Industrial Pkwy');
    expect(customerAddress({ ...full, shipping_address: '   ' }).shipping.street).toBe('100 Industrial Pkwy');
    const { shipping_address: _omitted, ...withoutKey } = full;
    expect(customerAddress(withoutKey).shipping.street).toBe('100 Industrial Pkwy');
  });

  it('keeps the shipping street when only it is known', () => {
    expect(customerAddress({ shipping_address: 'Gate 2' })).toEqual({
      billing: { street: '', city: '', state: '', postal_code: '', country: '' },
      shipping: { street: 'Gate 2', city: '', state: '', postal_code: '', country: '' },
    });
  });

  it('turns missing values into empty strings and trims', () => {
    expect(customerAddress({ billing_address: '  9 Elm St ', city: null, country: ' USA ' }).billing).toEqual({
      street: '9 Elm St',
      city: '',
      state: '',
      postal_code: '',
      country: 'USA',
    });
  });
});

describe('customerContact', () => {
  it('maps contact person, email and phone to contact_name, contact_email, contact_phone', () => {
    expect(customerContact(full)).toEqual({ contact_name: 'Dana Whitfield', contact_email: 'dana@apex.example', contact_phone: '(419) 555-0100' });
  });

  it('gives empty strings when the customer has no contact', () => {
    expect(customerContact({ contact_person: null, email: undefined })).toEqual({ contact_name: '', contact_email: '', contact_phone: '' });
  });
});

describe('formatAddressLine', () => {
  it('joins the parts and leaves empty ones out', () => {
    expect(formatAddressLine(customerAddress(full).billing)).toBe('100 Industrial Pkwy, Toledo, OH 43604, USA');
    expect(formatAddressLine({ street: '', city: 'Toledo', state: '', postal_code: '', country: 'USA' })).toBe('Toledo, USA');
    expect(formatAddressLine({ street: '', city: '', state: '', postal_code: '', country: '' })).toBe('');
  });
});
