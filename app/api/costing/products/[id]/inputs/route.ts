import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { getProductCosting, updateProductCosting } from '@/lib/costing/service';
import { parseId } from '@/lib/validation';

export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => getProductCosting(ctx, parseId(params.id, 'Product')));

const update = apiHandler<{ id: string }>(async ({ ctx, params, req, body }) => {
  const id = parseId(params.id, 'Product');
  return respond.updated('Costing inputs updated successfully', await updateProductCosting(ctx, id, await body(), req.headers));
});

export const PUT = update;
export const PATCH = update;
