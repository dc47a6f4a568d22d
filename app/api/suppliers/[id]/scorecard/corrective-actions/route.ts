import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createCorrectiveAction, listCorrectiveActions } from '@/lib/suppliers/corrective-actions';
import { correctiveActionListQuerySchema } from '@/lib/suppliers/list-state';
import { parseId } from '@/lib/validation';

export const GET = apiHandler(
  async ({ ctx, params, query }) => respond.paginated(await listCorrectiveActions(ctx, parseId(params.id, 'Supplier'), query)),
  { query: correctiveActionListQuerySchema },
);

export const POST = apiHandler<{ id: string }>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Supplier');
  const action = await createCorrectiveAction(ctx, id, await body());
  return respond.created('Corrective action created successfully', action, `/api/suppliers/${id}/scorecard/corrective-actions/${action.id}`);
});
