import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { cancelMaintenanceWorkOrder } from '@/lib/maintenance/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** POST /api/maintenance/work-orders/{id}/cancel (CONTRACT §12); `version` or If-Match guards against stale writes. */
export const POST = apiHandler<Params>(async ({ ctx, params, optionalBody, writeOptions }) => {
  const id = parseId(params.id, 'Maintenance work order');
  const input = await optionalBody();
  return respond.updated('Maintenance work order cancelled', await cancelMaintenanceWorkOrder(ctx, id, input, writeOptions(input)));
}, { permission: 'maintenance.write' });
