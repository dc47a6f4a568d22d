import { z } from 'zod';
import { maintenanceType, moldOwnership, moldStatus } from '@/db/schema';
import { HEALTH_FILTERS, MOLD_SORTS } from './constants';
import { isIsoDate, latestTodayOnEarth } from './dates';

/**
 * Input schemas of the molds API (snake_case, as sent). Services parse with these; messages read like
 * Laravel's so every screen and integration shows the same text.
 */

const INT4_MAX = 2_147_483_647;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** Optional free text: trimmed, blank → null (a cleared form field clears the column). */
const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: `The ${label} must be text.` })
    .optional()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= max, `The ${label} may not be greater than ${max} characters.`);

type IntOptions = { min: number; max?: number; required?: boolean };

/**
 * An integer given as a JSON number or a numeric string (HTML inputs send strings). Blank or null is "not
 * given" (null); missing is undefined. A fraction, text, or a value out of range is a 422 on the field.
 */
const integer = (label: string, { min, max = INT4_MAX, required = false }: IntOptions) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `The ${label} must be an integer.` })
    .optional()
    .transform((v, ctx): number | null | undefined => {
      const blank = v === null || (typeof v === 'string' && v.trim() === '');
      if (v === undefined || blank) {
        if (required) {
          ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` });
          return z.NEVER;
        }
        return v === undefined ? undefined : null;
      }
      const n = typeof v === 'number' ? v : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be an integer.` });
        return z.NEVER;
      }
      if (n < min) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be at least ${min}.` });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: `The ${label} may not be greater than ${max}.` });
        return z.NEVER;
      }
      return n;
    });

/** A decimal number (number or numeric string) within [min, max]; blank/null → null. */
const decimal = (label: string, min: number, max: number, rangeMessage?: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `The ${label} must be a number.` })
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a number.` });
        return z.NEVER;
      }
      if (n < min) {
        ctx.addIssue({ code: 'custom', message: rangeMessage ?? `The ${label} must be at least ${min}.` });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: rangeMessage ?? `The ${label} may not be greater than ${max}.` });
        return z.NEVER;
      }
      return n;
    });

type DateOptions = { required?: boolean; notInFuture?: boolean };

/** YYYY-MM-DD, a real calendar date; optionally required and not after today. */
const dateField = (label: string, { required = false, notInFuture = false }: DateOptions = {}) =>
  z
    .union([z.string(), z.null()], { error: `The ${label} must be a valid date (YYYY-MM-DD).` })
    .optional()
    .transform((v, ctx): string | null | undefined => {
      const blank = v === null || (typeof v === 'string' && v.trim() === '');
      if (v === undefined || blank) {
        if (required) {
          ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` });
          return z.NEVER;
        }
        return v === undefined ? undefined : null;
      }
      const value = v.trim();
      if (!isIsoDate(value)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must be a valid date (YYYY-MM-DD).` });
        return z.NEVER;
      }
      if (notInFuture && value > latestTodayOnEarth()) {
        ctx.addIssue({ code: 'custom', message: `The ${label} cannot be in the future.` });
        return z.NEVER;
      }
      return value;
    });

const ownership = z.enum(moldOwnership.enumValues, {
  error: 'The selected ownership is invalid. Choose company_owned, customer_owned or leased.',
});
const status = z.enum(moldStatus.enumValues, { error: 'The selected status is invalid. Choose active, maintenance or inactive.' });

/** The mold's own fields a client may write (after alias normalisation: storage_location, maintenance_interval_shots). */
const moldFields = {
  mold_code: requiredText('mold code', 50),
  mold_name: requiredText('mold name', 200),
  description: optionalText('description', 2000),
  ownership,
  cavity_count: integer('cavity count', { min: 1, max: 1024, required: true }),
  status: status.optional(),
  customer_id: integer('customer id', { min: 1 }),
  storage_location: optionalText('storage location', 100),
  maintenance_interval_shots: integer('maintenance interval', { min: 0 }),
  purchase_date: dateField('purchase date'),
};

