import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getMachine, updateMachine } from '@/lib/machines/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getMachine(ctx, parseId(params.id, 'Machine')));

/** PUT and PATCH both take any subset of the press's fields; `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Machine');
  const input = await body();
  return respond.updated('Machine updated successfully', await updateMachine(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
