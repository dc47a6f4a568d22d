import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { getCustomer, updateCustomer } from '@/lib/customers/service';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getCustomer(ctx, parseId(params.id, 'Customer')));

/** PUT and PATCH both take any subset of the customer's fields; `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Customer');
  const input = await body();
  return respond.updated('Customer updated successfully', await updateCustomer(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
