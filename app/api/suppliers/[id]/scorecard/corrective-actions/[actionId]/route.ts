import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { getCorrectiveAction, updateCorrectiveAction } from '@/lib/suppliers/corrective-actions';
import { parseId } from '@/lib/validation';

type Params = { id: string; actionId: string };

const ids = (params: Params) => ({ supplierId: parseId(params.id, 'Supplier'), actionId: parseId(params.actionId, 'Corrective action') });

export const GET = apiHandler<Params>(async ({ ctx, params }) => getCorrectiveAction(ctx, ids(params)));

const update = apiHandler<Params>(async ({ ctx, params, req, body }) =>
  respond.updated('Corrective action updated successfully', await updateCorrectiveAction(ctx, ids(params), await body(), req.headers)),
);

export const PUT = update;
export const PATCH = update;
