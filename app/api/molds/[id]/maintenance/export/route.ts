import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';
import { maintenanceExportBatches } from '@/lib/molds/service';
import type { MaintenanceRecordDto } from '@/lib/molds/types';
import { parseId } from '@/lib/validation';
import { maintenanceHistory } from '@/lib/molds/list-state';

const COLUMNS = fieldColumns<MaintenanceRecordDto>(['date', 'type', 'description', 'technician', 'cost', 'shots_at_maintenance', 'resets_counter', 'created_at']);

/** GET /api/molds/{id}/maintenance/export?sort&dir: the mold's maintenance history as sorted on screen, streamed as CSV. */
export const GET = apiHandler(
  async ({ ctx, params, query }) => {
    const id = parseId(params.id, 'Mold');
    return csvResponse(exportFilename(`mold-${id}-maintenance`, todayInPlant()), COLUMNS, maintenanceExportBatches(ctx, id, query));
  },
  { query: maintenanceHistory.exportSchema },
);
