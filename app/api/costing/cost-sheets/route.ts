import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listCostSheets } from '@/lib/costing/service';

/** The current cost sheet of every costed product, paged (`page`, `per_page`, `search`). */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listCostSheets(ctx, query)));
