import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getMachine, updateMachine } from '@/lib/production/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getMachine(ctx, parseId(params.id, 'Machine')));

async function update({ ctx, params, body, req }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Machine');
  return respond.updated('Machine updated successfully', await updateMachine(ctx, id, await body(), req.headers));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
