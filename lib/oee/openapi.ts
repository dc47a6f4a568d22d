/**
 * Downtime, OEE and the reports in the OpenAPI document (CONTRACT §13): one entry per method and path of
 * app/api/machines/{id}/downtime/**, app/api/oee/** and app/api/reports/**, naming the schemas the routes parse.
 */
import { updates, type Operation } from '@/lib/openapi/types';
import type { DowntimeEventDto, DowntimeParetoRow, OeeRow, ScrapParetoRow } from './dto';
import { downtimeListQuerySchema, oeeQuerySchema, reportQuerySchema } from './list-state';
import { createDowntimeSchema, updateDowntimeSchema } from './schemas';

const at = '2026-11-20T06:00:00.000Z';

const downtimeExample: DowntimeEventDto = {
  id: 410,
  machine_id: 7,
  reason_code: 'mold_change',
  reason_label: 'Mold change',
  category: 'planned',
  started_at: '2026-11-20T05:10:00.000Z',
  ended_at: at,
  open: false,
  duration_minutes: 50,
  notes: 'M-2041 out, M-1187 in',
  created_by: 4,
  closed_by: 4,
  version: 2,
  created_at: '2026-11-20T05:10:02.000Z',
  updated_at: at,
};

const oeeExample: OeeRow[] = [
  {
    key: '7',
    label: 'P-07 Engel 350',
    window_minutes: 1440,
    planned_downtime_minutes: 120,
    unplanned_downtime_minutes: 66,
    planned_minutes: 1320,
    run_minutes: 1254,
    ideal_minutes: 1003.2,
    shots: 2508,
    good_parts: 19560,
    scrap_parts: 504,
    total_parts: 20064,
    availability: 0.95,
    performance: 0.8,
    performance_raw: 0.8,
    quality: 0.9749,
    oee: 0.7409,
  },
];

const downtimeParetoExample: DowntimeParetoRow[] = [
  { reason_code: 'mold_change', reason_label: 'Mold change', category: 'planned', minutes: 1830, events: 21, share: 0.4512, cumulative_share: 0.4512 },
  { reason_code: 'machine_failure', reason_label: 'Machine failure', category: 'unplanned', minutes: 610, events: 4, share: 0.1504, cumulative_share: 0.6016 },
];

const scrapParetoExample: ScrapParetoRow[] = [
  { reason_code: 'flash', reason_label: 'Flash', quantity: 1840, share: 0.61, cumulative_share: 0.61 },
  { reason_code: 'short_shot', reason_label: 'Short shot', quantity: 420, share: 0.1393, cumulative_share: 0.7493 },
];

const PRESS = { id: 'Machine' };
const EVENT = { id: 'Machine', eventId: 'Downtime event' };

export const oeeOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/machines/{id}/downtime',
    tag: 'Reports',
    summary: 'A press’s downtime events, newest first (the paginator)',
    entities: PRESS,
    query: downtimeListQuerySchema,
    response: 'paged',
    example: [downtimeExample],
  },
  {
    method: 'post',
    path: '/api/machines/{id}/downtime',
    tag: 'Reports',
    summary: 'Record downtime: open (no `ended_at`: the press goes offline for a planned reason, error for an unplanned one) or closed',
    description: 'Events of one press may not overlap (422 on `started_at`); not in the future; the end after the start.',
    permission: 'downtime.write',
    entities: PRESS,
    body: createDowntimeSchema,
    bodyExample: { started_at: '2026-11-20T05:10:00Z', reason_code: 'mold_change', notes: 'M-2041 out, M-1187 in' },
    response: 'created',
    message: 'Downtime recorded',
    example: downtimeExample,
  },
  { method: 'get', path: '/api/machines/{id}/downtime/{eventId}', tag: 'Reports', summary: 'One downtime event', entities: EVENT, response: 'record', versioned: true, example: downtimeExample },
  ...updates({
    path: '/api/machines/{id}/downtime/{eventId}',
    tag: 'Reports',
    summary: 'Close an open event (`ended_at`, now when left out; the press goes back to its status before) or correct a closed one',
    description: 'Overlap with another event → 422 on `ended_at`.',
    permission: 'downtime.write',
    entities: EVENT,
    body: updateDowntimeSchema,
    bodyExample: { ended_at: '2026-11-20T06:00:00Z' },
    message: 'Downtime updated',
    versioned: true,
    example: downtimeExample,
  }),
  {
    method: 'get',
    path: '/api/oee',
    tag: 'Reports',
    summary: 'OEE over plant days `from`–`to` per day, press or mold, with its inputs',
    description:
      'planned = window − planned downtime; run = planned − unplanned downtime; availability = run ÷ planned; performance = ideal cycle time × shots ÷ run (capped at 1, `performance_raw` uncapped); quality = good ÷ (good + scrap); oee = A × P × Q. Fractions with 4 decimals; null where nothing is under the ratio.',
    query: oeeQuerySchema,
    response: 'list',
    example: oeeExample,
  },
  { method: 'get', path: '/api/oee/export', tag: 'Reports', summary: 'GET /api/oee as CSV', query: oeeQuerySchema, response: 'csv' },
  {
    method: 'get',
    path: '/api/reports/downtime-pareto',
    tag: 'Reports',
    summary: 'Downtime minutes by reason over the window (default the last 30 days), most first',
    query: reportQuerySchema,
    response: 'list',
    example: downtimeParetoExample,
  },
  { method: 'get', path: '/api/reports/downtime-pareto/export', tag: 'Reports', summary: 'The downtime Pareto as CSV', query: reportQuerySchema, response: 'csv' },
  {
    method: 'get',
    path: '/api/reports/scrap-pareto',
    tag: 'Reports',
    summary: 'Scrap parts by reason over the window (default the last 30 days), most first; `unspecified`: reported without reasons',
    query: reportQuerySchema,
    response: 'list',
    example: scrapParetoExample,
  },
  { method: 'get', path: '/api/reports/scrap-pareto/export', tag: 'Reports', summary: 'The scrap Pareto as CSV', query: reportQuerySchema, response: 'csv' },
];
