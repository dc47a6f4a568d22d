import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { getCustomer, updateCustomer } from '@/lib/customers/service';

export const GET = apiHandler(async ({ ctx, params }) => getCustomer(ctx, parseId(params.id, 'Customer')));

const update = apiHandler(async ({ ctx, params, req, body }) => {
  const id = parseId(params.id, 'Customer');
  return respond.updated('Customer updated successfully', await updateCustomer(ctx, id, await body(), req.headers));
});

export const PUT = update;
export const PATCH = update;
