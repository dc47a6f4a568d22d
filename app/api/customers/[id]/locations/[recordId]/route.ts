import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { removeCustomerRecord } from '@/lib/sales/customer-records';
import { parseId } from '@/lib/validation';

type Params = { id: string; recordId: string };

/** DELETE: removes one of the customer's locations (404 unless it is theirs). */
export const DELETE = apiHandler<Params>(async ({ ctx, params }) => {
  await removeCustomerRecord(ctx, 'location', parseId(params.id, 'Customer'), parseId(params.recordId, 'Location'));
  return json(envelope.message('Location removed'));
}, { permission: 'customers.write' });
