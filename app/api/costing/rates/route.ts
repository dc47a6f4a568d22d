import { respond } from '@/lib/api/envelope';
import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { getCostingRates, updateCostingRates } from '@/lib/costing/service';

export const GET = apiHandler(async ({ ctx }) => getCostingRates(ctx));

/** PUT and PATCH alike: any subset of the rates; `version` or If-Match guards against stale writes. */
async function update({ ctx, body, writeOptions }: HandlerContext<Record<string, string>>) {
  const input = await body();
  return respond.updated('Costing rates updated successfully', await updateCostingRates(ctx, input, writeOptions(input)));
}

export const PUT = apiHandler(update);
export const PATCH = apiHandler(update);
