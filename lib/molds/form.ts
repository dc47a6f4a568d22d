import { fieldErrorsOf, messageOf } from '@/lib/client/api';
import type { MaintenanceTypeValue, MoldOwnership, MoldStatus } from './constants';
import type { MoldCustomer, MoldDto } from './types';

/**
 * The Add/Edit Mold form as the browser holds it (strings, as inputs give them) and the rules of spec 1 §5.
 * Pure and client-safe; the server parses everything again.
 */

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const CUSTOMER_REQUIRED_MESSAGE = 'Please select a customer for customer-owned molds';
export const CREATE_FAILED_MESSAGE = 'Failed to create mold';
export const UPDATE_FAILED_MESSAGE = 'Failed to update mold';
export const MAINTENANCE_FAILED_MESSAGE = 'Failed to log maintenance';
export const USAGE_FAILED_MESSAGE = 'Failed to record usage';

export type MoldFormValues = {
  mold_code: string;
  mold_name: string;
  description: string;
  ownership: MoldOwnership | '';
  cavity_count: string;
  status: MoldStatus;
  customer: MoldCustomer | null;
  maintenance_interval: string;
  storage_location: string;
  purchase_date: string;
  /** Create only: counters of a mold that already ran elsewhere. */
  total_shots_lifetime: string;
  shots_since_maintenance: string;
};

export function emptyMoldForm(): MoldFormValues {
  return {
    mold_code: '',
    mold_name: '',
    description: '',
    ownership: 'company_owned',
    cavity_count: '1',
    status: 'active',
    customer: null,
    maintenance_interval: '',
    storage_location: '',
    purchase_date: '',
    total_shots_lifetime: '',
    shots_since_maintenance: '',
  };
}

export function moldFormFrom(mold: MoldDto): MoldFormValues {
  return {
    mold_code: mold.mold_code,
    mold_name: mold.mold_name,
    description: mold.description ?? '',
    ownership: mold.ownership,
    cavity_count: String(mold.cavity_count),
    status: mold.status,
    customer: mold.customer,
    maintenance_interval: mold.maintenance_interval == null ? '' : String(mold.maintenance_interval),
    storage_location: mold.storage_location ?? '',
    purchase_date: mold.purchase_date ?? '',
    total_shots_lifetime: String(mold.total_shots_lifetime),
    shots_since_maintenance: String(mold.shots_since_maintenance),
  };
}

/** Choosing an ownership other than customer_owned clears the selected customer (spec 1 §2). */
export function withOwnership(values: MoldFormValues, ownership: MoldOwnership | ''): MoldFormValues {
  return { ...values, ownership, customer: ownership === 'customer_owned' ? values.customer : null };
}

/** Add Mold's client check: the two messages of spec 1 §5, or null when the form may be sent. */
export function validateAddMold(values: MoldFormValues): string | null {
  if (!values.mold_code.trim() || !values.mold_name.trim() || !values.ownership || !values.cavity_count.trim()) {
    return REQUIRED_FIELDS_MESSAGE;
  }
  if (values.ownership === 'customer_owned' && !values.customer) return CUSTOMER_REQUIRED_MESSAGE;
  return null;
}

function intOrNull(value: string): number | string | null {
  const v = value.trim();
  if (v === '') return null;
  // Sent as an integer when it is one; anything else goes as typed so the server names the problem.
  return /^-?\d+$/.test(v) ? Number(v) : v;
}

function textOrNull(value: string): string | null {
  const v = value.trim();
  return v === '' ? null : v;
}

/** POST /api/molds body: cavity_count as an integer, customer_id or null. */
export function createMoldPayload(values: MoldFormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    mold_code: values.mold_code.trim(),
    mold_name: values.mold_name.trim(),
    description: textOrNull(values.description),
    ownership: values.ownership,
    cavity_count: intOrNull(values.cavity_count),
    status: values.status,
    customer_id: values.ownership === 'customer_owned' ? (values.customer?.id ?? null) : null,
    maintenance_interval: intOrNull(values.maintenance_interval),
    storage_location: textOrNull(values.storage_location),
    purchase_date: textOrNull(values.purchase_date),
  };
  const lifetime = intOrNull(values.total_shots_lifetime);
  const since = intOrNull(values.shots_since_maintenance);
  if (lifetime !== null) payload.total_shots_lifetime = lifetime;
  if (since !== null) payload.shots_since_maintenance = since;
  return payload;
}

/** PUT /api/molds/{id} body: the edit form's names, plus the version it was loaded at (409 when stale). */
export function updateMoldPayload(values: MoldFormValues, version: number): Record<string, unknown> {
  return {
    mold_code: values.mold_code.trim(),
    mold_name: values.mold_name.trim(),
    description: textOrNull(values.description),
    ownership: values.ownership,
    cavity_count: intOrNull(values.cavity_count),
    status: values.status,
    customer_id: values.ownership === 'customer_owned' ? (values.customer?.id ?? null) : null,
    storage_location: textOrNull(values.storage_location),
    maintenance_interval_shots: intOrNull(values.maintenance_interval),
    purchase_date: textOrNull(values.purchase_date),
    version,
  };
}

/** Server field names → the form's (aliases and the customer picker). */
const FIELD_ALIASES: Record<string, string> = {
  maintenance_interval_shots: 'maintenance_interval',
  location: 'storage_location',
  customer_id: 'customer',
};


/** The first message of each field of a 422 `errors` map, keyed by form field. */
export function fieldErrorsFrom(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(body))) out[FIELD_ALIASES[key] ?? key] = message;
  return out;
}

/** The server's message, else the screen's fallback (spec 1 §8). */
export function errorMessageFrom(body: unknown, fallback: string): string {
  return messageOf(body, fallback);
}

export type MaintenanceFormValues = {
  date: string;
  type: MaintenanceTypeValue;
  description: string;
  technician: string;
  cost: string;
  resets_counter: boolean;
};

export function maintenancePayload(values: MaintenanceFormValues): Record<string, unknown> {
  const cost = values.cost.trim();
  return {
    date: values.date,
    type: values.type,
    description: textOrNull(values.description),
    technician: textOrNull(values.technician),
    cost: cost === '' ? 0 : /^\d+(\.\d+)?$/.test(cost) ? Number(cost) : cost,
    resets_counter: values.resets_counter,
  };
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

export function usagePayload(values: UsageFormValues): Record<string, unknown> {
  const defect = values.defect_rate.trim();
  return {
    date: values.date,
    work_order: textOrNull(values.work_order),
    product: textOrNull(values.product),
    shots_produced: intOrNull(values.shots_produced),
    machine: textOrNull(values.machine),
    operator: textOrNull(values.operator),
    defect_rate: defect === '' ? null : /^\d+(\.\d+)?$/.test(defect) ? Number(defect) : defect,
  };
}
