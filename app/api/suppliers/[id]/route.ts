import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { getSupplier, updateSupplier } from '@/lib/suppliers/service';
import { parseId } from '@/lib/validation';

export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => getSupplier(ctx, parseId(params.id, 'Supplier')));

const update = apiHandler<{ id: string }>(async ({ ctx, params, req, body }) => {
  const id = parseId(params.id, 'Supplier');
  return respond.updated('Supplier updated successfully', await updateSupplier(ctx, id, await body(), req.headers));
});

export const PUT = update;
export const PATCH = update;
