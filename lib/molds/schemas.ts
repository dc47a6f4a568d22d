import { z } from 'zod';
import {
  enumOf,
  date,
  integer,
  optionalDate,
  optionalInteger,
  optionalMoney,
  optionalPercent,
  optionalReference,
  optionalText,
  bool,
  text,
} from '@/lib/validation/fields';
import { MAINTENANCE_TYPES, MOLD_OWNERSHIPS, MOLD_STATUSES } from './constants';

/**
 * Input schemas of the molds API (snake_case, as sent), built from the shared field builders so the browser
 * forms validate with the very same schema the services parse with. Client-safe: no database imports.
 */

export const MOLD_CODE_TAKEN = 'The mold code has already been taken.';
export const CUSTOMER_REQUIRED = 'A customer is required for customer-owned molds.';
export const CUSTOMER_UNKNOWN = 'The selected customer does not exist.';
export const SHOTS_SINCE_TOO_HIGH = 'The shots since maintenance may not be greater than the total shots lifetime.';

/** Shot counters are bigint columns: any safe integer ≥ 0. */
const counter = (label: string) => optionalInteger(label, { min: 0, max: Number.MAX_SAFE_INTEGER });

/** The mold's own fields a client may write (after alias normalisation: storage_location, maintenance_interval_shots). */
const moldFields = {
  mold_code: text('mold code', { max: 50 }),
  mold_name: text('mold name', { max: 200 }),
  description: optionalText('description', 2000),
  ownership: enumOf(MOLD_OWNERSHIPS, 'ownership'),
  cavity_count: integer('cavity count', { min: 1, max: 1024 }),
  status: enumOf(MOLD_STATUSES, 'status').optional(),
  // Existence is the service's check; its message is the same as this one (CUSTOMER_UNKNOWN).
  customer_id: optionalReference('customer'),
  storage_location: optionalText('storage location', 100),
  maintenance_interval_shots: optionalInteger('maintenance interval', { min: 0 }),
  maintenance_interval_days: optionalInteger('maintenance interval (days)', { min: 1, max: 3650 }),
  purchase_date: optionalDate('purchase date'),
};

/**
 * CONTRACT §3: a customer-owned mold names its customer. Checked here when the body says both (the forms
 * always do); the service checks again against the stored mold for partial updates and for existence.
 */
function customerGiven(v: { ownership?: string; customer_id?: number | null }, ctx: z.RefinementCtx, missing: (id: number | null | undefined) => boolean) {
  if (v.ownership === 'customer_owned' && missing(v.customer_id)) {
    ctx.addIssue({ code: 'custom', path: ['customer_id'], message: CUSTOMER_REQUIRED });
  }
}

export const createMoldSchema = z
  .object({
    ...moldFields,
    // A mold that already ran elsewhere is registered with its counters (CONTRACT §8).
    total_shots_lifetime: counter('total shots lifetime'),
    shots_since_maintenance: counter('shots since maintenance'),
  })
  .superRefine((v, ctx) => {
    customerGiven(v, ctx, (id) => id == null);
    if ((v.shots_since_maintenance ?? 0) > (v.total_shots_lifetime ?? 0)) {
      ctx.addIssue({ code: 'custom', path: ['shots_since_maintenance'], message: SHOTS_SINCE_TOO_HIGH });
    }
  });
export type CreateMoldInput = z.output<typeof createMoldSchema>;

/**
 * PUT and PATCH: any subset of the mold's own fields. Counters, dates of maintenance and the customer
 * embed are not writable here (ignored); required fields may be left out but not blanked.
 */
export const updateMoldSchema = z
  .object({
    mold_code: moldFields.mold_code.optional(),
    mold_name: moldFields.mold_name.optional(),
    description: moldFields.description,
    ownership: moldFields.ownership.optional(),
    cavity_count: moldFields.cavity_count.optional(),
    status: moldFields.status,
    customer_id: moldFields.customer_id,
    storage_location: moldFields.storage_location,
    maintenance_interval_shots: moldFields.maintenance_interval_shots,
    maintenance_interval_days: moldFields.maintenance_interval_days,
    purchase_date: moldFields.purchase_date,
  })
  // Only an explicit null here: a customer left out keeps the stored one (the service decides).
  .superRefine((v, ctx) => customerGiven(v, ctx, (id) => id === null));
export type UpdateMoldInput = z.output<typeof updateMoldSchema>;

export const maintenanceRecordSchema = z.object({
  date: date('date', { notInFuture: true }),
  type: enumOf(MAINTENANCE_TYPES, 'type'),
  description: optionalText('description', 2000),
  technician: optionalText('technician', 120),
  // numeric(14, 2); blank or absent is 0.
  cost: optionalMoney('cost', { max: 999_999_999_999.99 }),
  // Absent: by type (preventive, corrective and repair reset the counter).
  resets_counter: bool('resets counter').nullable().optional(),
});
export type MaintenanceRecordInput = z.output<typeof maintenanceRecordSchema>;

export const usageRecordSchema = z.object({
  date: date('date', { notInFuture: true }),
  work_order: optionalText('work order', 100),
  product: optionalText('product', 200),
  shots_produced: integer('shots produced', { min: 1 }),
  machine: optionalText('machine', 100),
  operator: optionalText('operator', 120),
  defect_rate: optionalPercent('defect rate'),
});
export type UsageRecordInput = z.output<typeof usageRecordSchema>;

/**
 * Reads carry both names of the two aliased fields; writes accept either (CONTRACT §3). When a client sends
 * both with different values (e.g. it PUTs back the mold it read with one of them edited), the one that
 * differs from the stored value is the edit; if both differ (or on create) the edit form's name wins:
 * `storage_location` over `location`, `maintenance_interval_shots` over `maintenance_interval`.
 * Returns the normalised body and how to name errors back in the client's terms.
 */
export function normalizeMoldAliases(
  input: unknown,
  current?: { storage_location: unknown; maintenance_interval_shots: unknown },
): { body: Record<string, unknown>; errorKeys: Record<string, string> } {
  const raw = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const body: Record<string, unknown> = { ...raw };
  const errorKeys: Record<string, string> = {};
  const aliases = [
    ['storage_location', 'location'],
    ['maintenance_interval_shots', 'maintenance_interval'],
  ] as const;
  const same = (a: unknown, b: unknown) => String(a ?? '').trim() === String(b ?? '').trim();
  for (const [canonical, alias] of aliases) {
    const useAlias =
      alias in body && (!(canonical in body) || (current !== undefined && same(body[canonical], current[canonical]) && !same(body[alias], current[canonical])));
    if (useAlias) {
      body[canonical] = body[alias];
      errorKeys[canonical] = alias;
    }
    delete body[alias];
  }
  return { body, errorKeys };
}
