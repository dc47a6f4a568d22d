import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { costSheetVersions } from '@/lib/costing/list-state';
import { listCostSheetVersions } from '@/lib/costing/service';
import { parseId } from '@/lib/validation';

/** Every version of the product's cost sheet, newest first (or `dir=asc`), always paged. */
export const GET = apiHandler(async ({ ctx, params, query }) => respond.paginated(await listCostSheetVersions(ctx, parseId(params.id, 'Product'), query)), {
  query: costSheetVersions.schema,
});
