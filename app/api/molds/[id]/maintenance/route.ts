import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { maintenanceHistory } from '@/lib/molds/list-state';
import { listMaintenanceRecords, logMaintenance } from '@/lib/molds/service';

type Params = { id: string };

export const GET = apiHandler(
  async ({ ctx, params, query }) => {
    const result = await listMaintenanceRecords(ctx, parseId(params.id, 'Mold'), query);
    return Array.isArray(result) ? result : respond.paginated(result);
  },
  { query: maintenanceHistory.schema },
);

export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Mold');
  // Maintenance entries have no URL of their own: Location is the mold's maintenance history, newest first.
  return respond.created('Maintenance logged successfully', await logMaintenance(ctx, id, await body()), `/api/molds/${id}/maintenance`);
});
