import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { purchaseOrderListQuerySchema } from '@/lib/purchasing/list-state';
import { createPurchaseOrder, listPurchaseOrders } from '@/lib/purchasing/service';

/** GET: the paginator (CONTRACT §11: page, status, supplier_id, search, sort, dir). */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listPurchaseOrders(ctx, query)), { query: purchaseOrderListQuerySchema });

/** POST: a draft order. */
export const POST = apiHandler(async ({ ctx, body }) => {
  const order = await createPurchaseOrder(ctx, await body());
  return respond.created('Purchase order created successfully', order, `/api/purchase-orders/${order.id}`);
}, { permission: 'purchase_orders.write' });
