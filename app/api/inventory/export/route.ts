import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { EXPORT_COLUMNS } from '@/lib/inventory/constants';
import { inventoryListQuerySchema } from '@/lib/inventory/list-state';
import { inventoryExportBatches, type InventoryItemDto } from '@/lib/inventory/service';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';

/** GET /api/inventory/export?search&filter&sort&dir: the list as filtered on screen, every row (keyset batches), streamed as CSV. */
export const GET = apiHandler(
  async ({ ctx, query }) => csvResponse(exportFilename('inventory', todayInPlant()), fieldColumns<InventoryItemDto>(EXPORT_COLUMNS), inventoryExportBatches(ctx, query)),
  { query: inventoryListQuerySchema },
);
