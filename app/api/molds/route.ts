import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { moldListQuerySchema } from '@/lib/molds/list-state';
import { createMold, listMolds } from '@/lib/molds/service';

/** The whole list as `{ success, data }`, or the paginator when `page` is given (CONTRACT §1). */
export const GET = apiHandler(
  async ({ ctx, query }) => {
    const result = await listMolds(ctx, query);
    return Array.isArray(result) ? result : respond.paginated(result);
  },
  { query: moldListQuerySchema },
);

export const POST = apiHandler(async ({ ctx, body }) => {
  const mold = await createMold(ctx, await body());
  return respond.created('Mold created successfully', mold, `/api/molds/${mold.id}`);
});
