import { describe, expect, it, vi } from 'vitest';
import { asFormSends } from '@/components/form/number-input';
import { applyServerErrors } from '@/components/form/use-api-form';
import { partyStatus } from '@/db/schema';
import { messageOf } from '@/lib/client/api';
import { PARTY_STATUSES } from './constants';
import { customerFormBody, customerToForm, emptyCustomerForm } from './form';
import { createCustomerSchema, updateCustomerSchema } from './schemas';

/** The form's values, as its NumberField sends them, through the schema the dialog validates with (the server's). */
function parseForm(values: Record<string, string>, schema: typeof createCustomerSchema | typeof updateCustomerSchema = createCustomerSchema) {
  const result = schema.safeParse(asFormSends(values, ['credit_limit']));
  return result.success
    ? { body: customerFormBody(result.data), errors: {} }
    : { body: null, errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])) };
}

describe('customer form (the server schemas, run in the browser)', () => {
  it('starts with the spec defaults', () => {
    expect(emptyCustomerForm()).toMatchObject({ country: 'USA', currency: 'USD', payment_terms_text: 'Net 30', credit_limit: '0', status: 'active', company_name: '' });
  });

  it('knows the same statuses as the database', () => {
    expect([...PARTY_STATUSES]).toEqual(partyStatus.enumValues);
  });

  it('requires a Company Legal Name and a status', () => {
    expect(parseForm({ ...emptyCustomerForm(), company_name: '  ', status: '' }).errors).toEqual({
      company_name: 'The company name field is required.',
      status: 'The status field is required.',
    });
    expect(parseForm({ ...emptyCustomerForm(), company_name: 'Acme' }).errors).toEqual({});
    expect(parseForm({ ...emptyCustomerForm(), company_name: '' }, updateCustomerSchema).errors).toEqual({ company_name: 'The company name field is required.' });
  });

  it('sends the credit limit as an integer, 0 when the input is empty, and refuses a fraction', () => {
    expect(parseForm({ ...emptyCustomerForm(), company_name: 'Acme', credit_limit: '2500' }).body?.credit_limit).toBe(2500);
    // A number input holds '' for anything that is not a number.
    expect(parseForm({ ...emptyCustomerForm(), company_name: 'Acme', credit_limit: '' }).body?.credit_limit).toBe(0);
    expect(parseForm({ ...emptyCustomerForm(), company_name: 'Acme', credit_limit: '' }, updateCustomerSchema).body?.credit_limit).toBe(0);
    expect(parseForm({ ...emptyCustomerForm(), company_name: 'Acme', credit_limit: ' 12.9 ' }).errors).toEqual({ credit_limit: 'The credit limit must be an integer.' });
    expect(parseForm({ ...emptyCustomerForm(), company_name: 'Acme', credit_limit: 'abc' }).errors).toEqual({ credit_limit: 'The credit limit must be an integer.' });
    expect(parseForm({ ...emptyCustomerForm(), company_name: ' Acme ', credit_limit: '' }).body).toMatchObject({ company_name: 'Acme', credit_limit: 0, status: 'active' });
  });

  it('sends blanks as null (clears the field) and leaves defaulted fields to the server', () => {
    const { body } = parseForm({ ...emptyCustomerForm(), company_name: 'Acme', dba_name: '  ', country: '', currency: 'cad' });
    expect(body).toMatchObject({ dba_name: null, email: null, notes: null, currency: 'CAD' });
    expect(body?.country).toBeUndefined(); // left out of the JSON: the server keeps USA
  });

  it('loads a customer into the form', () => {
    const form = customerToForm({ company_name: 'Acme', dba_name: null, credit_limit: 5000, status: 'suspended' });
    expect(form).toMatchObject({ company_name: 'Acme', dba_name: '', credit_limit: '5000', status: 'suspended', country: 'USA' });
  });

  it('shows the server message, else the default failure text', () => {
    expect(messageOf({ success: false, message: 'The email must be a valid email address.' }, 'Failed to create customer')).toBe('The email must be a valid email address.');
    expect(messageOf(null, 'Failed to create customer')).toBe('Failed to create customer');
    expect(messageOf({ message: '' }, 'Failed to update customer')).toBe('Failed to update customer');
  });

  it('maps server field errors to the form fields', () => {
    const form = { getValues: () => emptyCustomerForm(), setError: vi.fn() };
    applyServerErrors(form as never, { errors: { email: ['Bad email', 'second'], credit_limit: ['Integer'], bogus: ['x'] } });
    expect(form.setError.mock.calls.map(([name, error]) => [name, error.message])).toEqual([
      ['email', 'Bad email'],
      ['credit_limit', 'Integer'],
    ]);
    form.setError.mockClear();
    applyServerErrors(form as never, { message: 'x' });
    expect(form.setError).not.toHaveBeenCalled();
  });
});
