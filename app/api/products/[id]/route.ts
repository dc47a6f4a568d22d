import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { respond } from '@/lib/api/envelope';
import { getProduct, updateProduct } from '@/lib/products/service';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getProduct(ctx, parseId(params.id, 'Product')));

/** PUT and PATCH both change only the fields sent; `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Product');
  const input = await body();
  return respond.updated('Product updated successfully', await updateProduct(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
