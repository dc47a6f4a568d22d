import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename } from '@/lib/list/csv-export';
import { OEE_COLUMNS, oneBatch } from '@/lib/oee/export';
import { oeeQuerySchema } from '@/lib/oee/list-state';
import { oeeReport } from '@/lib/oee/service';

/** GET /api/oee/export: the OEE rows of GET /api/oee as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename(`oee-by-${query.group_by ?? 'machine'}`, todayInPlant()), OEE_COLUMNS, oneBatch(oeeReport(ctx, query))), {
  query: oeeQuerySchema,
});
