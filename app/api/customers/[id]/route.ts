import { respond } from '@/lib/api/envelope';
import { apiHandler, parseId } from '@/lib/api/handler';
import { requestedVersion } from '@/lib/api/version';
import { getCustomer, updateCustomer } from '@/lib/customers/service';

export const GET = apiHandler(async ({ ctx, params }) => getCustomer(ctx, parseId(params.id, 'Customer')));

const update = apiHandler(async ({ ctx, params, req, body }) => {
  const id = parseId(params.id, 'Customer');
  const input = await body();
  const customer = await updateCustomer(ctx, id, input, () => requestedVersion(req.headers, input));
  return respond.updated('Customer updated successfully', customer);
});

export const PUT = update;
export const PATCH = update;
