import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';
import { usageExportBatches } from '@/lib/molds/service';
import type { UsageRecordDto } from '@/lib/molds/types';
import { parseId } from '@/lib/validation';
import { usageHistory } from '@/lib/molds/list-state';

const COLUMNS = fieldColumns<UsageRecordDto>(['date', 'work_order', 'product', 'shots_produced', 'machine', 'operator', 'defect_rate', 'created_at']);

/** GET /api/molds/{id}/usage/export?sort&dir: the mold's usage history as sorted on screen, streamed as CSV. */
export const GET = apiHandler(
  async ({ ctx, params, query }) => {
    const id = parseId(params.id, 'Mold');
    return csvResponse(exportFilename(`mold-${id}-usage`, todayInPlant()), COLUMNS, usageExportBatches(ctx, id, query));
  },
  { query: usageHistory.exportSchema },
);
