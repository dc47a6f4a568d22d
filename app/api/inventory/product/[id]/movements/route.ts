import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { movementHistory } from '@/lib/inventory/list-state';
import { productMovements } from '@/lib/inventory/service';
import { parseId } from '@/lib/validation';

/** The product's stock movements, newest first unless `sort` says otherwise, always paged. */
export const GET = apiHandler(async ({ ctx, params, query }) => respond.paginated(await productMovements(ctx, parseId(params.id, 'Product'), query)), {
  query: movementHistory.schema,
});
