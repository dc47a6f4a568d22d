import { z } from 'zod';
import { dateParam, enumParam, idParam, pageParams } from '@/lib/list/query';
import { DOWNTIME_PER_PAGE, OEE_GROUPS } from './constants';

/** GET /api/oee (CONTRACT §13): plant dates `from`–`to`, both included; default today. */
export const oeeQuerySchema = z.object({
  machine_id: idParam('machine', 'Only this press.'),
  from: dateParam('from', 'First plant day (YYYY-MM-DD, default today).'),
  to: dateParam('to', 'Last plant day, included (default `from`).'),
  group_by: enumParam(OEE_GROUPS, 'group by', { description: 'One row per plant day, per press or per mold (default machine).' }),
});
export type OeeQuery = z.output<typeof oeeQuerySchema>;

/** The Paretos and the report exports: a window and optionally one press. */
export const reportQuerySchema = z.object({
  machine_id: idParam('machine', 'Only this press.'),
  from: dateParam('from', 'First plant day (YYYY-MM-DD, default 30 days before `to`).'),
  to: dateParam('to', 'Last plant day, included (default today).'),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** GET /api/machines/{id}/downtime: newest first, paged. */
export const downtimeListQuerySchema = z.object({
  from: dateParam('from', 'Events that end on or after this plant day.'),
  to: dateParam('to', 'Events that start on or before this plant day.'),
  ...pageParams({ perPage: DOWNTIME_PER_PAGE }),
});
export type DowntimeListQuery = z.output<typeof downtimeListQuerySchema>;
