import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getWorkOrder, updateWorkOrder } from '@/lib/production/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getWorkOrder(ctx, parseId(params.id, 'Work order')));

/** Planning fields and/or `status` (a move); `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Work order');
  const input = await body();
  return respond.updated('Work order updated successfully', await updateWorkOrder(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
