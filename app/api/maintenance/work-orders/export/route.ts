import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { maintenanceListQuerySchema } from '@/lib/maintenance/list-state';
import { maintenanceExportBatches } from '@/lib/maintenance/service';

const COLUMNS: CsvColumn<MaintenanceWorkOrderDto>[] = [
  ...fieldColumns<MaintenanceWorkOrderDto>(['maintenance_number', 'asset_type']),
  { header: 'asset_code', value: (m) => m.asset?.code },
  ...fieldColumns<MaintenanceWorkOrderDto>(['type', 'priority', 'status', 'trigger', 'due_date', 'overdue', 'description']),
  { header: 'assigned_to', value: (m) => m.assigned_to?.name },
  ...fieldColumns<MaintenanceWorkOrderDto>(['issue_code', 'fix_code', 'completed_date', 'technician', 'cost', 'started_at', 'completed_at', 'created_at']),
];

/** GET /api/maintenance/work-orders/export: the list as filtered and sorted on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('maintenance-work-orders', todayInPlant()), COLUMNS, maintenanceExportBatches(ctx, query)), {
  query: maintenanceListQuerySchema,
});
