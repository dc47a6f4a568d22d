import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { salesOrderListQuerySchema } from '@/lib/sales/list-state';
import { createSalesOrder, listSalesOrders } from '@/lib/sales/service';

/** GET: the paginator (CONTRACT §10: page, per_page, status, customer_id, search, sort, dir). */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listSalesOrders(ctx, query)), { query: salesOrderListQuerySchema });

/** POST: a draft order numbered SO-YYYY-NNNNN. */
export const POST = apiHandler(async ({ ctx, body }) => {
  const order = await createSalesOrder(ctx, await body());
  return respond.created('Sales order created successfully', order, `/api/sales-orders/${order.id}`);
}, { permission: 'sales.write' });
