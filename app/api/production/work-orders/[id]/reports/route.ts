import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { workOrderReports } from '@/lib/production/list-state';
import { listReports, reportProduction } from '@/lib/production/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** The order's reports, newest first (or by `sort`/`dir`): every one, or the paginator with `page`. */
export const GET = apiHandler(
  async ({ ctx, params, query }) => {
    const result = await listReports(ctx, parseId(params.id, 'Work order'), query);
    return Array.isArray(result) ? result : respond.paginated(result);
  },
  { query: workOrderReports.schema },
);

/** `{ shots, good_parts, scrap_parts, operator?, notes? }` → 201 with the report, the order and the mold's counters. */
export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Work order');
  // Reports have no URL of their own: Location is the order's report list.
  return respond.created('Production reported successfully', await reportProduction(ctx, id, await body()), `/api/production/work-orders/${id}/reports`);
});
