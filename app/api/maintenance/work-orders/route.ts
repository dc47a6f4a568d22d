import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { maintenanceListQuerySchema } from '@/lib/maintenance/list-state';
import { createMaintenanceWorkOrder, listMaintenanceWorkOrders } from '@/lib/maintenance/service';

/** GET: the paginator (CONTRACT §12: page, status, asset_type, asset_id, overdue, sort, dir …). */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listMaintenanceWorkOrders(ctx, query)), { query: maintenanceListQuerySchema });

export const POST = apiHandler(async ({ ctx, body }) => {
  const order = await createMaintenanceWorkOrder(ctx, await body());
  return respond.created('Maintenance work order created successfully', order, `/api/maintenance/work-orders/${order.id}`);
}, { permission: 'maintenance.write' });
