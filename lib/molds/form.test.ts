import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { asFormSends } from '@/components/form/number-input';
import { fieldErrorsOf, messageOf } from '@/lib/client/api';
import {
  addMoldBanner,
  CREATE_FAILED_MESSAGE,
  CUSTOMER_REQUIRED_MESSAGE,
  emptyMaintenanceForm,
  emptyMoldForm,
  emptyUsageForm,
  maintenanceBanner,
  moldFormFrom,
  moldRequestBody,
  REQUIRED_FIELDS_MESSAGE,
  usageBanner,
  withOwnership,
  type MoldFormValues,
} from './form';
import { moldList } from './list-state';
import { createMoldSchema, CUSTOMER_REQUIRED, maintenanceRecordSchema, updateMoldSchema, usageRecordSchema } from './schemas';
import type { MoldDto } from './types';

const customer = { id: 7, company_name: 'Acme Plastics', customer_code: 'CN07', contact_person: 'Dana Reyes' };
const filled = (changes: Partial<MoldFormValues> = {}): MoldFormValues => ({ ...emptyMoldForm(), mold_code: 'MLD-001', mold_name: 'Bezel', ...changes });

/** The NumberFields of the mold forms: they send JSON numbers (components/form/number-input.ts). */
const NUMBER_FIELDS = ['cavity_count', 'maintenance_interval_shots', 'total_shots_lifetime', 'shots_since_maintenance', 'cost', 'shots_produced', 'defect_rate'];

/** What the browser form sees: the inputs' values as the fields send them, through the resolver react-hook-form uses. */
async function browserCheck<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, values: FieldValues) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resolver's generics cannot follow a generic schema
  const result = await zodResolver(schema as any)(asFormSends(values, NUMBER_FIELDS), undefined, { fields: {}, shouldUseNativeValidation: false });
  return { values: result.values as z.output<S>, errors: result.errors as FieldErrors<FieldValues> };
}

