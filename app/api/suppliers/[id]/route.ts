import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getSupplier, updateSupplier } from '@/lib/suppliers/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getSupplier(ctx, parseId(params.id, 'Supplier')));

/** PUT and PATCH both take any subset of the supplier's fields; `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Supplier');
  const input = await body();
  return respond.updated('Supplier updated successfully', await updateSupplier(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
