import { apiHandler } from '@/lib/api/handler';
import { getScorecard } from '@/lib/suppliers/scorecard';
import { parseId } from '@/lib/validation';

export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => getScorecard(ctx, parseId(params.id, 'Supplier')));
