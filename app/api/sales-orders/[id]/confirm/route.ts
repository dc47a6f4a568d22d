import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { confirmSalesOrder } from '@/lib/sales/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** POST /api/sales-orders/{id}/confirm (CONTRACT §10); `version` or If-Match guards against stale writes. */
export const POST = apiHandler<Params>(async ({ ctx, params, optionalBody, writeOptions }) => {
  const id = parseId(params.id, 'Sales order');
  const input = await optionalBody();
  return respond.updated('Sales order confirmed', await confirmSalesOrder(ctx, id, input, writeOptions(input)));
}, { permission: 'sales.write' });
