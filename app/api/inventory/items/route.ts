import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { inventoryListQuerySchema } from '@/lib/inventory/list-state';
import { createInventoryItem, listInventoryItems } from '@/lib/inventory/service';

/** `?search&filter&sort&dir&page&per_page` → the flat paginator (CONTRACT §7). */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listInventoryItems(ctx, query)), { query: inventoryListQuerySchema });

/** Add Inventory Item: creates the product and its (empty) inventory balance. */
export const POST = apiHandler(async ({ ctx, body }) => {
  const item = await createInventoryItem(ctx, await body());
  return respond.created('Inventory item created successfully', item, `/api/products/${item.id}`);
});
