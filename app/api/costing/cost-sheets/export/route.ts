import { apiHandler } from '@/lib/api/handler';
import type { CostSheetDto } from '@/lib/costing/dto';
import { costSheetListQuerySchema } from '@/lib/costing/list-state';
import { costSheetExportBatches } from '@/lib/costing/service';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';

const COLUMNS = fieldColumns<CostSheetDto>([
  'product_code', 'product_name', 'version', 'material_cost', 'machine_cost', 'labor_cost', 'overhead_cost', 'total_cost', 'selling_price', 'margin_percentage', 'created_at',
]);

/** GET /api/costing/cost-sheets/export?search&sort&dir: the current cost sheets as on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('cost-sheets', todayInPlant()), COLUMNS, costSheetExportBatches(ctx, query)), {
  query: costSheetListQuerySchema,
});
