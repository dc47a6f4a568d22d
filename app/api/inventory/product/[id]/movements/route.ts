import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { productMovements } from '@/lib/stock/service';
import { parseId } from '@/lib/validation';

/** The product's stock movements, newest first, paged. */
export const GET = apiHandler<{ id: string }>(async ({ ctx, params, query }) => respond.paginated(await productMovements(ctx, parseId(params.id, 'Product'), query)));
