import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getPurchaseOrder, updatePurchaseOrder } from '@/lib/purchasing/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getPurchaseOrder(ctx, parseId(params.id, 'Purchase order')));

/** PUT and PATCH: only while draft; `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Purchase order');
  const input = await body();
  return respond.updated('Purchase order updated successfully', await updatePurchaseOrder(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update, { permission: 'purchase_orders.write' });
export const PATCH = apiHandler<Params>(update, { permission: 'purchase_orders.write' });
