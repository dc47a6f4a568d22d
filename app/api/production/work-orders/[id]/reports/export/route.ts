import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';
import type { ProductionReportDto } from '@/lib/production/dto';
import { workOrderReports } from '@/lib/production/list-state';
import { reportExportBatches } from '@/lib/production/service';
import { parseId } from '@/lib/validation';

const COLUMNS = fieldColumns<ProductionReportDto>(['reported_at', 'shots', 'good_parts', 'scrap_parts', 'defect_rate', 'operator', 'notes', 'machine_id']);

/** GET /api/production/work-orders/{id}/reports/export?sort&dir: the order's production reports as sorted on screen, streamed as CSV. */
export const GET = apiHandler(
  async ({ ctx, params, query }) => {
    const id = parseId(params.id, 'Work order');
    return csvResponse(exportFilename(`work-order-${id}-reports`, todayInPlant()), COLUMNS, reportExportBatches(ctx, id, query));
  },
  { query: workOrderReports.exportSchema },
);
