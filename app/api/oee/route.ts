import { apiHandler } from '@/lib/api/handler';
import { oeeQuerySchema } from '@/lib/oee/list-state';
import { oeeReport } from '@/lib/oee/service';

/** GET /api/oee?machine_id&from&to&group_by=day|machine|mold (CONTRACT §13): one row per group, with the inputs. */
export const GET = apiHandler(async ({ ctx, query }) => oeeReport(ctx, query), { query: oeeQuerySchema });
