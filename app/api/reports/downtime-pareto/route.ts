import { apiHandler } from '@/lib/api/handler';
import { reportQuerySchema } from '@/lib/oee/list-state';
import { downtimePareto } from '@/lib/oee/service';

/** GET /api/reports/downtime-pareto?from&to&machine_id: downtime minutes by reason, most first. */
export const GET = apiHandler(async ({ ctx, query }) => downtimePareto(ctx, query), { query: reportQuerySchema });
