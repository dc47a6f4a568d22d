import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createWorkOrdersForOrder } from '@/lib/sales/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** POST /api/sales-orders/{id}/work-orders (make-to-order, CONTRACT §10): the order with its linked work orders. */
export const POST = apiHandler<Params>(async ({ ctx, params }) => {
  const { order, created } = await createWorkOrdersForOrder(ctx, parseId(params.id, 'Sales order'));
  return respond.updated(created === 1 ? '1 work order created' : `${created} work orders created`, order);
}, { permission: 'sales.write' });
