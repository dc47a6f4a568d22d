import { apiHandler } from '@/lib/api/handler';
import { reportQuerySchema } from '@/lib/oee/list-state';
import { scrapPareto } from '@/lib/oee/service';

/** GET /api/reports/scrap-pareto?from&to&machine_id: scrap parts by reason, most first. */
export const GET = apiHandler(async ({ ctx, query }) => scrapPareto(ctx, query), { query: reportQuerySchema });
