import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { addCustomerContact, listCustomerContacts } from '@/lib/sales/customer-records';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** GET: the customer's contacts (CONTRACT §10, the customer page's tab); POST adds one (customers.write). */
export const GET = apiHandler<Params>(async ({ ctx, params }) => respond.ok(await listCustomerContacts(ctx, parseId(params.id, 'Customer'))));

export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Customer');
  const record = await addCustomerContact(ctx, id, await body());
  return respond.created('Contact added', record, `/api/customers/${id}/contacts/${record.id}`);
}, { permission: 'customers.write' });
