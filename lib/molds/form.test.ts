import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_REQUIRED_MESSAGE,
  createMoldPayload,
  emptyMoldForm,
  errorMessageFrom,
  fieldErrorsFrom,
  maintenancePayload,
  REQUIRED_FIELDS_MESSAGE,
  updateMoldPayload,
  usagePayload,
  validateAddMold,
  withOwnership,
  type MoldFormValues,
} from './form';
import { hasFilters, moldListHref, parseMoldListParams, toServiceQuery } from './list-params';

const customer = { id: 7, company_name: 'Acme Plastics', customer_code: 'CN07', contact_person: 'Dana Reyes' };
const filled = (changes: Partial<MoldFormValues> = {}): MoldFormValues => ({ ...emptyMoldForm(), mold_code: 'MLD-001', mold_name: 'Bezel', ...changes });

describe('validateAddMold (spec 1 §5)', () => {
  it.each([
    ['mold_code', { mold_code: '  ' }],
    ['mold_name', { mold_name: '' }],
    ['ownership', { ownership: '' as const }],
    ['cavity_count', { cavity_count: '' }],
  ])('asks for all required fields when %s is empty', (_field, changes) => {
    expect(validateAddMold(filled(changes))).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('asks for a customer for a customer-owned mold', () => {
    expect(validateAddMold(filled({ ownership: 'customer_owned' }))).toBe(CUSTOMER_REQUIRED_MESSAGE);
    expect(validateAddMold(filled({ ownership: 'customer_owned', customer }))).toBeNull();
    expect(validateAddMold(filled())).toBeNull();
  });

  it('clears the customer when the ownership changes away from customer_owned', () => {
    const owned = withOwnership(filled({ customer }), 'customer_owned');
    expect(owned.customer).toEqual(customer);
    expect(withOwnership(owned, 'leased').customer).toBeNull();
  });
});

describe('payloads', () => {
  it('sends cavity_count as an integer and customer_id only for customer-owned molds', () => {
    const payload = createMoldPayload(filled({ cavity_count: '4', ownership: 'customer_owned', customer, maintenance_interval: '250000', description: ' ' }));
    expect(payload).toMatchObject({ mold_code: 'MLD-001', cavity_count: 4, customer_id: 7, maintenance_interval: 250000, description: null, status: 'active' });
    expect(payload).not.toHaveProperty('total_shots_lifetime');
    expect(createMoldPayload(filled({ customer })).customer_id).toBeNull();
    expect(createMoldPayload(filled({ total_shots_lifetime: '5000', shots_since_maintenance: '10' }))).toMatchObject({ total_shots_lifetime: 5000, shots_since_maintenance: 10 });
  });

  it('sends the edit form with its own names and the version', () => {
    expect(updateMoldPayload(filled({ storage_location: 'Rack A', maintenance_interval: '' }), 3)).toMatchObject({
      storage_location: 'Rack A',
      maintenance_interval_shots: null,
      version: 3,
    });
  });

  it('builds maintenance and usage bodies', () => {
    expect(maintenancePayload({ date: '2026-01-02', type: 'repair', description: '', technician: 'Ann', cost: '12.50', resets_counter: true })).toEqual({
      date: '2026-01-02',
      type: 'repair',
      description: null,
      technician: 'Ann',
      cost: 12.5,
      resets_counter: true,
    });
    expect(usagePayload({ date: '2026-01-02', work_order: '', product: 'P', shots_produced: '1200', machine: '', operator: '', defect_rate: '' })).toMatchObject({
      shots_produced: 1200,
      defect_rate: null,
      work_order: null,
    });
  });
});

describe('server answers', () => {
  it('maps field errors to form fields and falls back to the screen message', () => {
    expect(fieldErrorsFrom({ errors: { customer_id: ['Required'], maintenance_interval_shots: ['Bad', 'x'], mold_code: ['Taken'] } })).toEqual({
      customer: 'Required',
      maintenance_interval: 'Bad',
      mold_code: 'Taken',
    });
    expect(fieldErrorsFrom('nope')).toEqual({});
    expect(errorMessageFrom({ message: 'The mold code has already been taken.' }, 'Failed to create mold')).toBe('The mold code has already been taken.');
    expect(errorMessageFrom(null, 'Failed to create mold')).toBe('Failed to create mold');
  });
});

describe('list params', () => {
  it('keeps valid values, drops the rest', () => {
    expect(parseMoldListParams({ page: '3', q: ' bezel ', status: 'active', ownership: 'nope', health: 'overdue', sort: 'bogus' })).toEqual({
      page: 3,
      q: 'bezel',
      status: 'active',
      ownership: '',
      health: 'overdue',
      sort: 'mold_code',
    });
    expect(parseMoldListParams({ page: '-2' }).page).toBe(1);
    expect(parseMoldListParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('builds hrefs without defaults and back to page 1 on a filter change', () => {
    const p = parseMoldListParams({ page: '4', q: 'cap', sort: 'maintenance' });
    expect(moldListHref(p, { page: 5 })).toBe('/molds?q=cap&sort=maintenance&page=5');
    expect(moldListHref(p, { health: 'due_soon' })).toBe('/molds?q=cap&health=due_soon&sort=maintenance');
    expect(moldListHref(parseMoldListParams({}))).toBe('/molds');
    expect(hasFilters(p)).toBe(true);
    expect(hasFilters(parseMoldListParams({ sort: 'mold_name', page: '2' }))).toBe(false);
    expect(toServiceQuery(p, 25, { withHealth: false })).toEqual({ page: '4', per_page: '25', sort: 'maintenance', q: 'cap' });
  });
});
