import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getProductCosting, updateProductCosting } from '@/lib/costing/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getProductCosting(ctx, parseId(params.id, 'Product')));

/** PUT and PATCH alike; `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Product');
  const input = await body();
  return respond.updated('Costing inputs updated successfully', await updateProductCosting(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
