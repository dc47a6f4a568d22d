import { apiHandler } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { respond } from '@/lib/api/envelope';
import { getProduct, updateProduct } from '@/lib/products/service';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getProduct(ctx, parseId(params.id, 'Product')));

const update = apiHandler<Params>(async ({ ctx, params, req, body }) => {
  const id = parseId(params.id, 'Product');
  return respond.updated('Product updated successfully', await updateProduct(ctx, id, await body(), req.headers));
});

export const PUT = update;
export const PATCH = update;
