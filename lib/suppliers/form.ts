/**
 * The supplier and corrective-action forms' starting values (client-safe): every input is text while editing,
 * the schemas of ./schemas turn it into the request.
 */
import { todayInPlant } from '@/lib/dates';
import { PARTY_FIELDS } from '@/lib/parties/fields';
import type { CorrectiveActionDto, SupplierDto } from './dto';

export const SUPPLIER_FORM_FIELDS = [
  'supplier_code',
  ...PARTY_FIELDS,
  'payment_terms',
  'lead_time_days',
  'minimum_order_value',
  'credit_limit',
  'currency',
  'quality_rating',
  'status',
  'notes',
] as const;
export type SupplierFormValues = Record<(typeof SUPPLIER_FORM_FIELDS)[number], string>;

/** Spec §9 defaults: country USA, currency USD, payment terms Net 30, credit limit 0, status active. */
export function emptySupplierForm(): SupplierFormValues {
  const values = Object.fromEntries(SUPPLIER_FORM_FIELDS.map((f) => [f, ''])) as SupplierFormValues;
  return { ...values, country: 'USA', currency: 'USD', payment_terms: 'Net 30', credit_limit: '0', status: 'active' };
}

/** A loaded supplier → the edit form (nulls become empty inputs). */
export function supplierFormFrom(supplier: SupplierDto): SupplierFormValues {
  const values = emptySupplierForm();
  for (const field of SUPPLIER_FORM_FIELDS) {
    const v = supplier[field];
    values[field] = v == null ? '' : String(v);
  }
  return values;
}

export const SUPPLIER_CREATE_FAILED = 'Failed to create supplier';
export const SUPPLIER_UPDATE_FAILED = 'Failed to update supplier';
export const ACTION_CREATE_FAILED = 'Failed to create corrective action';
export const ACTION_UPDATE_FAILED = 'Failed to update corrective action';
export const METRICS_FAILED = 'Failed to submit metrics';
export const METRICS_RECORDED = 'Metrics recorded successfully! Scorecard has been updated.';

export type ActionFormValues = { issue_description: string; severity: string; category: string; due_date: string };
export type ActionEditValues = { issue_description: string; severity: string; status: string; due_date: string; resolution_notes: string };

/** Add corrective action: severity minor, category quality (spec §3/§5); due date today, the earliest allowed. */
export function emptyActionForm(): ActionFormValues {
  return { issue_description: '', severity: 'minor', category: 'quality', due_date: todayInPlant() };
}

export function actionEditFrom(action: CorrectiveActionDto): ActionEditValues {
  return {
    issue_description: action.issue_description,
    severity: action.severity,
    status: action.status,
    due_date: action.due_date,
    resolution_notes: action.resolution_notes ?? '',
  };
}

/** The plant's month as YYYY-MM (the metrics form's default and latest month). */
export function currentMonth(): string {
  return todayInPlant().slice(0, 7);
}
