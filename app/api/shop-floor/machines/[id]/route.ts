import { apiHandler } from '@/lib/api/handler';
import { shopFloorPress } from '@/lib/machines/service';
import { parseId } from '@/lib/validation';

/** The press view's refresh (/shop-floor/{id}): the press as the board shows it and the job running on it. */
export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => shopFloorPress(ctx, parseId(params.id, 'Machine')));