export const createMoldSchema = z
  .object({
    ...moldFields,
    ownership: z.enum(moldOwnership.enumValues, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'The ownership field is required.'
          : 'The selected ownership is invalid. Choose company_owned, customer_owned or leased.',
    }),
    // A mold that already ran elsewhere is registered with its counters (CONTRACT §8).
    total_shots_lifetime: integer('total shots lifetime', { min: 0, max: Number.MAX_SAFE_INTEGER }),
    shots_since_maintenance: integer('shots since maintenance', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  })
  .superRefine((v, ctx) => {
    if ((v.shots_since_maintenance ?? 0) > (v.total_shots_lifetime ?? 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['shots_since_maintenance'],
        message: 'The shots since maintenance may not be greater than the total shots lifetime.',
      });
    }
  });
export type CreateMoldInput = z.output<typeof createMoldSchema>;

/**
 * PUT and PATCH: any subset of the mold's own fields. Counters, dates of maintenance and the customer
 * embed are not writable here (ignored); required fields cannot be blanked.
 */
export const updateMoldSchema = z.object({
  mold_code: moldFields.mold_code.optional(),
  mold_name: moldFields.mold_name.optional(),
  description: moldFields.description,
  ownership: ownership.optional(),
  cavity_count: integer('cavity count', { min: 1, max: 1024 }).refine((v) => v !== null, 'The cavity count field is required.'),
  status: status.optional(),
  customer_id: moldFields.customer_id,
  storage_location: moldFields.storage_location,
  maintenance_interval_shots: moldFields.maintenance_interval_shots,
  purchase_date: moldFields.purchase_date,
});
export type UpdateMoldInput = z.output<typeof updateMoldSchema>;

export const maintenanceRecordSchema = z.object({
  date: dateField('date', { required: true, notInFuture: true }),
  type: z.enum(maintenanceType.enumValues, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'The type field is required.'
        : 'The selected type is invalid. Choose preventive, corrective, repair, cleaning or inspection.',
  }),
  description: optionalText('description', 2000),
  technician: optionalText('technician', 120),
  cost: decimal('cost', 0, 999_999_999_999.99).transform((v) => (v == null ? 0 : Math.round(v * 100) / 100)),
  resets_counter: z.union([z.boolean(), z.null()], { error: 'The resets counter field must be true or false.' }).optional(),
});
export type MaintenanceRecordInput = z.output<typeof maintenanceRecordSchema>;

export const usageRecordSchema = z.object({
  date: dateField('date', { required: true, notInFuture: true }),
  work_order: optionalText('work order', 100),
  product: optionalText('product', 200),
  shots_produced: integer('shots produced', { min: 1, required: true }),
  machine: optionalText('machine', 100),
  operator: optionalText('operator', 120),
  defect_rate: decimal('defect rate', 0, 100, 'The defect rate must be between 0 and 100.').transform((v) => (v == null ? null : Math.round(v * 10_000) / 10_000)),
});
export type UsageRecordInput = z.output<typeof usageRecordSchema>;

/** A comma list of enum values (`status=active,maintenance`); unknown values are a 422 on the param. */
const enumList = <T extends string>(values: readonly T[], param: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx): T[] | undefined => {
      const items = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!items.length) return undefined;
      const unknown = items.filter((s) => !(values as readonly string[]).includes(s));
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `The selected ${param} is invalid. Choose from: ${values.join(', ')}.` });
        return z.NEVER;
      }
      return [...new Set(items)] as T[];
    });

/** GET /api/molds filters (all optional). */
export const moldListQuerySchema = z.object({
  q: z.string().optional(),
  status: enumList(moldStatus.enumValues, 'status'),
  ownership: enumList(moldOwnership.enumValues, 'ownership'),
  health: enumList(HEALTH_FILTERS, 'health'),
  customer_id: integer('customer id', { min: 1 }),
  sort: z.enum(MOLD_SORTS, { error: `The selected sort is invalid. Choose from: ${MOLD_SORTS.join(', ')}.` }).optional(),
});
export type MoldListQuery = z.output<typeof moldListQuerySchema>;

export const moldSearchQuerySchema = z.object({
  q: z.string().optional(),
  status: enumList(moldStatus.enumValues, 'status'),
});

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
