import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { getCostingRates, updateCostingRates } from '@/lib/costing/service';

export const GET = apiHandler(async ({ ctx }) => getCostingRates(ctx));

const update = apiHandler(async ({ ctx, req, body }) => respond.updated('Costing rates updated successfully', await updateCostingRates(ctx, await body(), req.headers)));

export const PUT = update;
export const PATCH = update;
