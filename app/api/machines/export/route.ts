import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';
import type { MachineDto } from '@/lib/machines/dto';
import { machineListQuerySchema } from '@/lib/machines/list-state';
import { machineExportBatches } from '@/lib/machines/service';

const COLUMNS = fieldColumns<MachineDto>(['machine_number', 'machine_name', 'tonnage', 'status', 'hourly_rate', 'created_at', 'updated_at']);

/** GET /api/machines/export?sort&dir: every press, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('machines', todayInPlant()), COLUMNS, machineExportBatches(ctx, query)), {
  query: machineListQuerySchema,
});
