import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { removeCustomerRecord } from '@/lib/sales/customer-records';
import { parseId } from '@/lib/validation';

type Params = { id: string; recordId: string };

/** DELETE: removes one of the customer's contacts (404 unless it is theirs). */
export const DELETE = apiHandler<Params>(async ({ ctx, params }) => {
  await removeCustomerRecord(ctx, 'contact', parseId(params.id, 'Customer'), parseId(params.recordId, 'Contact'));
  return json(envelope.message('Contact removed'));
}, { permission: 'customers.write' });
