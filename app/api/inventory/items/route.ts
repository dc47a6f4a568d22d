import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createInventoryItem, listInventoryItems } from '@/lib/inventory/items';

/** `?filter&search&page&per_page` → the flat paginator (CONTRACT §7). */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listInventoryItems(ctx, query)));

/** Add Inventory Item: creates the product and its (empty) inventory balance. */
export const POST = apiHandler(async ({ ctx, body }) => {
  const item = await createInventoryItem(ctx, await body());
  return respond.created('Inventory item created successfully', item, `/api/products/${item.id}`);
});
