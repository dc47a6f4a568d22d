import type { FieldErrors, FieldValues } from 'react-hook-form';
import { todayInPlant } from '@/lib/dates';
import { messages } from '@/lib/validation/fields';
import type { MaintenanceTypeValue, MoldOwnership, MoldStatus } from './constants';
import { CUSTOMER_REQUIRED, type CreateMoldInput, type UpdateMoldInput } from './schemas';
import type { MoldDto } from './types';

/**
 * What the mold forms need besides validation (the schemas in ./schemas.ts validate in the browser and on the
 * server alike): their starting values, the banner texts of spec 1 §5/§8, and the request body. Client-safe.
 */

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const CUSTOMER_REQUIRED_MESSAGE = 'Please select a customer for customer-owned molds';
export const CREATE_FAILED_MESSAGE = 'Failed to create mold';
export const UPDATE_FAILED_MESSAGE = 'Failed to update mold';
export const MAINTENANCE_FAILED_MESSAGE = 'Failed to log maintenance';
export const USAGE_FAILED_MESSAGE = 'Failed to record usage';

/** The Add/Edit Mold form as inputs hold it (the API's names; the schema turns strings into numbers). */
export type MoldFormValues = {
  mold_code: string;
  mold_name: string;
  description: string;
  ownership: MoldOwnership | '';
  cavity_count: string;
  status: MoldStatus;
  customer_id: number | null;
  maintenance_interval_shots: string;
  storage_location: string;
  purchase_date: string;
  /** Add only: counters of a mold that already ran elsewhere. */
  total_shots_lifetime?: string;
  shots_since_maintenance?: string;
};

export function emptyMoldForm(): MoldFormValues {
  return {
    mold_code: '',
    mold_name: '',
    description: '',
    ownership: 'company_owned',
    cavity_count: '1',
    status: 'active',
    customer_id: null,
    maintenance_interval_shots: '',
    storage_location: '',
    purchase_date: '',
    total_shots_lifetime: '',
    shots_since_maintenance: '',
  };
}

/** Edit Mold starts from the mold as loaded (counters are not edited there). */
export function moldFormFrom(mold: MoldDto): MoldFormValues {
  return {
    mold_code: mold.mold_code,
    mold_name: mold.mold_name,
    description: mold.description ?? '',
    ownership: mold.ownership,
    cavity_count: String(mold.cavity_count),
    status: mold.status,
    customer_id: mold.customer_id,
    maintenance_interval_shots: mold.maintenance_interval_shots == null ? '' : String(mold.maintenance_interval_shots),
    storage_location: mold.storage_location ?? '',
    purchase_date: mold.purchase_date ?? '',
  };
}

/** Choosing an ownership other than customer_owned clears the selected customer (spec 1 §2). */
export function withOwnership<T extends { ownership: string; customer_id: number | null }>(values: T, ownership: MoldOwnership | ''): T {
  return { ...values, ownership, customer_id: ownership === 'customer_owned' ? values.customer_id : null };
}

/**
 * The body sent for the parsed form: a customer only for a customer-owned mold; on edit, the version the
 * form was loaded at (a change made meanwhile is refused with 409 instead of overwritten).
 */
export function moldRequestBody(values: CreateMoldInput | UpdateMoldInput, version?: number): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values, customer_id: values.ownership === 'customer_owned' ? (values.customer_id ?? null) : null };
  if (version !== undefined) body.version = version;
  return body;
}

/** The banner of a form whose browser check failed because one of `fields` (name → label) is empty. */
function missingRequired(errors: FieldErrors<FieldValues>, fields: Record<string, string>): boolean {
  return Object.entries(fields).some(([name, label]) => errors[name]?.message === messages.required(label));
}

/** Add Mold's banner (spec 1 §5): all required fields first, then the customer of a customer-owned mold. */
export function addMoldBanner(errors: FieldErrors<FieldValues>): string | null {
  if (missingRequired(errors, { mold_code: 'mold code', mold_name: 'mold name', ownership: 'ownership', cavity_count: 'cavity count' })) {
    return REQUIRED_FIELDS_MESSAGE;
  }
  if (errors.customer_id?.message === CUSTOMER_REQUIRED) return CUSTOMER_REQUIRED_MESSAGE;
  return null;
}

export type MaintenanceFormValues = {
  date: string;
  type: MaintenanceTypeValue;
  description: string;
  technician: string;
  cost: string;
  resets_counter: boolean;
};

export function emptyMaintenanceForm(): MaintenanceFormValues {
  return { date: todayInPlant(), type: 'preventive', description: '', technician: '', cost: '', resets_counter: true };
}

export function maintenanceBanner(errors: FieldErrors<FieldValues>): string | null {
  return missingRequired(errors, { date: 'date', type: 'type' }) ? REQUIRED_FIELDS_MESSAGE : null;
}

export type UsageFormValues = {
  date: string;
  work_order: string;
  product: string;
  shots_produced: string;
  machine: string;
  operator: string;
  defect_rate: string;
};

export function emptyUsageForm(): UsageFormValues {
  return { date: todayInPlant(), work_order: '', product: '', shots_produced: '', machine: '', operator: '', defect_rate: '' };
}

export function usageBanner(errors: FieldErrors<FieldValues>): string | null {
  return missingRequired(errors, { date: 'date', shots_produced: 'shots produced' }) ? REQUIRED_FIELDS_MESSAGE : null;
}
