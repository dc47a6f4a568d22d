import { apiHandler } from '@/lib/api/handler';
import { searchInventoryItems } from '@/lib/inventory/service';

/** The inventory product picker: `?q&category&limit` (CONTRACT §5, §8). */
export const GET = apiHandler(async ({ ctx, query }) => searchInventoryItems(ctx, query));
