import { z } from 'zod';
import { decimal, money, optionalDecimal, optionalReference } from '@/lib/validation/fields';

/**
 * Input schemas of the costing API (snake_case, as sent); the browser forms validate with the same schemas.
 * Client-safe.
 */

export const MACHINE_UNKNOWN = 'The selected press does not exist.';

const RATE_MAX = 100_000;

/** PUT/PATCH /api/costing/rates: any subset of the plant rates. */
export const updateRatesSchema = z.object({
  labor_rate_per_hour: money('labor rate per hour', { max: RATE_MAX }).optional(),
  operators_per_press: decimal('operators per press', { min: 0, max: 20, scale: 2 }).optional(),
  overhead_rate_per_hour: money('overhead rate per hour', { max: RATE_MAX }).optional(),
  default_machine_rate: money('default machine rate', { max: RATE_MAX }).optional(),
});
export type UpdateRatesInput = z.output<typeof updateRatesSchema>;

/** PUT/PATCH /api/costing/products/{id}/inputs: the press the product runs on and its own crewing (null = plant's). */
export const updateProductCostingSchema = z.object({
  machine_id: optionalReference('press'),
  operators_per_press: optionalDecimal('operators per press', { min: 0, max: 20, scale: 2 }),
});
export type UpdateProductCostingInput = z.output<typeof updateProductCostingSchema>;
