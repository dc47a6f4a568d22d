import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { cancelPurchaseOrder } from '@/lib/purchasing/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** POST /api/purchase-orders/{id}/cancel (CONTRACT §11); `version` or If-Match guards against stale writes. */
export const POST = apiHandler<Params>(async ({ ctx, params, optionalBody, writeOptions }) => {
  const id = parseId(params.id, 'Purchase order');
  const input = await optionalBody();
  return respond.updated('Purchase order cancelled', await cancelPurchaseOrder(ctx, id, input, writeOptions(input)));
}, { permission: 'purchase_orders.write' });
