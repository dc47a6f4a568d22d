import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename } from '@/lib/list/csv-export';
import { DOWNTIME_PARETO_COLUMNS, oneBatch } from '@/lib/oee/export';
import { reportQuerySchema } from '@/lib/oee/list-state';
import { downtimePareto } from '@/lib/oee/service';

/** GET /api/reports/downtime-pareto/export: the downtime Pareto as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('downtime-pareto', todayInPlant()), DOWNTIME_PARETO_COLUMNS, oneBatch(downtimePareto(ctx, query))), {
  query: reportQuerySchema,
});
