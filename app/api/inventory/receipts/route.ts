import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { receiveStock } from '@/lib/inventory/service';

// Movements have no URL of their own: Location is the product's movement history, newest first.
export const POST = apiHandler(async ({ ctx, body }) => {
  const movement = await receiveStock(ctx, await body());
  return respond.created('Stock received successfully', movement, `/api/inventory/product/${movement.product_id}/movements`);
});
