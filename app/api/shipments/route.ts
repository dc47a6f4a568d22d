import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { shipmentListQuerySchema } from '@/lib/sales/list-state';
import { listShipments } from '@/lib/sales/service';

/** GET /api/shipments: the paginator, newest ship date first. */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listShipments(ctx, query)), { query: shipmentListQuerySchema });
