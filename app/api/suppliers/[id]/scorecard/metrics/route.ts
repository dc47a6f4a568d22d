import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { recordMetrics } from '@/lib/suppliers/scorecard';
import { parseId } from '@/lib/validation';

/** 201 with the recomputed scorecard (CONTRACT §6, §8). */
export const POST = apiHandler<{ id: string }>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Supplier');
  return respond.created('Metrics recorded successfully', await recordMetrics(ctx, id, await body()), `/api/suppliers/${id}/scorecard`);
});
