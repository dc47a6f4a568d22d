import { z } from 'zod';
import { bool, date, decimal, enumOf, optionalMoney, optionalReference, optionalText, reference, text } from '@/lib/validation/fields';
import { FIX_CODES, ISSUE_CODES, MAINTENANCE_TYPES, MWO_ASSET_TYPES, MWO_PRIORITIES } from './constants';

/**
 * Input schemas of maintenance work orders (CONTRACT §12), on the shared field builders: the Create and Complete
 * dialogs validate with the very schemas the service parses. Client-safe.
 */

export const ASSET_UNKNOWN = 'The selected asset does not exist.';
export const ASSET_HAS_OPEN_ORDER = 'This asset already has an open maintenance work order.';
export const ASSIGNEE_UNKNOWN = 'The selected user does not exist.';
export const ASSET_IN_PRODUCTION = 'The asset is running a production work order: stop it before maintenance starts.';
export const illegalMwoMove = (from: string, to: string) => `A ${from.replace('_', ' ')} maintenance work order cannot be ${to === 'in_progress' ? 'started' : to}.`;

/** POST /api/maintenance/work-orders: status open, trigger manual (or breakdown when sent). */
export const createMaintenanceSchema = z.object({
  asset_type: enumOf(MWO_ASSET_TYPES, 'asset type'),
  asset_id: reference('asset'),
  type: enumOf(MAINTENANCE_TYPES, 'type'),
  priority: enumOf(MWO_PRIORITIES, 'priority').optional(),
  due_date: date('due date'),
  description: optionalText('description', 2000),
  assigned_to_user_id: optionalReference('user'),
  breakdown: bool('breakdown').optional(),
});
export type CreateMaintenanceInput = z.output<typeof createMaintenanceSchema>;

export const partLineSchema = z.object({
  product_id: reference('product'),
  quantity: decimal('quantity', { gt: 0, max: 1_000_000, scale: 4 }),
});

/** POST /api/maintenance/work-orders/{id}/complete. */
export const completeMaintenanceSchema = z.object({
  completed_date: date('completed date', { notInFuture: true }),
  technician: text('technician', { max: 120 }),
  cost: optionalMoney('cost', { max: 999_999_999_999.99 }),
  notes: optionalText('notes', 2000),
  resets_counter: bool('resets counter').nullable().optional(),
  issue_code: enumOf(ISSUE_CODES, 'issue code').nullable().optional(),
  fix_code: enumOf(FIX_CODES, 'fix code').nullable().optional(),
  parts: z.array(partLineSchema).max(50).optional(),
});
export type CompleteMaintenanceInput = z.output<typeof completeMaintenanceSchema>;

/** POST /api/maintenance/work-orders/{id}/cancel: an optional reason (kept in notes and the audit row). */
export const cancelMaintenanceSchema = z.object({ reason: optionalText('reason', 500) });
/** POST …/{id}/start: nothing but an optional assignee. */
export const startMaintenanceSchema = z.object({ assigned_to_user_id: optionalReference('user') });
