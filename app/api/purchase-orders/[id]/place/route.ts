import { json, versionHeaders } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { placePurchaseOrder } from '@/lib/purchasing/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/**
 * POST /api/purchase-orders/{id}/place (CONTRACT §11): `{ success, message, data, warnings }` — `warnings` lists
 * what the buyer should know (a conditional supplier), empty otherwise.
 */
export const POST = apiHandler<Params>(async ({ ctx, params, optionalBody, writeOptions }) => {
  const id = parseId(params.id, 'Purchase order');
  const input = await optionalBody();
  const { order, warnings } = await placePurchaseOrder(ctx, id, input, writeOptions(input));
  return json({ success: true, message: 'Purchase order placed', data: order, warnings }, 200, versionHeaders(order));
}, { permission: 'purchase_orders.write' });
