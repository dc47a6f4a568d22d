import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getCorrectiveAction, updateCorrectiveAction } from '@/lib/suppliers/corrective-actions';
import { parseId } from '@/lib/validation';

type Params = { id: string; actionId: string };

const ids = (params: Params) => ({ supplierId: parseId(params.id, 'Supplier'), actionId: parseId(params.actionId, 'Corrective action') });

export const GET = apiHandler<Params>(async ({ ctx, params }) => getCorrectiveAction(ctx, ids(params)));

async function update({ ctx, params, body, writeOptions }: HandlerContext<Params>) {
  const input = await body();
  return respond.updated('Corrective action updated successfully', await updateCorrectiveAction(ctx, ids(params), input, writeOptions(input)));
}

export const PUT = apiHandler<Params>(update);
export const PATCH = apiHandler<Params>(update);
