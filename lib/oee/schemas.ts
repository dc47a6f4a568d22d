import { z } from 'zod';
import { enumOf, optionalText, optionalTimestamp, timestamp } from '@/lib/validation/fields';
import { DOWNTIME_REASONS } from './constants';

/** Bodies of the downtime API (CONTRACT §13), client-safe: the Stop dialog validates with the schema the service parses. */

export const DOWNTIME_OVERLAPS = 'This press already has downtime recorded in that time: events on one press may not overlap.';
export const ENDS_BEFORE_START = 'The end must be after the start.';
export const IN_THE_FUTURE = 'Downtime cannot be recorded in the future.';
export const EVENT_UNKNOWN = 'Downtime event';

export const createDowntimeSchema = z.object({
  started_at: timestamp('start'),
  ended_at: optionalTimestamp('end'),
  reason_code: enumOf(DOWNTIME_REASONS, 'reason'),
  notes: optionalText('notes', 1000),
});
export type CreateDowntimeInput = z.input<typeof createDowntimeSchema>;

/** PATCH …/downtime/{eventId}: closes an open event (`ended_at`, now when left out) or corrects a closed one. */
export const updateDowntimeSchema = z.object({
  ended_at: optionalTimestamp('end'),
  reason_code: enumOf(DOWNTIME_REASONS, 'reason').optional(),
  notes: optionalText('notes', 1000),
});
export type UpdateDowntimeInput = z.input<typeof updateDowntimeSchema>;

/** The shop floor's Stop dialog: the reason and notes of an event that starts now (the dialog adds `started_at`). */
export const stopPressSchema = createDowntimeSchema.pick({ reason_code: true, notes: true });