describe('Add Mold in the browser (spec 1 §5, the server schema)', () => {
  it.each([
    ['mold_code', { mold_code: '  ' }],
    ['mold_name', { mold_name: '' }],
    ['ownership', { ownership: '' as const }],
    ['cavity_count', { cavity_count: '' }],
  ])('asks for all required fields when %s is empty', async (field, changes) => {
    const { errors } = await browserCheck(createMoldSchema, filled(changes));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.message).toMatch(/field is required\.$/);
    expect(addMoldBanner(errors)).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('asks for a customer for a customer-owned mold', async () => {
    const missing = await browserCheck(createMoldSchema, filled({ ownership: 'customer_owned' }));
    expect(missing.errors.customer_id?.message).toBe(CUSTOMER_REQUIRED);
    expect(addMoldBanner(missing.errors)).toBe(CUSTOMER_REQUIRED_MESSAGE);
    expect((await browserCheck(createMoldSchema, filled({ ownership: 'customer_owned', customer_id: customer.id }))).errors).toEqual({});
    expect((await browserCheck(createMoldSchema, filled())).errors).toEqual({});
    // The required fields come first.
    expect(addMoldBanner((await browserCheck(createMoldSchema, filled({ ownership: 'customer_owned', mold_name: '' }))).errors)).toBe(REQUIRED_FIELDS_MESSAGE);
  });

  it('shows other problems under their fields without a banner', async () => {
    const { errors } = await browserCheck(createMoldSchema, filled({ cavity_count: '0', maintenance_interval_shots: '-5', purchase_date: '2024-02-30' }));
    expect(errors.cavity_count?.message).toBe('The cavity count must be at least 1.');
    expect(errors.maintenance_interval_shots?.message).toBe('The maintenance interval must be at least 0.');
    expect(errors.purchase_date?.message).toBe('The purchase date must be a valid date (YYYY-MM-DD).');
    expect(addMoldBanner(errors)).toBeNull();
  });

  it('clears the customer when the ownership changes away from customer_owned', () => {
    const owned = withOwnership(filled({ customer_id: customer.id }), 'customer_owned');
    expect(owned.customer_id).toBe(customer.id);
    expect(withOwnership(owned, 'leased').customer_id).toBeNull();
  });
});

describe('request bodies (what the schema outputs is what is sent)', () => {
  it('sends cavity_count as an integer and customer_id only for customer-owned molds', async () => {
    const { values } = await browserCheck(
      createMoldSchema,
      filled({ cavity_count: '4', ownership: 'customer_owned', customer_id: customer.id, maintenance_interval_shots: '250000', description: ' ' }),
    );
    const payload = moldRequestBody(values);
    expect(payload).toMatchObject({ mold_code: 'MLD-001', cavity_count: 4, customer_id: 7, maintenance_interval_shots: 250000, description: null, status: 'active' });
    expect(payload.total_shots_lifetime ?? null).toBeNull();
    expect(moldRequestBody((await browserCheck(createMoldSchema, filled({ customer_id: customer.id }))).values).customer_id).toBeNull();
    expect((await browserCheck(createMoldSchema, filled({ total_shots_lifetime: '5000', shots_since_maintenance: '10' }))).values).toMatchObject({
      total_shots_lifetime: 5000,
      shots_since_maintenance: 10,
    });
  });

  it('sends the edit form with its own names and the version', async () => {
    const { values } = await browserCheck(updateMoldSchema, filled({ storage_location: 'Rack A', maintenance_interval_shots: '' }));
    expect(moldRequestBody(values, 3)).toMatchObject({ storage_location: 'Rack A', maintenance_interval_shots: null, version: 3 });
  });

  it('starts Edit Mold from the mold as loaded', () => {
    const mold = { mold_code: 'MLD-9', mold_name: 'Cap', description: null, ownership: 'customer_owned', cavity_count: 8, status: 'maintenance', customer_id: 7, customer, maintenance_interval_shots: 90000, storage_location: null, purchase_date: '2021-01-02' } as unknown as MoldDto;
    expect(moldFormFrom(mold)).toEqual({
      mold_code: 'MLD-9',
      mold_name: 'Cap',
      description: '',
      ownership: 'customer_owned',
      cavity_count: '8',
      status: 'maintenance',
      customer_id: 7,
      maintenance_interval_shots: '90000',
      storage_location: '',
      purchase_date: '2021-01-02',
    });
  });

  it('builds maintenance and usage bodies', async () => {
    const maintenance = await browserCheck(maintenanceRecordSchema, { date: '2026-01-02', type: 'repair', description: '', technician: 'Ann', cost: '12.50', resets_counter: true });
    expect(maintenance.values).toEqual({ date: '2026-01-02', type: 'repair', description: null, technician: 'Ann', cost: 12.5, resets_counter: true });
    const usage = await browserCheck(usageRecordSchema, { date: '2026-01-02', work_order: '', product: 'P', shots_produced: '1200', machine: '', operator: '', defect_rate: '' });
    expect(usage.values).toMatchObject({ shots_produced: 1200, defect_rate: null, work_order: null });
  });

  it('asks for the required fields of Log Maintenance and Record Usage', async () => {
    const maintenance = await browserCheck(maintenanceRecordSchema, { ...emptyMaintenanceForm(), date: '' });
    expect(maintenance.errors.date?.message).toBe('The date field is required.');
    expect(maintenanceBanner(maintenance.errors)).toBe(REQUIRED_FIELDS_MESSAGE);
    expect((await browserCheck(maintenanceRecordSchema, emptyMaintenanceForm())).errors).toEqual({});
    const usage = await browserCheck(usageRecordSchema, emptyUsageForm());
    expect(Object.keys(usage.errors)).toEqual(['shots_produced']);
    expect(usageBanner(usage.errors)).toBe(REQUIRED_FIELDS_MESSAGE);
    const bad = await browserCheck(usageRecordSchema, { ...emptyUsageForm(), shots_produced: '10', defect_rate: '120' });
    expect(bad.errors.defect_rate?.message).toBe('The defect rate may not be greater than 100.');
    expect(usageBanner(bad.errors)).toBeNull();
  });
});

describe('server answers', () => {
  it('takes the first message of each field and falls back to the screen message', () => {
    expect(fieldErrorsOf({ errors: { customer_id: ['Required'], maintenance_interval_shots: ['Bad', 'x'], mold_code: ['Taken'] } })).toEqual({
      customer_id: 'Required',
      maintenance_interval_shots: 'Bad',
      mold_code: 'Taken',
    });
    expect(fieldErrorsOf('nope')).toEqual({});
    expect(messageOf({ message: 'The mold code has already been taken.' }, CREATE_FAILED_MESSAGE)).toBe('The mold code has already been taken.');
    expect(messageOf(null, CREATE_FAILED_MESSAGE)).toBe('Failed to create mold');
  });
});

describe('list state (moldList)', () => {
  it('keeps valid values, drops the rest', () => {
    expect(moldList.load({ page: '3', q: 'bezel', status: 'active', ownership: 'nope', health: 'overdue', sort: 'bogus', dir: 'up' })).toEqual({
      page: 3,
      per_page: 25,
      q: 'bezel',
      search: '',
      status: ['active'],
      health: ['overdue'],
      sort: 'mold_code',
    });
    expect(moldList.load({ page: '-2' }).page).toBe(1);
    expect(moldList.load(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('builds hrefs without defaults and back to page 1 on a filter change', () => {
    const p = moldList.load({ page: '4', q: 'cap', sort: 'maintenance' });
    expect(moldList.href(p, { page: 5 })).toBe('/molds?page=5&q=cap&sort=maintenance');
    expect(moldList.href(p, { health: ['due_soon'] })).toBe('/molds?q=cap&health=due_soon&sort=maintenance');
    expect(moldList.href(moldList.load({}))).toBe('/molds');
    expect(moldList.isFiltered(p)).toBe(true);
    expect(moldList.isFiltered(moldList.load({ sort: 'mold_name', page: '2' }))).toBe(false);
    expect(moldList.href(p, { status: ['active', 'maintenance'], page: 2 })).toBe('/molds?page=2&q=cap&status=active%2Cmaintenance&sort=maintenance');
  });
});
