import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { downtimeListQuerySchema } from '@/lib/oee/list-state';
import { listDowntimeEvents, recordDowntime } from '@/lib/oee/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** GET: the press's downtime events, newest first (the paginator). */
export const GET = apiHandler<Params, typeof downtimeListQuerySchema>(
  async ({ ctx, params, query }) => respond.paginated(await listDowntimeEvents(ctx, parseId(params.id, 'Machine'), query)),
  { query: downtimeListQuerySchema },
);

/** POST (CONTRACT §13): an open or closed event; an open one takes the press offline (planned) or to error. */
export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const machineId = parseId(params.id, 'Machine');
  const event = await recordDowntime(ctx, machineId, await body());
  return respond.created('Downtime recorded', event, `/api/machines/${machineId}/downtime/${event.id}`);
}, { permission: 'downtime.write' });
