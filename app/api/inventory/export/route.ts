import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { EXPORT_COLUMNS } from '@/lib/inventory/constants';
import { allInventoryItems } from '@/lib/inventory/items';
import type { InventoryItemDto } from '@/lib/inventory/items';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';

/** GET /api/inventory/export?filter&search: the list as filtered on screen, every row (keyset batches), streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) =>
  csvResponse(exportFilename('inventory', todayInPlant()), fieldColumns<InventoryItemDto>(EXPORT_COLUMNS), allInventoryItems(ctx, query)),
);
