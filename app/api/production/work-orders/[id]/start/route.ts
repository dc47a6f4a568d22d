import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { startWorkOrderOnPress } from '@/lib/production/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** POST /api/production/work-orders/{id}/start {machine_id}: start the job on that press (the shop floor's scan). */
export const POST = apiHandler<Params>(async ({ ctx, params, body, writeOptions }) => {
  const id = parseId(params.id, 'Work order');
  const input = await body();
  return respond.updated('Work order started', await startWorkOrderOnPress(ctx, id, input, writeOptions(input)));
}, { permission: 'work_orders.status' });
