import { apiHandler } from '@/lib/api/handler';
import { getScorecardHistory } from '@/lib/suppliers/scorecard';
import { parseId } from '@/lib/validation';

export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => getScorecardHistory(ctx, parseId(params.id, 'Supplier')));
