import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import { moldListQuerySchema } from '@/lib/molds/list-state';
import { moldExportBatches } from '@/lib/molds/service';
import type { MoldDto } from '@/lib/molds/types';

const COLUMNS: CsvColumn<MoldDto>[] = [
  ...fieldColumns<MoldDto>(['mold_code', 'mold_name', 'description', 'ownership', 'cavity_count', 'status']),
  { header: 'customer_code', value: (m) => m.customer?.customer_code },
  { header: 'customer_name', value: (m) => m.customer?.company_name },
  ...fieldColumns<MoldDto>([
    'storage_location', 'maintenance_interval_shots', 'purchase_date', 'total_shots_lifetime', 'shots_since_maintenance', 'last_maintenance_date',
    'maintenance_health', 'maintenance_percent', 'shots_remaining', 'next_maintenance_due', 'shots_last_30_days', 'avg_daily_shots',
  ]),
];

/** GET /api/molds/export?q&status&ownership&health&customer_id&sort: the list as filtered on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('molds', todayInPlant()), COLUMNS, moldExportBatches(ctx, query)), {
  query: moldListQuerySchema,
});
