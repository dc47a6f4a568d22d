import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { costSheetListQuerySchema } from '@/lib/costing/list-state';
import { listCostSheets } from '@/lib/costing/service';

/** The current cost sheet of every costed product, paged (`page`, `per_page`, `search`, `sort`, `dir`). */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listCostSheets(ctx, query)), { query: costSheetListQuerySchema });
