import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import type { WorkOrderDto } from '@/lib/production/dto';
import { workOrderListQuerySchema } from '@/lib/production/list-state';
import { workOrderExportBatches } from '@/lib/production/service';

const COLUMNS: CsvColumn<WorkOrderDto>[] = [
  ...fieldColumns<WorkOrderDto>(['work_order_number', 'status', 'priority', 'target_date']),
  { header: 'product_code', value: (w) => w.product.product_code },
  { header: 'product_name', value: (w) => w.product.product_name },
  { header: 'mold_code', value: (w) => w.mold.mold_code },
  { header: 'machine_number', value: (w) => w.machine?.machine_number },
  ...fieldColumns<WorkOrderDto>(['quantity_planned', 'quantity_completed', 'quantity_scrap', 'shots_total', 'progress', 'expected_run_hours', 'started_at', 'completed_at', 'created_at']),
];

/** GET /api/production/work-orders/export?status&q&priority&machine_id&mold_id&late&sort&dir: the list as on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('work-orders', todayInPlant()), COLUMNS, workOrderExportBatches(ctx, query)), {
  query: workOrderListQuerySchema,
});
