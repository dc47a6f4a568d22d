/**
 * Inventory request bodies, client-safe: the receive / issue / transfer / adjust dialogs validate with the same
 * schemas the movements service parses with, and the OpenAPI document names them. (An item is a product: the Add
 * Item form uses the products module's createProductSchema.)
 */
import { z } from 'zod';
import { AMOUNT_MAX, decimal, enumOf, integer, optionalDate, optionalDecimal, optionalReference, optionalText, reference } from '@/lib/validation/fields';
import { ADJUSTMENT_REASONS, IMPORT_KINDS, MAX_IMPORT_ROWS } from './constants';

const quantity = () => decimal('quantity', { gt: 0 });
const common = {
  product_id: reference('product'),
  reference: optionalText('reference', 100),
  notes: optionalText('notes', 2000),
};

/** A receipt: a new lot of `quantity` in `location_id`, at `unit_cost` (blank: the product's standard cost). */
export const receiveSchema = z.object({
  ...common,
  location_id: reference('location'),
  quantity: quantity(),
  unit_cost: optionalDecimal('unit cost'),
  lot_number: optionalText('lot number', 100),
  received_date: optionalDate('received date', { notInFuture: true }),
});
export type ReceiveInput = z.output<typeof receiveSchema>;

/**
 * A scanned lot (its label): the issue or transfer takes from that lot only (its free part), not FIFO. It must be
 * stock of `product_id` (and of the location given).
 */
const lotId = () => optionalReference('lot');

/**
 * An issue: FIFO from the oldest lot (of `location_id` only, when given), or from `lot_id` alone; allocated
 * quantities are not issued.
 */
export const issueSchema = z.object({
  ...common,
  location_id: optionalReference('location'),
  lot_id: lotId(),
  quantity: quantity(),
});
export type IssueInput = z.output<typeof issueSchema>;

export const SAME_LOCATION = 'The destination must be another location.';

/**
 * A transfer: FIFO from the oldest lots of `from_location_id` (or from `lot_id` alone) into `to_location_id` (lots
 * keep their dates).
 */
export const transferSchema = z
  .object({
    ...common,
    from_location_id: reference('from location'),
    to_location_id: reference('to location'),
    lot_id: lotId(),
    quantity: quantity(),
  })
  .refine((v) => v.from_location_id !== v.to_location_id, { path: ['to_location_id'], error: SAME_LOCATION });
export type TransferInput = z.output<typeof transferSchema>;

export const ZERO_ADJUSTMENT = 'The quantity change must not be 0.';

/** An adjustment: + adds a lot (or tops up the newest), − takes FIFO from the location; a reason is required. */
export const adjustSchema = z.object({
  ...common,
  location_id: reference('location'),
  quantity_change: decimal('quantity change', { min: -AMOUNT_MAX }).refine((v) => v !== 0, ZERO_ADJUSTMENT),
  reason: enumOf(ADJUSTMENT_REASONS, 'reason'),
});
export type AdjustInput = z.output<typeof adjustSchema>;

/**
 * POST /api/inventory/import: one batch of CSV rows with their row numbers. Each row's `values` are judged by the
 * import itself, row by row (a refused row is reported, not a 422 of the batch).
 */
export const importInventorySchema = z.object({
  kind: enumOf(IMPORT_KINDS, 'import kind'),
  rows: z
    .array(z.object({ row: integer('row number', { min: 1 }), values: z.record(z.string(), z.unknown()) }), { error: 'The rows field must be a list of rows.' })
    .min(1, 'The file has no rows.')
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} rows per request.`),
});
export type ImportInventoryInput = z.output<typeof importInventorySchema>;
