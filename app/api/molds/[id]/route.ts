import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { getMold, updateMold } from '@/lib/molds/service';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getMold(ctx, parseId(params.id, 'Mold')));

/** PUT and PATCH both take any subset of the mold's fields; `version` or If-Match guards against stale writes. */
async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const id = parseId(params.id, 'Mold');
  const input = await body();
  return respond.updated('Mold updated successfully', await updateMold(ctx, id, input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
