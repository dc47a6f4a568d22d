import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { removeCustomerRecord } from '@/lib/sales/customer-records';
import { parseId } from '@/lib/validation';

type Params = { id: string; recordId: string };

/** DELETE: removes one of the customer's part-numbers (404 unless it is theirs). */
export const DELETE = apiHandler<Params>(async ({ ctx, params }) => {
  await removeCustomerRecord(ctx, 'part_number', parseId(params.id, 'Customer'), parseId(params.recordId, 'Part cross-reference'));
  return json(envelope.message('Part cross-reference removed'));
}, { permission: 'customers.write' });
