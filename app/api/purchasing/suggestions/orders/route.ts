import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createSuggestedOrders } from '@/lib/purchasing/service';

/** POST /api/purchasing/suggestions/orders {product_ids} → 201, the draft orders (one per preferred supplier). */
export const POST = apiHandler(async ({ ctx, body }) => {
  const orders = await createSuggestedOrders(ctx, await body());
  return respond.created(`${orders.length} draft purchase order${orders.length === 1 ? '' : 's'} created`, orders, '/api/purchase-orders');
}, { permission: 'purchase_orders.write' });
