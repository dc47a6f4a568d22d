import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listCostSheetVersions } from '@/lib/costing/service';
import { parseId } from '@/lib/validation';

export const GET = apiHandler<{ id: string }>(async ({ ctx, params, query }) => respond.paginated(await listCostSheetVersions(ctx, parseId(params.id, 'Product'), query)));
