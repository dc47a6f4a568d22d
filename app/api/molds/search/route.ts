import { apiHandler } from '@/lib/api/handler';
import { moldSearchQuerySchema } from '@/lib/molds/list-state';
import { searchMolds } from '@/lib/molds/service';

/** The mold picker: `?q=&status=active,maintenance&limit=10`. */
export const GET = apiHandler(async ({ ctx, query }) => searchMolds(ctx, query), { query: moldSearchQuerySchema });
