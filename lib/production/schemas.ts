import { z } from 'zod';
import { date, enumOf, integer, optionalDecimal, optionalInteger, optionalReference, optionalText, reference } from '@/lib/validation/fields';
import { SCRAP_REASONS } from '@/lib/oee/constants';
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from './constants';

/**
 * Input schemas of production (snake_case, as sent), on the shared field builders: the quick panel and the report
 * form validate with the very schemas the services parse. Client-safe. (The list's query: ./list-state.ts; the
 * presses': lib/machines/schemas.ts.)
 */

export const MOLD_NOT_ACTIVE = 'Only active molds can be planned. The selected mold is not available.';
export const MOLD_UNKNOWN = 'The selected mold does not exist.';
export const PRODUCT_UNKNOWN = 'The selected product does not exist.';
export const MACHINE_UNKNOWN = 'The selected machine does not exist.';
export const NOT_IN_PROGRESS = 'Production can only be reported on a work order in progress.';
export const COMPLETED_LOCKED = 'A completed work order cannot be changed.';
export const CANCELLED_LOCKED = 'A cancelled work order cannot be changed.';
export const moldOverdueMessage = (moldCode: string) =>
  `Mold ${moldCode} is overdue for maintenance: log its maintenance before this work order can go in progress.`;
export const MACHINE_IN_MAINTENANCE = 'The selected press is in maintenance: complete its maintenance work order first.';
export const moldOverdueByDaysMessage = (moldCode: string) =>
  `Mold ${moldCode} is overdue for maintenance (its day interval has passed): log its maintenance before this work order can go in progress.`;
export const partsExceedShotsMessage = (max: number) => `The good and scrap parts may not be more than shots × cavities (${max}).`;

const workOrderFields = {
  product_id: reference('product'),
  mold_id: reference('mold'),
  machine_id: optionalReference('machine'),
  quantity_planned: integer('quantity planned', { min: 1, max: 100_000_000 }),
  priority: enumOf(WORK_ORDER_PRIORITIES, 'priority'),
  target_date: date('target date'),
  cycle_time_seconds: optionalDecimal('cycle time', { gt: 0, max: 3600, scale: 2 }),
  cavity_count: optionalInteger('cavity count', { min: 1, max: 1024 }),
  notes: optionalText('notes', 2000),
};

/** POST /api/production/work-orders (CONTRACT §8): priority defaults to medium; status is always scheduled. */
export const createWorkOrderSchema = z.object({
  ...workOrderFields,
  priority: workOrderFields.priority.optional(),
});
export type CreateWorkOrderInput = z.input<typeof createWorkOrderSchema>;

/** PATCH /api/production/work-orders/{id}: any subset of the fields, and/or a status move. */
export const updateWorkOrderSchema = z.object({
  product_id: workOrderFields.product_id.optional(),
  mold_id: workOrderFields.mold_id.optional(),
  machine_id: workOrderFields.machine_id,
  quantity_planned: workOrderFields.quantity_planned.optional(),
  priority: workOrderFields.priority.optional(),
  target_date: workOrderFields.target_date.optional(),
  cycle_time_seconds: workOrderFields.cycle_time_seconds,
  cavity_count: workOrderFields.cavity_count,
  notes: workOrderFields.notes,
  status: enumOf(WORK_ORDER_STATUSES, 'status').optional(),
  /** Going in progress on an Overdue mold anyway: a Manager's or Admin's reason, audited (CONTRACT §12). */
  override_reason: optionalText('override reason', 500),
});
/** The planning fields (work_orders.write); `status` is work_orders.status. */
export const PLANNING_FIELDS = ['product_id', 'mold_id', 'machine_id', 'quantity_planned', 'priority', 'target_date', 'cycle_time_seconds', 'cavity_count', 'notes'] as const;

export const scrapReasonsSumMessage = (scrap: number) => `The scrap reasons must add up to the scrap parts (${scrap}).`;
export const SCRAP_REASON_TWICE = 'Each scrap reason may be given once.';

/** One line of a report's scrap by reason (CONTRACT §13). */
export const scrapReasonLineSchema = z.object({
  reason_code: enumOf(SCRAP_REASONS, 'scrap reason'),
  quantity: integer('quantity', { min: 1, max: 100_000_000 }),
});

/** POST /api/production/work-orders/{id}/reports; `scrap_reasons`, when given (not empty), sum to `scrap_parts` (422 on scrap_reasons). */
export const productionReportSchema = z
  .object({
    shots: integer('shots', { min: 1, max: 10_000_000 }),
    good_parts: integer('good parts', { min: 0, max: 100_000_000 }),
    scrap_parts: integer('scrap parts', { min: 0, max: 100_000_000 }),
    scrap_reasons: z.array(scrapReasonLineSchema).max(SCRAP_REASONS.length).nullable().optional(),
    operator: optionalText('operator', 120),
    notes: optionalText('notes', 2000),
  })
  .superRefine((v, ctx) => {
    // An empty list carries no reasons (the form's default), like leaving the key out.
    if (!v.scrap_reasons?.length || typeof v.scrap_parts !== 'number') return;
    const codes = v.scrap_reasons.map((r) => r.reason_code);
    if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', path: ['scrap_reasons'], message: SCRAP_REASON_TWICE });
    else if (v.scrap_reasons.reduce((a, r) => a + r.quantity, 0) !== v.scrap_parts) ctx.addIssue({ code: 'custom', path: ['scrap_reasons'], message: scrapReasonsSumMessage(v.scrap_parts) });
  });
export type ProductionReportInput = z.input<typeof productionReportSchema>;

/** POST /api/production/work-orders/{id}/start: the press the job starts on (the shop floor's scan: traveler, then press). */
export const startOnPressSchema = z.object({ machine_id: reference('machine') });
