import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { usageHistory } from '@/lib/molds/list-state';
import { listUsageRecords, recordUsage } from '@/lib/molds/service';

type Params = { id: string };

export const GET = apiHandler(
  async ({ ctx, params, query }) => {
    const result = await listUsageRecords(ctx, parseId(params.id, 'Mold'), query);
    return Array.isArray(result) ? result : respond.paginated(result);
  },
  { query: usageHistory.schema },
);

/** A production run: adds shots_produced to both of the mold's counters (also the press-counter integration's call). */
export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Mold');
  // Usage entries have no URL of their own: Location is the mold's usage history, newest first.
  return respond.created('Usage recorded successfully', await recordUsage(ctx, id, await body()), `/api/molds/${id}/usage`);
});
