import { describe, expect, it } from 'vitest';
import { partyStatus } from '@/db/schema';
import {
  CUSTOMER_STATUSES,
  customerSaveErrorMessage,
  customerToForm,
  emptyCustomerForm,
  parseCreditLimit,
  serverFieldErrors,
  toCustomerPayload,
  validateCustomerForm,
} from './form';

describe('customer form', () => {
  it('starts with the spec defaults', () => {
    expect(emptyCustomerForm()).toMatchObject({ country: 'USA', currency: 'USD', payment_terms_text: 'Net 30', credit_limit: '0', status: 'active', company_name: '' });
  });

  it('knows the same statuses as the database', () => {
    expect([...CUSTOMER_STATUSES]).toEqual(partyStatus.enumValues);
  });

  it('requires a Company Legal Name and a status', () => {
    expect(validateCustomerForm({ ...emptyCustomerForm(), company_name: '  ', status: '' })).toEqual({
      company_name: 'Company Legal Name is required.',
      status: 'Please choose a status.',
    });
    expect(validateCustomerForm({ ...emptyCustomerForm(), company_name: 'Acme' })).toEqual({});
  });

  it('sends the credit limit as an integer, 0 when not numeric', () => {
    expect(parseCreditLimit('2500')).toBe(2500);
    expect(parseCreditLimit(' 12.9 ')).toBe(12);
    expect(parseCreditLimit('')).toBe(0);
    expect(parseCreditLimit('abc')).toBe(0);
    expect(toCustomerPayload({ ...emptyCustomerForm(), company_name: ' Acme ', credit_limit: 'x' })).toMatchObject({ company_name: 'Acme', credit_limit: 0, status: 'active' });
  });

  it('loads a customer into the form', () => {
    const form = customerToForm({ company_name: 'Acme', dba_name: null, credit_limit: 5000, status: 'suspended' });
    expect(form).toMatchObject({ company_name: 'Acme', dba_name: '', credit_limit: '5000', status: 'suspended', country: 'USA' });
  });

  it('shows the server message, else the default failure text', () => {
    expect(customerSaveErrorMessage({ success: false, message: 'The email must be a valid email address.' }, 'create')).toBe('The email must be a valid email address.');
    expect(customerSaveErrorMessage(null, 'create')).toBe('Failed to create customer');
    expect(customerSaveErrorMessage({ message: '' }, 'edit')).toBe('Failed to update customer');
  });

  it('maps server field errors to the form fields', () => {
    expect(serverFieldErrors({ errors: { email: ['Bad email', 'second'], credit_limit: ['Integer'], bogus: ['x'] } })).toEqual({ email: 'Bad email', credit_limit: 'Integer' });
    expect(serverFieldErrors({ message: 'x' })).toEqual({});
  });
});
