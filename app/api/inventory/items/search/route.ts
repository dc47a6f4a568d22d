import { apiHandler } from '@/lib/api/handler';
import { itemSearchQuerySchema } from '@/lib/inventory/list-state';
import { searchInventoryItems } from '@/lib/inventory/service';

/** The inventory item picker: `?q&category&limit` (CONTRACT §5, §8). */
export const GET = apiHandler(async ({ ctx, query }) => searchInventoryItems(ctx, query), { query: itemSearchQuerySchema });
