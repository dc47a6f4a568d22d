import { apiHandler } from '@/lib/api/handler';
import { getCurrentCostSheet } from '@/lib/costing/service';
import { parseId } from '@/lib/validation';

export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => getCurrentCostSheet(ctx, parseId(params.id, 'Product')));
