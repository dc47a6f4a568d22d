import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { workOrderListQuerySchema } from '@/lib/production/list-state';
import { createWorkOrder, listWorkOrders } from '@/lib/production/service';

/** `?status=&q=` → `{ success, data }` (newest first), or the paginator with `page` (CONTRACT §1, §7). */
export const GET = apiHandler(
  async ({ ctx, query }) => {
    const result = await listWorkOrders(ctx, query);
    return Array.isArray(result) ? result : respond.paginated(result);
  },
  { query: workOrderListQuerySchema },
);

export const POST = apiHandler(async ({ ctx, body }) => {
  const order = await createWorkOrder(ctx, await body());
  return respond.created('Work order created successfully', order, `/api/production/work-orders/${order.id}`);
});
