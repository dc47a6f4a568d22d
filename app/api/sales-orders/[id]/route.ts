import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getSalesOrder, updateSalesOrder } from '@/lib/sales/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getSalesOrder(ctx, parseId(params.id, 'Sales order')));

/** PUT and PATCH edit a draft (else 422 on `status`); `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Sales order');
  const input = await body();
  return respond.updated('Sales order updated successfully', await updateSalesOrder(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update, { permission: 'sales.write' });
export const PATCH = apiHandler<Params>(update, { permission: 'sales.write' });
