import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { getDowntimeEvent, updateDowntime } from '@/lib/oee/service';
import { parseId } from '@/lib/validation';

type Params = { id: string; eventId: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getDowntimeEvent(ctx, parseId(params.id, 'Machine'), parseId(params.eventId, 'Downtime event')));

/** PUT and PATCH alike (CONTRACT §1, §13): `ended_at` closes an open event (now when left out); `version` or If-Match guards against stale writes. */
const update = apiHandler<Params>(async ({ ctx, params, optionalBody, writeOptions }) => {
  const machineId = parseId(params.id, 'Machine');
  const eventId = parseId(params.eventId, 'Downtime event');
  const input = await optionalBody();
  return respond.updated('Downtime updated', await updateDowntime(ctx, machineId, eventId, input, writeOptions(input)));
}, { permission: 'downtime.write' });

export const PUT = update;
export const PATCH = update;
