import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename } from '@/lib/list/csv-export';
import { oneBatch, SCRAP_PARETO_COLUMNS } from '@/lib/oee/export';
import { reportQuerySchema } from '@/lib/oee/list-state';
import { scrapPareto } from '@/lib/oee/service';

/** GET /api/reports/scrap-pareto/export: the scrap Pareto as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('scrap-pareto', todayInPlant()), SCRAP_PARETO_COLUMNS, oneBatch(scrapPareto(ctx, query))), {
  query: reportQuerySchema,
});
