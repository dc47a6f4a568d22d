import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { addCustomerLocation, listCustomerLocations } from '@/lib/sales/customer-records';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** GET: the customer's locations (CONTRACT §10, the customer page's tab); POST adds one (customers.write). */
export const GET = apiHandler<Params>(async ({ ctx, params }) => respond.ok(await listCustomerLocations(ctx, parseId(params.id, 'Customer'))));

export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Customer');
  const record = await addCustomerLocation(ctx, id, await body());
  return respond.created('Location added', record, `/api/customers/${id}/locations/${record.id}`);
}, { permission: 'customers.write' });
